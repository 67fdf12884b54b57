/**
 * The personalisation notation of every text a flow sends: `{{name}}` inserts a value,
 * `{{name|fallback}}` inserts the fallback when the value is empty or unknown. Spaces around the
 * name, the bar and the fallback are allowed (`{{ first_name | friend }}`). Names are those of
 * custom variables (letters, digits and _), matched in any case, since a variable's key is its
 * name in lower case. Anything else between braces stays as it was typed.
 */

/** A piece of a parsed text: literal text, or a placeholder to fill. */
export type TemplatePart =
  | { kind: 'text'; text: string }
  | {
      kind: 'placeholder';
      /** As typed. */
      name: string;
      /** The name in lower case: what values are looked up by. */
      key: string;
      fallback: string | null;
      /** The placeholder exactly as it stands in the text. */
      raw: string;
    };

/** How inserted values are written: as they are, or URL-encoded (the template's own characters stay as typed). */
export type FillMode = 'text' | 'url';

/** A value by lower-case name; null, undefined or '' when the subscriber has none. */
export type ValueLookup = (key: string) => string | null | undefined;

const placeholder = /\{\{\s*([A-Za-z0-9_]{1,40})\s*(?:\|([^{}]*))?\}\}/g;

export function parseTemplate(text: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of text.matchAll(placeholder)) {
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    const name = match[1]!;
    const fallback = match[2] === undefined ? null : match[2].trim();
    parts.push({ kind: 'placeholder', name, key: name.toLowerCase(), fallback, raw: match[0] });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The names a text uses, each once, in lower case, in order of first use. */
export function templateNames(text: string): string[] {
  const names = new Set<string>();
  for (const part of parseTemplate(text)) if (part.kind === 'placeholder') names.add(part.key);
  return [...names];
}

/**
 * The text with every placeholder filled from `lookup`: an empty or unknown value gives the
 * placeholder's fallback, or nothing when it has none. In `url` mode the inserted values (and
 * fallbacks) are URL-encoded, so `https://shop.example/?email={{email}}` stays one valid URL.
 */
export function fillTemplate(text: string, lookup: ValueLookup, mode: FillMode = 'text'): string {
  if (!text.includes('{{')) return text;
  return parseTemplate(text)
    .map((part) => {
      if (part.kind === 'text') return part.text;
      const value = lookup(part.key);
      const chosen = value !== null && value !== undefined && value.trim() !== '' ? value : (part.fallback ?? '');
      return mode === 'url' ? encodeURIComponent(chosen) : chosen;
    })
    .join('');
}
