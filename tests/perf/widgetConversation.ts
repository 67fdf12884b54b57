import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { ServerMessage } from '../../plugins/web-chat-widget/src/common/protocol.ts';
import { widgetCapabilities } from '../../plugins/web-chat-widget/src/server/channel/widgetCapabilities.ts';

/**
 * Inbound message to outbound reply through the web chat widget channel, on the running product.
 *
 * Visitors on the widget socket say 'hello', one message after the other, to a published flow
 * that answers it with one text. For each message two times are taken from the moment it is sent:
 *   (a) the echo: the socket shows the visitor's own message back (from 'visitor', with its
 *       clientId) once it is stored with its inbound event, in the transaction that also runs
 *       the flow's step when nothing of the visitor waits before it (the runtime's fast path) —
 *       the baseline: the same socket, parsing and storage as the reply;
 *   (b) the reply: the bot's message, after the send queue, the rate limiter and the widget
 *       adapter.
 * Both are printed with their p50/p95/p99 and the ratio of the p50s, for many visitors at once and
 * for one alone, because machines here are noisy and the ratio travels better than milliseconds.
 *
 * The measured runs come after a first run of the same size, printed on its own row: until V8 has
 * compiled the reply's path (the socket, the runtime, the ORM, pg), the server spends twice the CPU
 * per reply, and a server that has just started is not the one that serves for days.
 *
 * The visitors of a run either start at the same instant ('in step') or one after the other,
 * spread evenly over one pacing interval ('staggered'). In step, paced alike, they stay in step:
 * 50 messages arrive at the same instant every 200 ms and the last of each burst waits for the 49
 * before it, so its p95 is the time to drain a burst. Staggered, the same 250 messages a second
 * arrive as independent visitors' would, one every 4 ms.
 */

const benchDomain = 'https://bench.example';
/** The widget socket closes a visitor who sends more than this in 10 s (widgetSocket.ts `maxMessagesPer10s`). */
const socketMessagesPer10s = 20;
/**
 * The widget sends a visitor at most this many messages a second (its capabilities): a visitor
 * answered faster than that would measure the limit's deliberate wait, not the product's speed.
 */
export const repliesPerSecond = widgetCapabilities.rateLimit.perRecipientPerSecond ?? Infinity;
/** A message with no echo or no reply after this long counts as lost, and ends its conversation. */
const messageTimeoutMs = 30_000;

export interface WidgetConversationOptions {
  /** Visitors talking at the same time (50 unless told). */
  conversations?: number;
  /** Messages each visitor sends, each after the bot answered the one before (20 unless told). */
  messagesPerConversation?: number;
}

/** What one message took; null when it never came. */
interface MessageTiming {
  echoMs: number | null;
  replyMs: number | null;
}

interface PhaseResult {
  conversations: number;
  expected: number;
  timings: MessageTiming[];
  /** From the first message sent to the last answer (or give-up), for the throughput. */
  wallMs: number;
  /** Bot messages that arrived while no message of the visitor was waiting for one. */
  strayReplies: number;
  /** Why conversations ended early (an error from the socket, a close, a timeout), each once. */
  failures: string[];
}

/**
 * Creates the bench's widget and flow with the admin's session, then measures `conversations`
 * visitors at once (in step twice, the first run being the warm-up, then staggered) and one
 * visitor alone. Returns the lines to print.
 */
export async function timeWidgetConversations(appUrl: string, cookie: string, options: WidgetConversationOptions = {}): Promise<string[]> {
  const conversations = options.conversations ?? 50;
  const messages = options.messagesPerConversation ?? 20;
  const widgetId = await createBenchWidget(appUrl, cookie);
  await publishHelloFlow(appUrl, cookie, widgetId);

  const first = await runConversations(appUrl, widgetId, conversations, messages, 'in step');
  const inStep = await runConversations(appUrl, widgetId, conversations, messages, 'in step');
  const staggered = await runConversations(appUrl, widgetId, conversations, messages, 'staggered');
  const alone = await runConversations(appUrl, widgetId, 1, messages, 'in step');
  const socketPace = messages > socketMessagesPer10s ? ` and ${socketMessagesPer10s} per 10 s, the socket's limit` : '';
  const paced = ` (each visitor paced to ${repliesPerSecond} messages a second, the widget's send rate per visitor${socketPace})`;
  return [
    `Web chat widget: visitor 'hello' to bot reply over the socket${paced}; echo = own message shown back (stored, with its flow step when the fast path takes it)`,
    `${'conversations'.padStart(13)} ${'messages'.padStart(8)}  ${'echo p50/p95/p99'.padStart(22)}  ${'reply p50/p95/p99'.padStart(22)}  ${'reply/echo p50'.padStart(14)}  ${'replies'.padStart(11)}  ${'replies/s'.padStart(9)}`,
    `${phaseRow(first)}  (in step; the first run after the server started: its warm-up, for reference)`,
    `${phaseRow(inStep)}  (in step: a burst of ${conversations} messages every ${(1000 / repliesPerSecond).toFixed(0)} ms)`,
    `${phaseRow(staggered)}  (staggered: the visitors start one after the other)`,
    `${phaseRow(alone)}  (one visitor, no concurrency, for reference)`,
    ...[...first.failures, ...inStep.failures, ...staggered.failures, ...alone.failures].map((failure) => `  lost: ${failure}`),
  ];
}

