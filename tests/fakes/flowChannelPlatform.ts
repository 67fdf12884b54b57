import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the runtime's test channel sent: who to, what, with which idempotency key. */
export interface SentRequest {
  to: string;
  message: {
    kind: string;
    text?: string;
    buttons?: Array<{ kind: string; title: string; payload?: string }>;
    replies?: Array<{ title: string; payload: string }>;
  } & Record<string, unknown>;
  idempotencyKey: string;
  messageId: string;
  /** When it arrived, on this process's monotonic clock (performance.now(), ms). */
  receivedAt: number;
  /** When the sender started it, by its `x-sent-at` header (wall clock, ms; NaN without it). */
  sentAt: number;
}

/**
 * The messaging platform of the runtime's test channel (tests/fixtures/plugin-roots/flow-runtime):
 * a real HTTP server that records every send request. Like platforms that take an idempotency
 * key, a repeated key is answered with the first message's id and not delivered again:
 * `requests` counts what arrived, `delivered` what a subscriber would see.
 */
export class FakeChannelPlatform {
  readonly requests: SentRequest[] = [];
  readonly delivered: SentRequest[] = [];
  /** The event ids of taps the channel acknowledged (its adapter's afterStore). */
  readonly answered: string[] = [];
  /** The product's public URL as the channel's afterStore was told it. */
  answeredFrom = '';
  readonly #byKey = new Map<string, SentRequest>();
  readonly #server: Server;
  readonly #waiters = new Set<() => void>();
  /** Answer this many next sends with a 503. */
  failNext = 0;
  /** Answer sends to these subscribers with a 403, as Telegram answers for a bot the user blocked. */
  readonly blockedBy = new Set<string>();
  /** Answer sends to these subscribers with a 503, as a platform that is down for them. */
  readonly unavailableFor = new Set<string>();
  url = '';

  constructor() {
    this.#server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += String(chunk)));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/answer') {
          // Like Telegram's answerCallbackQuery: the channel acknowledges taps once they are stored.
          const answer = JSON.parse(raw) as { eventIds: string[]; publicUrl: string };
          this.answered.push(...answer.eventIds);
          this.answeredFrom = answer.publicUrl;
          return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        }
        if (req.method !== 'POST' || req.url !== '/send') return void res.writeHead(404).end();
        if (this.failNext > 0) {
          this.failNext -= 1;
          return void res.writeHead(503).end('try later');
        }
        const body = JSON.parse(raw) as Omit<SentRequest, 'messageId' | 'receivedAt' | 'sentAt'>;
        if (this.blockedBy.has(body.to)) return void res.writeHead(403).end('Forbidden: bot was blocked by the user');
        if (this.unavailableFor.has(body.to)) return void res.writeHead(503).end('try later');
        const known = this.#byKey.get(body.idempotencyKey);
        const sent: SentRequest = {
          ...body,
          messageId: known?.messageId ?? `pm-${this.requests.length + 1}`,
          receivedAt: performance.now(),
          sentAt: Number(req.headers['x-sent-at'] ?? Number.NaN),
        };
        this.requests.push(sent);
        if (!known) {
          this.#byKey.set(body.idempotencyKey, sent);
          this.delivered.push(sent);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messageId: sent.messageId }));
        for (const wake of [...this.#waiters]) wake();
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  /** What subscriber `to` got, in order. */
  to(to: string): SentRequest[] {
    return this.delivered.filter((sent) => sent.to === to);
  }

  /** Waits until `ready()` holds (checked after every request), or fails after `timeoutMs` with `what`. */
  async waitUntil(ready: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
    if (ready()) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(new Error(`Timed out waiting for ${what}: ${this.delivered.length} delivered.`));
      }, timeoutMs);
      const check = () => {
        if (!ready()) return;
        clearTimeout(timer);
        this.#waiters.delete(check);
        resolve();
      };
      this.#waiters.add(check);
    });
  }

  /** Waits until `to` got `count` messages; answers them. */
  async waitFor(to: string, count: number, timeoutMs = 20_000): Promise<SentRequest[]> {
    await this.waitUntil(() => this.to(to).length >= count, `${count} messages to ${to}`, timeoutMs);
    return this.to(to);
  }
}

/**
 * A webhook delivery as the test channel's platform makes it: the events of `channelAccountId`
 * as JSON, signed with that account's secret (see the fixture plugin's wire format).
 */
export function signedWebhook(channelAccountId: string, secret: string, events: readonly unknown[]): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ events });
  const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return { body, headers: { 'content-type': 'application/json', 'x-test-channel-account': channelAccountId, 'x-test-signature': signature } };
}

/** The address of the test channel's webhook on the host. */
export const testChannelWebhookPath = '/api/channels/test-channel/webhook';
