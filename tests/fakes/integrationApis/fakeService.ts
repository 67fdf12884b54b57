import type { IncomingHttpHeaders } from 'node:http';

/** One request as a fake service sees it. */
export interface FakeRequest {
  method: string;
  /** The host name the client asked for, without the port and the `.example.test` suffix, e.g. `us21.mailchimp`. */
  host: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A service's part of the fake: which host names it answers, and how, in its documented wire format. */
export interface FakeService {
  name: string;
  host: RegExp;
  handle(request: FakeRequest): FakeAnswer;
  /** The service's documented answer when it limits the caller. */
  rateLimited(): FakeAnswer;
  /** The service's answer for an outage of its own (status 500, 502 or 503). */
  outage(status: number): FakeAnswer;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): FakeAnswer => ({
  status,
  body,
  headers: { 'content-type': 'application/json', ...headers },
});

/** The `Authorization` header's Bearer token, or null. */
export function bearer(request: FakeRequest): string | null {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

/** The `Authorization` header's Basic user and password, or null. */
export function basic(request: FakeRequest): { user: string; password: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function header(request: FakeRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
