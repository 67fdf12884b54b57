import type { TFunction } from 'i18next';
import type { FlowNode } from '../../../../sdk/src/flows/flowGraph.ts';
import type { FlowNodeSpecs } from '../../../../sdk/src/flows/flowNodeSpec.ts';
import type { FlowNodeEditor } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';
import { nodeTypeLabel } from './nodeTypeLabel';

const SNIPPET_LENGTH = 40;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH - 1)}…` : flat;
}

function firstText(settings: Record<string, unknown>): string {
  const items = Array.isArray(settings['items']) ? (settings['items'] as Array<Record<string, unknown>>) : [];
  for (const item of items) {
    if (typeof item['text'] === 'string' && item['text'].trim()) return item['text'];
    if (Array.isArray(item['cards'])) {
      const title = (item['cards'] as Array<Record<string, unknown>>).find((card) => typeof card['title'] === 'string' && card['title'])?.['title'];
      if (typeof title === 'string') return title;
    }
  }
  return '';
}

/** The words that tell this node from others of its type (a message's first text, a question...), or ''. */
export function nodeSnippet(node: Pick<FlowNode, 'type' | 'data'>): string {
  const s = node.data;
  const pick = (...keys: string[]) => keys.map((key) => s[key]).find((value): value is string => typeof value === 'string' && value.trim() !== '') ?? '';
  switch (node.type) {
    case 'Reference': {
      const keywords = Array.isArray(s['keywords']) ? (s['keywords'] as Array<{ text?: string }>) : [];
      return clip(
        pick('title') ||
          keywords
            .map((k) => k.text ?? '')
            .filter(Boolean)
            .join(', '),
      );
    }
    case 'NewMessageSet':
      return clip(firstText(s));
    case 'UserInput':
      return clip(pick('question'));
    case 'OTN':
      return clip(pick('title'));
    default:
      return clip(pick('title', 'name', 'text', 'subject'));
  }
}

/** How a problem, a comparison or a toast names a node: "Send Message · Welcome to…". */
export function nodeName(node: Pick<FlowNode, 'type' | 'data'>, t: TFunction, editors: ReadonlyMap<string, FlowNodeEditor>, specs: FlowNodeSpecs): string {
  const label = nodeTypeLabel(node.type, t, editors, specs);
  const snippet = nodeSnippet(node);
  return snippet ? `${label} · ${snippet}` : label;
}
