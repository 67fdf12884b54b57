import { Fragment, useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './markdown';

function inlines(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'strong':
        return <strong key={index}>{inlines(node.children)}</strong>;
      case 'em':
        return <em key={index}>{inlines(node.children)}</em>;
      case 'link':
        return (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {inlines(node.children)}
          </a>
        );
    }
  });
}

function block(node: Block, index: number): ReactNode {
  if (node.kind === 'list') {
    const items = node.items.map((item, i) => <li key={i}>{inlines(item)}</li>);
    return node.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
  }
  // Headings of a notification sit inside a screen or a popup that has its own: bold lines, not h1-h3.
  if (node.kind === 'heading') {
    return (
      <p
        key={index}
        className={`notification-heading-${node.level}`}
        style={{ fontWeight: 700, fontSize: `${1.2 - node.level * 0.05}em`, margin: '0.5em 0 0.25em' }}
      >
        {inlines(node.inlines)}
      </p>
    );
  }
  return (
    <p key={index} style={{ margin: '0 0 0.5em' }}>
      {inlines(node.inlines)}
    </p>
  );
}

/**
 * A notification's content, plain text or simple markdown, as React elements: nothing the
 * admin typed becomes markup (see markdown.ts), links open in a new tab without the opener.
 */
export function NotificationContent({ content }: { content: string }) {
  const blocks = useMemo(() => parseMarkdown(content), [content]);
  return (
    <div className="notification-content" style={{ overflowWrap: 'anywhere' }}>
      {blocks.map(block)}
    </div>
  );
}
