import { IncomingMessage, type IncomingHttpHeaders, type RequestListener, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { CapturedResponse } from './capturedResponse.ts';

/** One API request a tool makes: a route's method, its path with the parameters filled in, query and JSON body. */
export interface RouteRequest {
  method: string;
  path: string;
  query: Readonly<Record<string, unknown>>;
  body: unknown;
}

export interface RouteAnswer {
  status: number;
  /** The JSON answer parsed, or the text of any other. */
  body: unknown;
}

/**
 * Headers of the MCP request that the route's request carries too: the token (so the route
 * authenticates it and checks its scope itself), the host (the brand), the proxy's word on the
 * client, and the client's agent and language. Cookies are not: the endpoint acts by token only.
 */
const forwarded = ['authorization', 'host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'user-agent', 'accept-language'] as const;

/**
 * Runs `request` through the server's own request listener, in this process, as if the MCP
 * client had sent it: every check of the API (token, scope, brand, permission, validation,
 * usage limits, account isolation) is the route's own. The answer is captured, not sent.
 */
export async function callRoute(listener: RequestListener, from: IncomingMessage, request: RouteRequest): Promise<RouteAnswer> {
  const socket = new Socket();
  // The client's address and TLS, as the MCP request's connection had them (rate limits, origins).
  Object.defineProperty(socket, 'remoteAddress', { value: from.socket.remoteAddress });
  Object.defineProperty(socket, 'encrypted', { value: (from.socket as { encrypted?: boolean }).encrypted });
  const req = new IncomingMessage(socket);
  const headers: IncomingHttpHeaders = {};
  for (const name of forwarded) if (from.headers[name] !== undefined) headers[name] = from.headers[name] as string;
  const payload = request.body === undefined ? null : Buffer.from(JSON.stringify(request.body));
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.length);
  }
  req.method = request.method;
  req.url = request.path + queryString(request.query);
  req.headers = headers;
  if (payload) req.push(payload);
  req.push(null);

  const res = new CapturedResponse();
  const ended = new Promise<void>((resolve, reject) => {
    res.once('finish', resolve);
    res.once('close', () => (res.writableFinished ? resolve() : reject(new Error(`${request.method} ${request.path} ended without an answer`))));
  });
  listener(req, res as unknown as ServerResponse);
  await ended;
  const text = res.body.toString('utf8');
  const type = String(res.getHeader('content-type') ?? '');
  return { status: res.statusCode, body: /json/i.test(type) && text ? JSON.parse(text) : text };
}

/** `?a=1&b=x&b=y`: arrays repeat their name, objects go as JSON, absent values are left out. */
function queryString(query: Readonly<Record<string, unknown>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