function phaseRow(r: PhaseResult): string {
  const echoes = r.timings.flatMap((t) => (t.echoMs === null ? [] : [t.echoMs]));
  const replies = r.timings.flatMap((t) => (t.replyMs === null ? [] : [t.replyMs]));
  const echo50 = percentile(echoes, 50);
  const reply50 = percentile(replies, 50);
  const ms = (value: number | null) => (value === null ? '-' : value.toFixed(0));
  const triple = (values: number[]) => `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))} / ${ms(percentile(values, 99))} ms`;
  const ratio = echo50 && reply50 !== null ? `${(reply50 / echo50).toFixed(1)}x` : '-';
  const stray = r.strayReplies ? ` +${r.strayReplies} stray` : '';
  const perSecond = r.wallMs > 0 ? ((replies.length / r.wallMs) * 1000).toFixed(0) : '-';
  return `${String(r.conversations).padStart(13)} ${String(r.timings.length).padStart(8)}  ${triple(echoes).padStart(22)}  ${triple(replies).padStart(22)}  ${ratio.padStart(14)}  ${`${replies.length}/${r.expected}${stray}`.padStart(11)}  ${perSecond.padStart(9)}`;
}

/** Nearest-rank percentile; null for no values. */
function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** How the visitors of a run start: all at once, or spread evenly over one pacing interval. */
type Start = 'in step' | 'staggered';

/** Opens every visitor first (all 'ready'), then starts their conversations as `start` says. */
async function runConversations(appUrl: string, widgetId: string, conversations: number, messages: number, start: Start): Promise<PhaseResult> {
  const visitors = await Promise.all(Array.from({ length: conversations }, () => BenchVisitor.open(appUrl, widgetId)));
  const timings: MessageTiming[] = [];
  const failures = new Set<string>();
  const began = performance.now();
  try {
    await Promise.all(
      visitors.map(async (visitor, index) => {
        if (start === 'staggered') await new Promise((resolve) => setTimeout(resolve, (index * 1000) / repliesPerSecond / conversations));
        const sent: number[] = [];
        for (let i = 0; i < messages; i++) {
          await keepUnderSocketLimit(sent);
          await keepUnderReplyRate(sent);
          sent.push(performance.now());
          const timing = await visitor.say('hello');
          timings.push(timing);
          if (timing.replyMs === null || timing.echoMs === null) {
            failures.add(visitor.failure ?? 'no echo or no reply within 30 s');
            return; // a late answer would be taken for the next message's
          }
        }
      }),
    );
    return {
      conversations,
      expected: conversations * messages,
      timings,
      wallMs: performance.now() - began,
      strayReplies: visitors.reduce((n, v) => n + v.strayReplies, 0),
      failures: [...failures],
    };
  } finally {
    for (const visitor of visitors) visitor.close();
  }
}

