import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CanonicalEvent, ChannelAccountKey } from '@chatmill/sdk';
import { deliver, edge, events, newSubscriber, node, publishFlow, startRuntimeWorld, type RuntimeWorld } from './runtimeWorld.ts';

let world: RuntimeWorld;
let key: ChannelAccountKey;

beforeAll(async () => {
  world = await startRuntimeWorld();
  key = { accountId: world.accountId, channel: 'telegram', channelAccountId: world.channelAccountId };
  await publishFlow(world, 'Hi', {
    nodes: [node.start({ keywords: [{ text: 'hi', strictness: 'match' }] }), node.text('a', 'Hello')],
    edges: [edge('start', 'a')],
  });
}, 120_000);
afterAll(async () => world?.stop());

/** A subscriber who said hi and got the flow's answer; their message's platform id. */
async function answered(): Promise<{ subscriber: string; platformMessageId: string }> {
  const subscriber = newSubscriber();
  await deliver(world, events.message(subscriber, 'hi'));
  await world.platform.waitFor(subscriber, 1);
  for (let tries = 0; tries < 100; tries++) {
    const [row] = await world.t.platform.db
      .em()
      .execute<{ platform_message_id: string | null }[]>(
        `select m."platform_message_id" from "outbound_message" m join "subscriber" s on s."id" = m."subscriber_id" where s."external_id" = :subscriber`,
        { subscriber },
      );
    if (row?.platform_message_id) return { subscriber, platformMessageId: row.platform_message_id };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no sent message for ${subscriber}`);
}

async function deliveredAt(platformMessageId: string): Promise<Date | null> {
  const [row] = await world.t.platform.db
    .em()
    .execute<{ delivered_at: Date | null }[]>(
      `select "delivered_at" from "outbound_message" where "channel_account_id" = :channelAccountId and "platform_message_id" = :platformMessageId`,
      { channelAccountId: world.channelAccountId, platformMessageId },
    );
  return row!.delivered_at === null ? null : new Date(row!.delivered_at);
}

describe('delivery receipts outside a transaction', () => {
  it('are stored and applied together when they come at once, each counted for its caller', async () => {
    const sent = await Promise.all([answered(), answered(), answered(), answered()]);
    const receipts = sent.map(
      ({ subscriber, platformMessageId }) => events.delivery(subscriber, [platformMessageId]) as Extract<CanonicalEvent, { kind: 'delivery' }>,
    );
    const again = { ...receipts[0]!, timestamp: new Date(Date.now() + 60_000) };
    const port = world.t.platform.flows.port;
    const before = world.t.platform.db.statementCount();
    const answers = await Promise.all([
      ...receipts.map((receipt) => port.receive(world.t.platform.db.em(), key, [receipt])),
      port.receive(world.t.platform.db.em(), key, [again]),
    ]);
    // One statement for all of them (or the first alone and the rest while it was on its way); one each would be 5,
    // and the job queue's polls of this process may count too.
    expect(world.t.platform.db.statementCount() - before).toBeLessThan(5);
    expect(answers.map((answer) => answer.accepted)).toEqual([1, 1, 1, 1, 0]);
    expect(answers[4]!.duplicates).toBe(1);
    for (const { platformMessageId } of sent) expect(await deliveredAt(platformMessageId)).not.toBeNull();
    // The duplicate marks nothing: the first receipt's time stands.
    expect((await deliveredAt(sent[0].platformMessageId))!.getTime()).toBeLessThan(again.timestamp.getTime());
  });

  it('mark a message once, with the earliest time of a batch, and store a receipt again only once', async () => {
    const { subscriber, platformMessageId } = await answered();
    const early = new Date(Date.now() - 60_000);
    const first = { ...(events.delivery(subscriber, [platformMessageId]) as Extract<CanonicalEvent, { kind: 'delivery' }>), timestamp: new Date() };
    const second = {
      ...(events.delivery(subscriber, [platformMessageId, 'no-such-message']) as Extract<CanonicalEvent, { kind: 'delivery' }>),
      timestamp: early,
    };
    const port = world.t.platform.flows.port;
    const [a, b] = await Promise.all([port.receive(world.t.platform.db.em(), key, [first]), port.receive(world.t.platform.db.em(), key, [second])]);
    expect(a.accepted + b.accepted).toBe(2);
    expect((await deliveredAt(platformMessageId))!.getTime()).toBe(early.getTime());
    expect((await port.receive(world.t.platform.db.em(), key, [first])).duplicates).toBe(1);
    const [stored] = await world.t.platform.db
      .em()
      .execute<{ n: number }[]>(`select count(*)::int as "n" from "inbound_event" where "event_id" in (:a, :b)`, { a: first.eventId, b: second.eventId });
    expect(stored!.n).toBe(2);
  });
});
