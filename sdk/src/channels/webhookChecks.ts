import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InboundRequest } from './channelAdapter.ts';

/**
 * `@chatmill/sdk/webhooks` (server only: it uses node:crypto, which the web half's types lack).
 * What every webhook adapter needs, in one place, so that no channel compares a secret with `===`
 * (which leaks its length and prefix through timing) or throws on a body that is not JSON.
 */

const encoder = new TextEncoder();

/** Whether a secret token a platform sent (a header's value) is the expected one, in constant time. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined || !expected) return false;
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a signature header carries the HMAC of the raw body with the secret, in constant time:
 * Meta's `X-Hub-Signature-256: sha256=<hex>` is `hmacSignatureMatches(request, 'x-hub-signature-256', appSecret, { prefix: 'sha256=' })`.
 */
export function hmacSignatureMatches(
  request: Pick<InboundRequest, 'headers' | 'rawBody'>,
  header: string,
  secret: string,
  options: { algorithm?: 'sha1' | 'sha256' | 'sha512'; prefix?: string } = {},
): boolean {
  const given = request.headers[header.toLowerCase()];
  const prefix = options.prefix ?? '';
  if (!given?.startsWith(prefix) || !secret) return false;
  const expected = createHmac(options.algorithm ?? 'sha256', secret)
    .update(request.rawBody)
    .digest('hex');
  return sameSecret(given.slice(prefix.length).toLowerCase(), expected);
}

/** The raw body parsed as JSON, or null when it is not JSON (a verified request may still carry garbage). */
export function jsonBody(request: Pick<InboundRequest, 'rawBody'>): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(request.rawBody)) as unknown;
  } catch {
    return null;
  }
}
