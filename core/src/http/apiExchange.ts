import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import { Stream } from 'node:stream';
import Cookies from 'cookies';
import { clientAddress, type ProxyHops } from './clientAddress.ts';
import type { SessionState } from './sessionState.ts';
import { noStore } from './transportSecurity.ts';

/** What every answer carries, API or not (createApp sets the same on the static files). */
export const securityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'SAMEORIGIN',
};

const jsonType = 'application/json; charset=utf-8';
/** Statuses that never carry a body. */
const emptyStatuses = new Set([204, 205, 304]);

/**
 * One API request and its answer, on node:http directly. Koa's context cost more per request
 * than everything else a cached public route does (measured: hello-JSON through Koa 0.32x of a
 * bare server), so API requests bypass it; Koa serves only the static files. It keeps Koa's
 * rules where routes can see them: the host, protocol and client address honour
 * X-Forwarded-* only behind a trusted proxy, cookies are the `cookies` package's (Koa's own),
 * a null body answers 204, a string is text, anything else JSON. Headers are gathered here and
 * written with the body in one writeHead.
 */
export class ApiExchange {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly method: string;
  /** The path as sent, not decoded (route parameters are decoded by the route table). */
  readonly path: string;
  readonly requestId: string;
  status = 404;
  body: unknown = undefined;
  /** Set by requestScope: who sent it. */
  session: SessionState = { kind: 'none' };
  readonly #trustProxy: boolean;
  readonly #proxyHops: ProxyHops;
  readonly #search: string;
  readonly #headers: OutgoingHttpHeaders;
  #query: ParsedUrlQuery | null = null;
  #cookies: Cookies | null = null;
  #handedOver = false;

  /** `proxyHops`: how many proxies of ours stand in front (0: none, X-Forwarded-* are not trusted). */
  constructor(req: IncomingMessage, res: ServerResponse, proxyHops: ProxyHops, requestId: string) {
    this.req = req;
    this.res = res;
    this.method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const mark = url.indexOf('?');
    this.path = mark === -1 ? url : url.slice(0, mark);
    this.#search = mark === -1 ? '' : url.slice(mark + 1);
    this.#trustProxy = proxyHops > 0;
    this.#proxyHops = proxyHops;
    this.requestId = requestId;
    // Unless a handler says otherwise (see transportSecurity.ts).
    this.#headers = { ...securityHeaders, 'cache-control': noStore, 'x-request-id': requestId };
  }

  /** A request header, repeated values joined as Node joins them. */
  header(name: string): string | undefined {
    return headerOf(this.req, name);
  }

  get query(): ParsedUrlQuery {
    return (this.#query ??= parseQuery(this.#search));
  }

  /** `host:port` as the client addressed it (X-Forwarded-Host behind a trusted proxy). */
  get host(): string {
    return requestHost(this.req, this.#trustProxy);
  }

  get hostname(): string {
    const host = this.host;
    if (!host) return '';
    if (host[0] !== '[') return host.split(':', 1)[0]!;
    try {
      return new URL(`http://${host}`).hostname;
    } catch {
      return '';
    }
  }

  get protocol(): 'http' | 'https' {
    return requestProtocol(this.req, this.#trustProxy);
  }

  get secure(): boolean {
    return this.protocol === 'https';
  }

  /** The client's address: behind trusted proxies, the one the outermost of them saw (see clientAddress). */
  get ip(): string {
    return clientAddress(this.req, this.#proxyHops);
  }

  get cookies(): Cookies {
    return (this.#cookies ??= new Cookies(this.req, this.res, { secure: this.secure }));
  }

  set(name: string, value: string): void {
    this.#headers[name.toLowerCase()] = value;
  }

  redirect(url: string): void {
    // An absolute URL is formatted again so that nothing escapes into the header.
    const location = /^https?:\/\//i.test(url) ? new URL(url).toString() : url;
    this.set('location', location.replace(/[^\x21-\x7e]/g, percentEncoded));
    this.status = 302;
    this.set('content-type', 'text/plain; charset=utf-8');
    this.body = `Redirecting to ${location}.`;
  }

  /**
   * For an answer another party writes on `res` (the MCP transport streams its own): the
   * headers gathered so far go with it, and `send` writes nothing.
   */
  handOver(): ServerResponse {
    for (const [name, value] of Object.entries(this.#headers)) if (value !== undefined) this.res.setHeader(name, value);
    this.#handedOver = true;
    return this.res;
  }

  /** Writes the answer. */
  send(): void {
    if (this.#handedOver) return;
    let status = this.status;
    let body = this.body;
    if (body == null && !emptyStatuses.has(status)) status = 204;
    if (emptyStatuses.has(status)) {
      delete this.#headers['content-type'];
      this.res.writeHead(status, this.#headers).end();
      return;
    }
    if (body instanceof Stream) {
      this.#headers['content-type'] ??= 'application/octet-stream';
      this.res.writeHead(status, this.#headers);
      body.pipe(this.res);
      return;
    }
    if (typeof body === 'string') {
      this.#headers['content-type'] ??= /^\s*</.test(body) ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
    } else if (body instanceof Uint8Array) {
      this.#headers['content-type'] ??= 'application/octet-stream';
    } else {
      this.#headers['content-type'] ??= jsonType;
      body = JSON.stringify(body);
    }
    const bytes = body as string | Uint8Array;
    this.#headers['content-length'] = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.byteLength;
    this.res.writeHead(status, this.#headers).end(this.method === 'HEAD' ? undefined : bytes);
  }
}

/** Spaces, line breaks and non-ASCII in a Location header, as UTF-8 percent escapes. */
function percentEncoded(char: string): string {
  return [...Buffer.from(char, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

function firstValue(list: string): string {
  const comma = list.indexOf(',');
  return (comma === -1 ? list : list.slice(0, comma)).trim();
}

/** A request header, repeated values joined as Node joins them. */
export function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * `host:port` as the client addressed the server (X-Forwarded-Host behind a trusted proxy), for
 * API requests and socket upgrades alike; empty when the Host is unusable.
 */
export function requestHost(req: IncomingMessage, trustProxy: boolean): string {
  let host = (trustProxy && headerOf(req, 'x-forwarded-host')) || headerOf(req, 'host') || '';
  host = firstValue(host);
  if (host.includes('@')) {
    try {
      host = new URL(`http://${host}`).host; // user info in Host is invalid: keep the host part
    } catch {
      return '';
    }
  }
  return host;
}

/** The scheme the client used: TLS on this socket, or X-Forwarded-Proto behind a trusted proxy. */
export function requestProtocol(req: IncomingMessage, trustProxy: boolean): 'http' | 'https' {
  if ((req.socket as { encrypted?: boolean }).encrypted) return 'https';
  if (!trustProxy) return 'http';
  const proto = headerOf(req, 'x-forwarded-proto');
  return proto && firstValue(proto).toLowerCase() === 'https' ? 'https' : 'http';
}
