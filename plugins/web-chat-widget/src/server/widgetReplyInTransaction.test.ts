import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestPlatform } from '../../../../tests/support/testPlatform.ts';
import type { WireMessage } from '../common/protocol.ts';
import { openVisitor, signUpOwner, startWidgetPlatform, type Visitor, type WidgetApi } from './testing/widgetApi.ts';

/**
 * The widget's sends are writes to the product's own database (`sendsInTransaction`), so the
 * runtime sends a step's replies in the transaction that stores the visitor's message, when the
 * visitor has nothing else waiting to go and the rate limits have a slot free at that moment;
 * the rest goes through the send job as for any channel, in order, never twice.
 */
let t: TestPlatform;
let owner: WidgetApi;
let widget: { id: number; widgetId: string };

const sql = <T>(query: string, params: Record<string, unknown> = {}) => t.platform.db.em().execute<T[]>(query, params);
const sendJobs = async () => (await sql<{ n: number }>(`select count(*)::int as "n" from "pgboss"."job" where "name" = 'core.flows.send'`))[0]!.n;
const text = (id: string, words: string, x: number) => ({
  id,
  type: 'NewMessageSet',
  position: { x, y: 0 },
  data: { items: [{ id: `${id}-t`, kind: 'text', text: words }] },
});

async function publishedFlow(name: string, graph: { nodes: unknown[]; edges: unknown[] }): Promise<void> {
  const created = await owner.client.post('/api/flows', { name, channel: 'widget', channelAccountId: widget.widgetId });
  const saved = await owner.client.request('PUT', `/api/flows/${created.body.id}/draft`, { graph, revision: created.body.draftRevision });
  expect(saved.status).toBe(200);
  expect((await owner.client.post(`/api/flows/${created.body.id}/publish`)).status).toBe(200);
}

/** A flow answering `keyword` with `count` texts, one after the other. */
function chain(keyword: string, count: number) {
  const texts = Array.from({ length: count }, (_, i) => text(`m${i + 1}`, `${keyword} ${i + 1}`, 250 * (i + 1)));
  const start = { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { keywords: [{ text: keyword, strictness: 'match' }] } };
  const ids = ['start', ...texts.map((m) => m.id)];
  return { nodes: [start, ...texts], edges: ids.slice(1).map((target, i) => ({ id: `e${i}`, source: ids[i]!, sourceHandle: 'next', target })) };
}

/** The bot's messages this socket has been shown, in order. */
const botMessages = (visitor: Visitor): WireMessage[] =>
  visitor.messages.flatMap((m) => (m.type === 'messages' ? m.messages : [])).filter((m) => m.from === 'bot');

async function botSays(visitor: Visitor, count: number): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  while (botMessages(visitor).length < count) {
    if (Date.now() > deadline) throw new Error(`the bot said ${botMessages(visitor).length} messages, expected ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return botMessages(visitor).map((m) => (m.body.kind === 'text' ? m.body.text : m.body.kind));
}

async function newVisitor(): Promise<{ visitor: Visitor; visitorId: string }> {
  const visitor = await openVisitor(t.url, { widgetId: widget.widgetId });
  const ready = await visitor.next('ready');
  return { visitor, visitorId: ready.visitor.split('.')[0]! };
}

const outboundOf = (visitorId: string) =>
  sql<{ state: string; attempts: number; platform_message_id: string | null }>(
    `select m."state", m."attempts", m."platform_message_id" from "outbound_message" m join "subscriber" s on s."id" = m."subscriber_id"
     where s."external_id" = :visitorId order by m."id"`,
    { visitorId },
  );
const transcriptOf = (visitorId: string) =>
  sql<{ id: number }>(`select "id"::int as "id" from "web_chat_widget_message" where "visitor_id" = :visitorId and "sender" = 'bot' order by "id"`, {
    visitorId,
  });

beforeAll(async () => {
  t = await startWidgetPlatform();
  owner = await signUpOwner(t);
  widget = await owner.createWidget();
  await publishedFlow('Hello', chain('hello', 1));
  await publishedFlow('Many', chain('many', 7));
}, 60_000);
afterAll(async () => t.stop());

describe("the widget's replies", () => {
  it("go out in the transaction that stores the visitor's message: no send job, the message recorded sent once", async () => {
    const jobsBefore = await sendJobs();
    const { visitor, visitorId } = await newVisitor();
    visitor.send({ type: 'message', id: randomUUID(), text: 'hello' });
    expect(await botSays(visitor, 1)).toEqual(['hello 1']);
    expect(await sendJobs()).toBe(jobsBefore);
    const [reply] = botMessages(visitor);
    expect(await outboundOf(visitorId)).toEqual([{ state: 'sent', attempts: 1, platform_message_id: String(reply!.id) }]);
    expect(await transcriptOf(visitorId)).toEqual([{ id: reply!.id }]);
    visitor.socket.close();
  });

  it("send what the visitor's rate allows at once, and the rest through the send job, in order, each once", async () => {
    const jobsBefore = await sendJobs();
    const { visitor, visitorId } = await newVisitor();
    visitor.send({ type: 'message', id: randomUUID(), text: 'many' });
    expect(await botSays(visitor, 7)).toEqual(['many 1', 'many 2', 'many 3', 'many 4', 'many 5', 'many 6', 'many 7']);
    // Five a second per visitor: five went with the step, the sixth and seventh through jobs.
    expect(await sendJobs()).toBe(jobsBefore + 2);
    expect((await outboundOf(visitorId)).map((m) => [m.state, m.attempts])).toEqual([...Array(5).fill(['sent', 1]), ['sent', 1], ['sent', 1]]);
    expect(await transcriptOf(visitorId)).toHaveLength(7);
    visitor.socket.close();
  });

  it('wait for the send job when the rate limit has no slot free at that moment', async () => {
    const { visitor, visitorId } = await newVisitor();
    // This visitor's bucket is full for the next 1.3 s: a second's worth is allowed ahead, so the reply waits about 0.3 s.
    await sql(`insert into "send_rate_bucket" ("account_key", "recipient_key", "full_at") values (:accountKey, :visitorId, now() + interval '1.3 seconds')`, {
      accountKey: `widget:${widget.widgetId}`,
      visitorId,
    });
    const jobsBefore = await sendJobs();
    visitor.send({ type: 'message', id: randomUUID(), text: 'hello' });
    expect(await botSays(visitor, 1)).toEqual(['hello 1']);
    expect(await sendJobs()).toBe(jobsBefore + 1);
    expect(await outboundOf(visitorId)).toEqual([{ state: 'sent', attempts: 1, platform_message_id: String(botMessages(visitor)[0]!.id) }]);
    expect(await transcriptOf(visitorId)).toHaveLength(1);
    visitor.socket.close();
  });
});
