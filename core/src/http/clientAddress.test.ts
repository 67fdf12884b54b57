import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import { clientAddress, proxyHopsOf } from './clientAddress.ts';

function request(forwardedFor: string | string[] | undefined, peer = '10.0.0.5'): IncomingMessage {
  return { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
}

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('203.0.113.9'), 0)).toBe('10.0.0.5');
    expect(proxyHopsOf({ trustProxy: false, proxyHops: 2 })).toBe(0);
    expect(proxyHopsOf({ trustProxy: true, proxyHops: 2 })).toBe(2);
  });

  it('is the entry our proxy appended, not the leftmost one the client wrote', () => {
    expect(clientAddress(request('1.2.3.4, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(request('203.0.113.9'), 1)).toBe('203.0.113.9');
    // Repeated headers count as one list, in order.
    expect(clientAddress(request(['1.2.3.4', '203.0.113.9']), 1)).toBe('203.0.113.9');
  });

  it('skips the entries of inner proxies with more hops', () => {
    expect(clientAddress(request('1.2.3.4, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9');
    // Fewer entries than hops: the request came in past the outer proxy; the leftmost is still one of ours.
    expect(clientAddress(request('10.0.0.2'), 2)).toBe('10.0.0.2');
  });

  it('is the socket peer when the header is missing or empty', () => {
    expect(clientAddress(request(undefined), 1)).toBe('10.0.0.5');
    expect(clientAddress(request(' , '), 1)).toBe('10.0.0.5');
  });
});
