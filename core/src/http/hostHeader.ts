import type { IncomingMessage } from 'node:http';

/** The longest host a request may name: a DNS name is at most 253 characters, a port adds six. */
export const maxHostLength = 255;

/** A DNS name (letters, digits, `-`, `_`, dots) or a bracketed IPv6 address, with an optional port. */
const hostPattern = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Whether the host the request names can be a host at all: its Host header, and behind a
 * trusted proxy the first X-Forwarded-Host, which is what the app reads (ApiExchange.host).
 * The brand of each host is cached (BrandDirectory), so a client naming absurd hosts, kilobytes
 * long, would have the process keep them; such a request is refused before anything looks at it.
 * A request without a Host (HTTP/1.0) is the default brand's, as before.
 */
export function requestHostValid(req: IncomingMessage, trustProxy: boolean): boolean {
  const forwarded = trustProxy && req.headers['x-forwarded-host'] !== undefined ? firstValue(req.headers['x-forwarded-host']) : '';
  if (forwarded && !hostValid(forwarded)) return false;
  return req.headers.host === undefined || hostValid(req.headers.host);
}

export function hostValid(host: string): boolean {
  return host.length <= maxHostLength && hostPattern.test(host);
}

export const badHostMessage = `The Host header is not a host name: send the server's name or address (at most ${maxHostLength} characters), with its port if it has one.`;

function firstValue(value: string | string[]): string {
  const list = Array.isArray(value) ? value.join(',') : value;
  const comma = list.indexOf(',');
  return (comma === -1 ? list : list.slice(0, comma)).trim();
}
