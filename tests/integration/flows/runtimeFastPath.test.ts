import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { deliver, edge, events, newSubscriber, node, publishFlow, startRuntimeWorld, texts, type RuntimeWorld } from './runtimeWorld.ts';

/**
 * The runtime's fast path (inboundProcessor.ts `processNow`): what a subscriber says is acted on
 * in the transaction that stores it when nothing of theirs waits before it, and receipts are
 * applied at once; the queue keeps what must wait its turn and what failed.
 */
let world: RuntimeWorld;
beforeAll(async () => {
  world = await startRuntimeWorld();
  await publishFlow(world, 'Hello', {
    nodes: [node.start({ keywords: [{ text: 'hello', strictness: 'match' }] }), node.text('m', 'Hi there')],
    edges: [edge('start', 'm')],
  });
  await publishFlow(world, 'Broken', {
    nodes: [node.start({ keywords: [{ text: 'boom', strictness: 'match' }] }), { id: 'fail', type: 'TestChannel.Fail', position: { x: 200, y: 0 }, data: {} }],
    edges: [edge('start', 'fail')],
  });
});
afterAll(async () => world.stop());

const sql = <T>(query: string, params: Record<string, unknown> = {}) => world.t.platform.db.em().execute<T[]>(query, params);
const eventsOf = (externalId: string) =>
  sql<{ id: number; kind: string; processed: boolean }>(
    `select "id"::int as "id", "kind", "processed_at" is not null as "processed" from "inbound_event" where "subscriber_external_id" = :externalId order by "id"`,
    { externalId },
  );
const inboundJobs = (eventId: number) =>
  sql<{ n: number }>(`select count(*)::int as "n" from "pgboss"."job" where "name" = 'core.flows.inbound' and "singleton_key" = :key`, {
    key: `inbound:${eventId}`,
  });

describe('a message whose subscriber has nothing waiting', () => {
  it('is acted on before the webhook answers: the step is written and no inbound job was made', async () => {
    const ann = newSubscriber();
    await deliver(world, events.message(ann, 'hello'));
    const [event] = await eventsOf(ann);
    expect(event).toMatchObject({ kind: 'message', processed: true });
    const written = await sql<{ state: string }>(
      `select m."state" from "outbound_message" m join "subscriber" s on s."id" = m."subscriber_id" where s."external_id" = :ann`,
      { ann },
    );
    expect(written).toHaveLength(1);
    expect((await inboundJobs(event!.id))[0]!.n).toBe(0);
    expect(texts(await world.platform.waitFor(ann, 1))).toEqual(['Hi there']);
  });
});

describe('receipts', () => {
  it('are stored as done and mark the message at once, delivery then read', async () => {
    const bo = newSubscriber();
    await deliver(world, events.message(bo, 'hello'));
    const [sent] = await world.platform.waitFor(bo, 1);
    const message = async () =>
      (
        await sql<{ delivered: boolean; read: boolean }>(
          `select "delivered_at" is not null as "delivered", "read_at" is not null as "read" from "outbound_message" where "platform_message_id" = :id`,
          { id: sent!.messageId },
        )
      )[0]!;
    // The 'sent' mark is the send job's commit, a moment after the platform's answer.
    for (
      let i = 0;
      i < 100 &&
      !(
        await sql<{ n: number }>(`select count(*)::int as "n" from "outbound_message" where "platform_message_id" = :id and "state" = 'sent'`, {
          id: sent!.messageId,
        })
      )[0]!.n;
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await deliver(world, events.delivery(bo, [sent!.messageId]));
    expect(await message()).toEqual({ delivered: true, read: false });
    await deliver(world, events.read(bo, new Date(Date.now() + 1000)));
    expect(await message()).toEqual({ delivered: true, read: true });
    expect((await eventsOf(bo)).map((e) => [e.kind, e.processed])).toEqual([
      ['message', true],
      ['delivery', true],
      ['read', true],
    ]);
  });
});

describe('the queue', () => {
  it('takes an event whose step failed: it stays stored, unprocessed, with its job, and what follows waits behind it', async () => {
    const cy = newSubscriber();
    await deliver(world, events.message(cy, 'boom'));
    await deliver(world, events.message(cy, 'hello'));
    const [boom, hello] = await eventsOf(cy);
    // Nothing of the failed step was kept, and the later message did not jump the queue.
    expect([boom!.processed, hello!.processed]).toEqual([false, false]);
    expect((await inboundJobs(boom!.id))[0]!.n).toBe(1);
    expect((await inboundJobs(hello!.id))[0]!.n).toBe(1);
    // Its last attempt sets 'boom' aside and answers 'hello', in order.
    await world.t.platform.flows.inbound.process(boom!.id, { lastAttempt: true });
    expect((await eventsOf(cy)).map((e) => e.processed)).toEqual([true, true]);
    expect(texts(await world.platform.waitFor(cy, 1))).toEqual(['Hi there']);
  });
});
