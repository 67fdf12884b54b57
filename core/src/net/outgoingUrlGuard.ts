import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isForbiddenAddress } from '@chatmill/sdk';

/**
 * Requests to URLs that users supply (flow webhooks, test buttons, media imports) go through
 * here (architecture "Outgoing requests to user-supplied URLs"). The host is resolved when the
 * socket connects and the request is refused if the address is loopback, private, link-local,
 * a cloud metadata address or otherwise not public, so a DNS name that changes its answer
 * between a check and the connection (DNS rebinding) gains nothing. Redirects are followed
 * only through the same check.
 */

export class OutgoingUrlRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutgoingUrlRefused';
  }
}

/** The ranges live in the SDK, so forms, routes that save a URL and this guard judge alike. */
export { isForbiddenAddress };

/** The answer was longer than the caller takes. */
export class OutgoingTooLarge extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutgoingTooLarge';
  }
}

/** No full answer within the time given. */
export class OutgoingTimeout extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutgoingTimeout';
  }
}

export interface GuardOptions {
  /** Addresses the caller allows although they are not public (tests against a local fake; never user input). */
  allowAddress?: (address: string) => boolean;
  /** The resolver (tests give one that answers what a hostile DNS would). */
  lookup?: (hostname: string, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;
}

export interface GuardedRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  timeoutMs: number;
  /** Redirects followed, each through the guard; 0 refuses any. */
  maxRedirects?: number;
  /** Bytes of the response body kept (the rest is read and dropped, or fails the request with `tooLarge: 'fail'`). */
  maxBodyBytes?: number;
  tooLarge?: 'truncate' | 'fail';
}

export interface GuardedResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body as bytes (up to maxBodyBytes). */
  bytes: Buffer;
  /** The URL that answered (after redirects). */
  url: string;
}

function allowed(address: string, options: GuardOptions): boolean {
  return !isForbiddenAddress(address) || options.allowAddress?.(address) === true;
}

/** A lookup for the socket: resolves, and fails the connection when any answer is not allowed. */
function guardedLookup(options: GuardOptions): LookupFunction {
  const resolve = options.lookup ?? ((hostname, callback) => dnsLookup(hostname, { all: true, verbatim: true }, callback));
  return ((hostname: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error);
      if (!addresses.length) return callback(new OutgoingUrlRefused(`${hostname} has no address.`));
      const refused = addresses.find((a) => !allowed(a.address, options));
      // One refused answer refuses the name: the socket could otherwise be steered to it on a retry.
      if (refused) return callback(new OutgoingUrlRefused(`${hostname} resolves to ${refused.address}, which is not a public address.`));
      if (lookupOptions.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  }) as LookupFunction;
}

/** Checks a URL's form before anything is sent: http(s) only, no credentials, and an IP literal host must be public. */
export function checkOutgoingUrl(raw: string, options: GuardOptions = {}): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutgoingUrlRefused('The URL is not valid.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutgoingUrlRefused('Only http and https URLs are allowed.');
  if (url.username || url.password) throw new OutgoingUrlRefused('URLs with credentials are not allowed.');
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  // Sockets skip the lookup for IP literals, so they are judged here.
  if (isIP(host) && !allowed(host, options)) throw new OutgoingUrlRefused(`${host} is not a public address.`);
  return url;
}

/** Sends one request through the guard, following at most `maxRedirects` redirects (each one checked again). */
export async function guardedRequest(raw: string, request: GuardedRequest, options: GuardOptions = {}): Promise<GuardedResponse> {
  let url = checkOutgoingUrl(raw, options);
  let method = request.method;
  let body = request.body;
  const deadline = Date.now() + request.timeoutMs;
  for (let redirects = 0; ; redirects += 1) {
    // The budget covers every hop; the message names the whole of it.
    const response = await once(url, { ...request, method, body }, options, Math.max(1, deadline - Date.now()));
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || response.status === 304 || !location) return response;
    if (redirects >= (request.maxRedirects ?? 0)) throw new OutgoingUrlRefused(`${url.origin} redirects, and redirects are not followed here.`);
    url = checkOutgoingUrl(new URL(location, url).toString(), options);
    if (response.status !== 307 && response.status !== 308) {
      method = 'GET';
      body = undefined;
    }
  }
}

function once(url: URL, request: GuardedRequest, options: GuardOptions, remainingMs: number): Promise<GuardedResponse> {
  const client = url.protocol === 'https:' ? https : http;
  const maxBody = request.maxBodyBytes ?? 64 * 1024;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: request.method,
        headers: { ...(request.body !== undefined ? { 'content-length': String(Buffer.byteLength(request.body)) } : {}), ...request.headers },
        lookup: guardedLookup(options),
        // A fresh socket per request: a pooled one might have been connected before a DNS change.
        agent: false,
        timeout: remainingMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < maxBody) chunks.push(chunk.subarray(0, maxBody - size));
          size += chunk.length;
          if (size > maxBody && request.tooLarge === 'fail') {
            reject(new OutgoingTooLarge(`${url.origin} answered more than ${maxBody} bytes.`));
            req.destroy();
          }
        });
        res.on('end', () => {
          if (size > maxBody && request.tooLarge === 'fail') return;
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes, url: url.toString() });
        });
        res.on('error', reject);
      },
    );
    const late = () => new OutgoingTimeout(`No answer from ${url.origin} within ${request.timeoutMs} ms.`);
    const timer = setTimeout(() => req.destroy(late()), remainingMs);
    req.on('close', () => clearTimeout(timer));
    req.on('timeout', () => req.destroy(late()));
    req.on('error', reject);
    req.end(request.body);
  });
}
