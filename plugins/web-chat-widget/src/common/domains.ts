/**
 * The sites a widget may be embedded on (spec 2, 5: "Web widget domains must be https and at
 * least one is required"). A domain is kept as the origin the browser sends in the `Origin`
 * header of the widget's socket (`https://shop.example.com`, `https://example.com:8443`), so
 * the check at connect time is one exact comparison. No zod here: the web form imports this.
 */
export type DomainParse = { ok: true; origin: string } | { ok: false; problem: 'insecure' | 'invalid' };

export function parseDomain(input: string): DomainParse {
  const text = input.trim();
  if (!text || /\s/.test(text)) return { ok: false, problem: 'invalid' };
  // A bare host name ("example.com") means its https site; an explicit http:// is refused.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if (url.protocol === 'http:') return { ok: false, problem: 'insecure' };
  if (url.protocol !== 'https:' || url.username || url.password) return { ok: false, problem: 'invalid' };
  const host = url.hostname;
  // A site has a dotted name (or is an IP address in brackets); "localhost" has no certificate anyone trusts.
  if (!host.includes('.') && !host.startsWith('[')) return { ok: false, problem: 'invalid' };
  if (!/^[a-z0-9.:[\]-]+$/.test(host) || host.startsWith('.') || host.endsWith('.') || host.includes('..')) return { ok: false, problem: 'invalid' };
  return { ok: true, origin: url.origin };
}

/**
 * Whether a page of `origin` (the socket's `Origin` header) may open the widget. Exact origins
 * only: `https://example.com` does not admit `https://www.example.com` or `http://example.com`.
 */
export function originAllowed(origin: string | null | undefined, domains: readonly string[]): boolean {
  if (!origin) return false;
  const parsed = parseDomain(origin);
  return parsed.ok && /^https:\/\//.test(origin.trim()) && domains.includes(parsed.origin);
}
