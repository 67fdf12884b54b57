import type { IncomingMessage } from 'node:http';

/**
 * How far the server trusts X-Forwarded-For: `hops` proxies of ours stand in front of it, or 0
 * when none does (the socket's peer is the client).
 */
export type ProxyHops = number;

/** The hops to trust under these settings: none unless `trustProxy`. */
export function proxyHopsOf(settings: { trustProxy: boolean; proxyHops: number }): ProxyHops {
  return settings.trustProxy ? settings.proxyHops : 0;
}

/**
 * The address of whoever sent the request, for limits and audit logs. Behind our proxies it is
 * the entry `hops` from the right of X-Forwarded-For: each proxy appends the address it saw, so
 * the rightmost entries are ours and everything left of them is whatever the client wrote (the
 * leftmost entry is the client's to choose, and would let one address pose as any number). With
 * fewer entries than hops, the request reached an inner proxy directly: its leftmost entry is
 * still one a proxy of ours wrote. Koa's `maxIpsCount` picks the same one (createApp).
 */
export function clientAddress(req: IncomingMessage, hops: ProxyHops): string {
  const socket = req.socket.remoteAddress ?? '';
  if (hops <= 0) return socket;
  const header = req.headers['x-forwarded-for'];
  const list = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (list.length === 0) return socket;
  return list[Math.max(0, list.length - hops)]!;
}