/** Waits, outside any timing, until one more reply stays within the widget's rate per visitor. */
async function keepUnderReplyRate(sent: number[]): Promise<void> {
  const last = sent.at(-1);
  const wait = last === undefined ? 0 : last + 1000 / repliesPerSecond - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Waits, outside any timing, until one more message stays within the socket's rate limit. */
async function keepUnderSocketLimit(sent: number[]): Promise<void> {
  if (sent.length < socketMessagesPer10s) return;
  // A margin over 10 s, because the server counts arrivals and the first may have arrived late.
  const wait = sent[sent.length - socketMessagesPer10s]! + 10_250 - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * One website visitor on the widget socket, as the embed script on https://bench.example would be.
 * Arrivals are timed in the socket's message handler, so the figures carry no polling delay.
 */
export class BenchVisitor {
  readonly #socket: WebSocket;
  #pending: { clientId: string; sentAt: number; echoAt: number | null; replyAt: number | null; done: () => void } | null = null;
  strayReplies = 0;
  /** Why the socket stopped answering, if it did. */
  failure: string | null = null;

  private constructor(socket: WebSocket) {
    this.#socket = socket;
  }

  /** Connects and waits for 'ready' (a new visitor: the server issues their id). */
  static async open(appUrl: string, widgetId: string): Promise<BenchVisitor> {
    const url = `${appUrl.replace(/^http/, 'ws')}/api/web-chat-widget/socket?${new URLSearchParams({ widgetId })}`;
    const socket = new WebSocket(url, { headers: { origin: benchDomain } });
    const visitor = new BenchVisitor(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('message', function first(data) {
        const message = JSON.parse(String(data)) as ServerMessage;
        if (message.type !== 'ready') return reject(new Error(`the widget socket said ${String(data)} before 'ready'`));
        socket.off('message', first);
        socket.on('message', (next) => visitor.#arrived(JSON.parse(String(next)) as ServerMessage, performance.now()));
        resolve();
      });
      socket.once('unexpected-response', (_req, res) => reject(new Error(`the widget socket refused with ${res.statusCode}`)));
      socket.once('close', (code, reason) => reject(new Error(`the widget socket closed with ${code} ${String(reason)}`)));
      socket.on('error', (error) => (visitor.failure ? undefined : reject(error)));
    });
    socket.on('error', (error) => visitor.#stopped(`the socket failed: ${error.message}`));
    socket.on('close', (code, reason) => visitor.#stopped(`the socket closed with ${code} ${String(reason)}`));
    return visitor;
  }

  /** Sends one message and resolves when both its echo and the bot's reply arrived, or at the timeout. */
  say(text: string): Promise<MessageTiming> {
    const clientId = randomUUID();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        const pending = this.#pending!;
        this.#pending = null;
        resolve({
          echoMs: pending.echoAt === null ? null : pending.echoAt - pending.sentAt,
          replyMs: pending.replyAt === null ? null : pending.replyAt - pending.sentAt,
        });
      };
      const timer = setTimeout(finish, messageTimeoutMs);
      this.#pending = { clientId, sentAt: performance.now(), echoAt: null, replyAt: null, done: finish };
      this.#socket.send(JSON.stringify({ type: 'message', id: clientId, text }));
    });
  }

  close(): void {
    this.#socket.close();
  }

  #arrived(message: ServerMessage, at: number): void {
    if (message.type === 'error') return this.#stopped(`the socket answered ${message.code}: ${message.message}`);
    if (message.type !== 'messages') return;
    const pending = this.#pending;
    for (const wire of message.messages) {
      if (wire.from === 'visitor' && pending && wire.clientId === pending.clientId) pending.echoAt ??= at;
      else if (wire.from === 'bot' && pending && pending.replyAt === null) pending.replyAt = at;
      else if (wire.from === 'bot') this.strayReplies += 1;
    }
    if (pending && pending.echoAt !== null && pending.replyAt !== null) pending.done();
  }

  #stopped(why: string): void {
    this.failure ??= why;
    this.#pending?.done();
  }
}

async function api<T>(appUrl: string, cookie: string, method: string, path: string, body: unknown, expected: number): Promise<T> {
  const res = await fetch(`${appUrl}${path}`, { method, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  if (res.status !== expected) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A widget on https://bench.example in the signed-in user's account; its public id. */
export async function createBenchWidget(appUrl: string, cookie: string): Promise<string> {
  const widget = await api<{ widgetId: string }>(
    appUrl,
    cookie,
    'POST',
    '/api/web-chat-widget/accounts',
    { name: 'Bench chat', title: 'Bench', domains: [benchDomain] },
    201,
  );
  return widget.widgetId;
}

/** Publishes, on the widget, a flow that answers the keyword 'hello' (strictness 'match') with one text. */
export async function publishHelloFlow(appUrl: string, cookie: string, widgetId: string): Promise<void> {
  const flow = await api<{ id: number; draftRevision: number }>(
    appUrl,
    cookie,
    'POST',
    '/api/flows',
    { name: 'Bench hello', channel: 'widget', channelAccountId: widgetId },
    201,
  );
  const graph = {
    nodes: [
      { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { keywords: [{ text: 'hello', strictness: 'match' }] } },
      { id: 'reply', type: 'NewMessageSet', position: { x: 250, y: 0 }, data: { items: [{ id: 't', kind: 'text', text: 'Hello from the bench!' }] } },
    ],
    edges: [{ id: 'e1', source: 'start', sourceHandle: 'next', target: 'reply' }],
  };
  await api(appUrl, cookie, 'PUT', `/api/flows/${flow.id}/draft`, { graph, revision: flow.draftRevision }, 200);
  await api(appUrl, cookie, 'POST', `/api/flows/${flow.id}/publish`, {}, 200);
}
