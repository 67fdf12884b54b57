/**
 * The simple markdown of notifications (spec 3: content as plain text or simple markdown),
 * parsed into a small tree that React renders as elements. Nothing is ever turned into HTML
 * text: every character the admin typed ends up in a text node, so `<script>` shows as typed.
 *
 * Blocks: paragraphs (a blank line apart; a single newline is a line break), headings (`#` to
 * `###`), bullet lists (`-` or `*`) and numbered lists (`1.`). Inline: `**bold**`, `*italic*`
 * or `_italic_`, `` `code` ``, `[text](https://…)` (http, https and mailto links only) and `\`
 * to take the next character as it is.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type Block =
  { kind: 'paragraph'; inlines: Inline[] } | { kind: 'heading'; level: 1 | 2 | 3; inlines: Inline[] } | { kind: 'list'; ordered: boolean; items: Inline[][] };

const bullet = /^\s*[-*]\s+(.*)$/;
const numbered = /^\s*\d{1,9}[.)]\s+(.*)$/;
const heading = /^(#{1,3})\s+(.*)$/;

/** Links that only navigate: no `javascript:`, `data:` or other schemes. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  return /^(https?:\/\/|mailto:)[^\s]+$/i.test(trimmed) ? trimmed : null;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', inlines: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };

  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const item = bullet.exec(line) ?? numbered.exec(line);
    if (line.trim() === '') {
      flushParagraph();
      flushList();
    } else if (heading.test(line)) {
      flushParagraph();
      flushList();
      const [, hashes, text] = heading.exec(line)!;
      blocks.push({ kind: 'heading', level: hashes!.length as 1 | 2 | 3, inlines: parseInline(text!) });
    } else if (item) {
      flushParagraph();
      const ordered = numbered.test(line) && !bullet.test(line);
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push(item[1]!);
    } else if (list && /^\s+\S/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += `\n${line.trim()}`;
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** Where `marker` closes after `from`, with text (not a space) on its inside; -1 when it does not. */
function closing(text: string, marker: string, from: number): number {
  let at = text.indexOf(marker, from);
  while (at !== -1) {
    if (at > from && !/\s/.test(text[at - 1]!) && text[at - 1] !== '\\') return at;
    at = text.indexOf(marker, at + 1);
  }
  return -1;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  const push = (node: Inline) => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
    out.push(node);
  };

  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '\\' && next !== undefined && next !== '\n') {
      plain += next;
      i += 2;
    } else if (c === '\n') {
      push({ kind: 'break' });
      i += 1;
    } else if (c === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        push({ kind: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
      } else {
        plain += c;
        i += 1;
      }
    } else if (c === '*' && next === '*' && text[i + 2] !== undefined && !/\s/.test(text[i + 2]!)) {
      const end = closing(text, '**', i + 2);
      if (end !== -1) {
        push({ kind: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
      } else {
        plain += '**';
        i += 2;
      }
    } else if (
      (c === '*' || c === '_') &&
      next !== undefined &&
      !/\s/.test(next) &&
      next !== c &&
      (c === '*' || i === 0 || !/[\p{L}\p{N}]/u.test(text[i - 1]!))
    ) {
      const end = closing(text, c, i + 1);
      // `_` inside a word (snake_case) is not emphasis.
      if (end !== -1 && (c === '*' || end + 1 >= text.length || !/[\p{L}\p{N}]/u.test(text[end + 1]!))) {
        push({ kind: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
      } else {
        plain += c;
        i += 1;
      }
    } else if (c === '[') {
      const label = text.indexOf('](', i + 1);
      const close = label === -1 ? -1 : text.indexOf(')', label + 2);
      const href = close === -1 ? null : safeHref(text.slice(label + 2, close));
      if (href && label > i + 1) {
        push({ kind: 'link', href, children: parseInline(text.slice(i + 1, label)) });
        i = close + 1;
      } else {
        plain += c;
        i += 1;
      }
    } else {
      plain += c;
      i += 1;
    }
  }
  if (plain) out.push({ kind: 'text', text: plain });
  return out;
}

/** The text of the content without its markup, e.g. for a one-line preview. */
export function plainText(source: string): string {
  const flatten = (inlines: Inline[]): string =>
    inlines.map((node) => (node.kind === 'text' || node.kind === 'code' ? node.text : node.kind === 'break' ? ' ' : flatten(node.children))).join('');
  return parseMarkdown(source)
    .map((block) => (block.kind === 'list' ? block.items.map(flatten).join(' · ') : flatten(block.inlines)))
    .join(' ')
    .trim();
}
