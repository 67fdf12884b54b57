/**
 * The sites a widget may be embedded on (spec 2, 5: "Web widget domains must be https and at
 * least one is required"). A domain is kept as the origin the browser sends in the `Origin`
 * header of the widget's socket (`https://shop.example.com`, `https://example.com:8443`), so
 * the check at connect time is one exact comparison. No zod here: the web form imports this.
 *
 * The one exception to https is the owner's own machine, so the widget can be tried before the
 * site is online: `localhost`, `*.localhost` and `127.0.0.1`, on any port. Browsers treat these
 * as secure contexts (their traffic never leaves the machine), so http there is as safe as https.
 */
export type DomainParse = { ok: true; origin: string } | { ok: false; problem: 'insecure' | 'invalid' };

/**
 * Whether a host name (as `URL` normalises it) is the visitor's own machine. Exact names only:
 * `localhost.evil.com` and `127.0.0.1.nip.io` are sites on the internet like any other.
 */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
}

const schemePattern = /^[a-z][a-z0-9+.-]*:\/\//i;

export function parseDomain(input: string): DomainParse {
  const text = input.trim();
  if (!text || /\s/.test(text)) return { ok: false, problem: 'invalid' };
  // A bare host name ("example.com") means its https site; a bare local one ("localhost:5173")
  // its http one, as a development server serves it. An explicit http:// elsewhere is refused.
  const withScheme = schemePattern.test(text) ? text : `${isLocalHost(bareHostname(text)) ? 'http' : 'https'}://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return { ok: false, problem: 'invalid' };
  const host = url.hostname;
  if (!/^[a-z0-9.:[\]-]+$/.test(host) || host.startsWith('.') || host.endsWith('.') || host.includes('..')) return { ok: false, problem: 'invalid' };
  const local = isLocalHost(host);
  if (url.protocol === 'http:' && !local) return { ok: false, problem: 'insecure' };
  // A site on the internet has a dotted name (or is an IP address in brackets).
  if (!local && !host.includes('.') && !host.startsWith('[')) return { ok: false, problem: 'invalid' };
  return { ok: true, origin: url.origin };
}

/** The host name of "name:port/path" typed without a scheme, lower-cased; '' when there is none. */
function bareHostname(text: string): string {
  return (/^[^/:?#]+/.exec(text)?.[0] ?? '').toLowerCase();
}

/**
 * Whether a page of `origin` (the socket's `Origin` header) may open the widget. Exact origins
 * only: `https://example.com` does not admit `https://www.example.com` or `http://example.com`,
 * nor `http://localhost:5173` a page of `http://localhost:3000`. Browsers always send the scheme.
 */
export function originAllowed(origin: string | null | undefined, domains: readonly string[]): boolean {
  if (!origin || !schemePattern.test(origin.trim())) return false;
  const parsed = parseDomain(origin);
  return parsed.ok && domains.includes(parsed.origin);
}
