import type { IncomingMessage } from 'node:http';
import type { RouteDefinition } from '@chatmill/sdk';
import { headerOf, requestHost, requestProtocol, type ApiExchange } from './apiExchange.ts';
import type { ProxyHops } from './clientAddress.ts';
import { refusal } from './refusal.ts';

/** Methods that may change something; GET, HEAD and OPTIONS only read. */
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses a state-changing request a browser sent from another origin. The session cookie is
 * SameSite=Lax, which keeps other *sites* out but not siblings of the same site: another port
 * of the host, or another subdomain, which whitelabel brands' and stores' domains will be. A
 * page there could post to the dashboard's routes with the owner's cookie (or sign the owner
 * in to the attacker's account, on the login forms), so every unsafe request must come from
 * this origin. The browser's `Sec-Fetch-Site` decides when it sends one (a page cannot forge
 * it, and it sees the origin the browser used, whatever proxies in between do to Host);
 * otherwise `Origin`, compared with the origin the request was sent to. A request that carries
 * neither was not sent by a page of another origin (servers and old clients send none), so a
 * platform's webhook passes, and so does a request authenticated by an API token, which no
 * foreign page can attach. Routes other sites' pages call on purpose declare `crossSite: true`.
 */
export function refuseCrossOrigin(exchange: ApiExchange, route: Pick<RouteDefinition, 'crossSite'>, byApiToken: boolean): void {
  if (!unsafeMethods.has(exchange.method) || route.crossSite || byApiToken) return;
  const foreign = foreignSender((name) => exchange.header(name), exchange.host ? `${exchange.protocol}://${exchange.host}` : null);
  if (foreign !== null) throw crossOrigin(foreign);
}

/**
 * Who sent an upgrade to the dashboard's socket, when it was a page of another origin; null
 * when the dashboard's own page (or no page at all) did. Browsers attach the session cookie to
 * a WebSocket handshake from any page of the same site, and the socket streams the owner's
 * events, so the handshake is held to the same rule as a state-changing request.
 */
export function foreignUpgrade(req: IncomingMessage, proxyHops: ProxyHops): string | null {
  const trustProxy = proxyHops > 0;
  const host = requestHost(req, trustProxy);
  return foreignSender((name) => headerOf(req, name), host ? `${requestProtocol(req, trustProxy)}://${host}` : null);
}

/** The page of another origin that sent a request (in words for the refusal), or null. */
function foreignSender(header: (name: string) => string | undefined, ownAddress: string | null): string | null {
  const site = header('sec-fetch-site');
  if (site !== undefined) {
    if (site === 'same-origin' || site === 'none') return null;
    return site === 'same-site' ? 'a page of another origin of this site (another port or subdomain)' : 'a page of another site';
  }
  const origin = header('origin');
  if (origin === undefined) return null;
  const own = ownAddress === null ? null : normalisedOrigin(ownAddress);
  if (own !== null && normalisedOrigin(origin) === own) return null;
  // Both origins are named: behind a proxy that rewrites Host, the operator sees why (TRUST_PROXY).
  return `${origin === 'null' ? 'a page without an origin' : origin.slice(0, 100)}, not ${own ?? 'this server'}`;
}

/** The origin in the form browsers send it: lower-case host, no default port. */
function normalisedOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

function crossOrigin(from: string) {
  return refusal(
    'CROSS_ORIGIN',
    `This request came from ${from}, and was refused: changes are accepted only from the dashboard's own pages. Open the dashboard itself and try again, or call the API with an API token.`,
  );
}
