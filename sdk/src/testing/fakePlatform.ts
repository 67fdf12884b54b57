import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseBody } from './productClient.ts';

/** One request the fake received, in the order they came. */
export interface RecordedCall {
  method: string;
  /** The path without the query, e.g. `/bot123/sendMessage`. */
  path: string;
  query: Record<string, string>;
  /** Lower-case names, as Node gives them. */
  headers: Record<string, string>;
  /** The body parsed as JSON (the text when it is not JSON, undefined when empty). */
  body: unknown;
  rawBody: string;
}

/** What the fake answers: 200 and `{ "ok": true }` unless said otherwise. */
export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

export interface FakePlatform {
  /** e.g. `http://127.0.0.1:41234`: give it to your adapter as the platform's API base. */
  readonly url: string;
  readonly calls: readonly RecordedCall[];
  /** How to answer `method` on `path` (an exact path, or a pattern), from now on. Later rules win. */
  on(method: string, path: string | RegExp, reply: FakeReply | FakeHandler): void;
  /** Waits until `count` calls match (all calls without a filter) and answers them; throws with what came after `timeoutMs`. */
  waitForCalls(count: number, match?: (call: RecordedCall) => boolean, timeoutMs?: number): Promise<RecordedCall[]>;
  stop(): Promise<void>;
}

interface Rule {
  method: string;
  path: string | RegExp;
  reply: FakeReply | FakeHandler;
}

/**
 * A stand-in for a messaging platform's API on a free loopback port: it records every call and
 * answers what the test told it to, so a channel's `send` (and anything else calling out) is
 * tested against the wire format the platform documents.
 */
export async function startFakePlatform(options: { fallback?: FakeReply | FakeHandler } = {}): Promise<FakePlatform> {
  const calls: RecordedCall[] = [];
  const rules: Rule[] = [];
  const fallback = options.fallback ?? { status: 200, body: { ok: true } };
  const server = createServer((req, res) => {
    void record(req).then(async (call) => {
      calls.push(call);
      const rule = rules.findLast((r) => r.method === call.method && (typeof r.path === 'string' ? r.path === call.path : r.path.test(call.path)));
      const chosen = rule?.reply ?? fallback;
      let reply: FakeReply;
      try {
        reply = typeof chosen === 'function' ? await chosen(call) : chosen;
      } catch (error) {
        reply = { status: 500, body: { error: `the fake's handler threw: ${(error as Error).message}` } };
      }
      const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      const type = typeof reply.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json';
      res.writeHead(reply.status ?? 200, { 'content-type': type, ...reply.headers }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    on: (method, path, reply) => void rules.push({ method: method.toUpperCase(), path, reply }),
    waitForCalls: async (count, match = () => true, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = calls.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `${found.length} of ${count} expected calls reached the fake platform within ${timeoutMs} ms; it got ${JSON.stringify(calls.map((c) => `${c.method} ${c.path}`))}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function record(req: IncomingMessage): Promise<RecordedCall> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const rawBody = Buffer.concat(chunks).toString('utf8');
  const url = new URL(req.url ?? '/', 'http://fake');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers, body: parseBody(rawBody), rawBody };
}
