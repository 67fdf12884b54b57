/** A tiny element builder: the script has no framework, and stays small. Text always goes in as text, never as HTML. */
export function h<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Record<string, string | undefined> = {},
  ...children: (Node | string | null | undefined)[]
): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) if (value !== undefined) el.setAttribute(name, value);
  for (const child of children) if (child !== null && child !== undefined) el.append(child);
  return el;
}

/** Links the visitor may follow: https pages, phone numbers and email addresses only. */
export function safeHref(href: string): string | null {
  return /^(https:\/\/|tel:\+?[0-9]|mailto:[^\s@]+@)/i.test(href) ? href : null;
}

export function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
