import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { maxSendAttempts } from '../../../core/src/flows/runtime/sendErrorVerdict.ts';
import { deliver, edge, events, newSubscriber, node, publishFlow, startRuntimeWorld, texts, type RuntimeWorld } from './runtimeWorld.ts';

/**
 * Failed sends the owner sees (sdk/README.md 14.9 "Failed sends"): a message the channel cannot
 * render, one the platform refuses for good, and one whose tries are used up are each marked
 * failed with their kind and reason, shown in the subscriber's conversation (through a channel's
 * history route, as its subscriber screen reads it) and counted per node in the flow's stats.
 */
let world: RuntimeWorld;
const flows = { offer: 0, news: 0, tips: 0 };

beforeAll(async () => {
  world = await startRuntimeWorld();
  flows.offer = await publishFlow(world, 'Offer', {
    nodes: [
      node.start({ keywords: [{ text: 'offer', strictness: 'match' }] }),
      node.text('greet', 'Hello there'),
      node.message('offer', [
        {
          id: 'pick',
          kind: 'buttons',
          text: 'Pick one of our four plans',
          buttons: ['1', '2', '3', '4'].map((id) => ({ id: `plan${id}`, type: 'url', title: `Plan ${id}`, url: 'https://example.com/' })),
        },
        { id: 'bye', kind: 'text', text: 'See you' },
      ]),
    ],
    edges: [edge('start', 'greet'), edge('greet', 'offer')],
  });
  flows.news = await publishFlow(world, 'News', {
    nodes: [node.start({ keywords: [{ text: 'news', strictness: 'match' }] }), node.text('headline', 'Today’s headline')],
    edges: [edge('start', 'headline')],
  });
  flows.tips = await publishFlow(world, 'Tips', {
    nodes: [node.start({ keywords: [{ text: 'tips', strictness: 'match' }] }), node.text('tip', 'Tip of the day')],
    edges: [edge('start', 'tip')],
  });
});
afterAll(async () => world.stop());

interface OutboundRow {
  id: number;
  node_id: string;
  state: string;
  failure: string | null;
  error: string | null;
  attempts: number;
}

const outbound = (externalId: string) =>
  world.t.platform.db.em().execute<OutboundRow[]>(
    `select m."id"::int as "id", m."node_id", m."state", m."failure", m."error", m."attempts" from "outbound_message" m
       join "subscriber" s on s."id" = m."subscriber_id" where s."external_id" = :externalId order by m."id"`,
    { externalId },
  );

/** Waits until `count` messages of the subscriber are sent or failed (polling: a retry comes seconds later). */
async function settled(externalId: string, count: number, each?: () => Promise<void>): Promise<OutboundRow[]> {
  for (let tries = 0; tries < 160; tries += 1) {
    const rows = await outbound(externalId);
    if (rows.length >= count && rows.every((row) => row.state === 'sent' || row.state === 'failed')) return rows;
    await each?.();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return outbound(externalId);
}

/** The subscriber's conversation as the channel's subscriber screen reads it. */
async function history(externalId: string) {
  const [subscriber] = await world.t.platform.db
    .em()
    .execute<{ id: number }[]>(`select "id" from "subscriber" where "external_id" = :externalId`, { externalId });
  const res = await world.owner.get(`/api/test-channel/subscribers/${subscriber!.id}/history`);
  expect(res.status).toBe(200);
  return res.body.messages as Array<{ direction: string; text: string; state: string | null; failure: { kind: string | null; reason: string } | null }>;
}

const stats = async (flowId: number) => {
  const res = await world.owner.get(`/api/flows/${flowId}/stats`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('failed sends', () => {
  it('marks a message the channel cannot render failed, with the reason, in the history and in the node’s stats', async () => {
    const ann = newSubscriber();
    await deliver(world, events.message(ann, 'offer'));
    const rows = await settled(ann, 3);
    expect(rows.map((r) => [r.node_id, r.state, r.failure])).toEqual([
      ['greet', 'sent', null],
      ['offer', 'failed', 'unrenderable'],
      ['offer', 'sent', null],
    ]);
    expect(texts(world.platform.to(ann))).toEqual(['Hello there', 'See you']);

    const said = (await history(ann)).filter((m) => m.direction === 'out');
    expect(said.map((m) => [m.text, m.state, m.failure])).toEqual([
      ['Hello there', 'sent', null],
      ['Pick one of our four plans', 'failed', { kind: 'unrenderable', reason: 'At most 3 buttons.' }],
      ['See you', 'sent', null],
    ]);

    expect((await stats(flows.offer)).failures).toEqual([
      { nodeId: 'offer', label: 'Pick one of our four plans', failed: 1, reasons: [{ kind: 'unrenderable', reason: 'At most 3 buttons.', count: 1 }] },
    ]);
  });

  it('fails a message the platform refuses for good at the first try, without retrying it', async () => {
    const [bob, cal] = [newSubscriber(), newSubscriber()];
    world.platform.blockedBy.add(bob);
    world.platform.blockedBy.add(cal);
    await deliver(world, events.message(bob, 'news'), events.message(cal, 'news'));
    const reason = 'The platform refused the message (403): Forbidden: bot was blocked by the user';
    for (const who of [bob, cal]) {
      expect(await settled(who, 1)).toEqual([
        expect.objectContaining({ node_id: 'headline', state: 'failed', failure: 'refused', error: reason, attempts: 1 }),
      ]);
      expect((await history(who)).filter((m) => m.direction === 'out')).toEqual([
        expect.objectContaining({ text: 'Today’s headline', state: 'failed', failure: { kind: 'refused', reason } }),
      ]);
    }
    // Two subscribers, one reason: counted together.
    expect((await stats(flows.news)).failures).toEqual([
      { nodeId: 'headline', label: 'Today’s headline', failed: 2, reasons: [{ kind: 'refused', reason, count: 2 }] },
    ]);
    expect((await stats(flows.news)).sends).toBe(0);
  });

  it('fails a message whose tries are used up, with the last error', async () => {
    const dee = newSubscriber();
    world.platform.unavailableFor.add(dee);
    await deliver(world, events.message(dee, 'tips'));
    // Rather than wait out the back-off (2 + 4 + 8 + 16 s), the message waiting for its next try
    // is made one that already failed all tries but the last, as it would be 30 s on.
    const lastTry = async () => {
      await world.t.platform.db.em().execute(
        `update "outbound_message" set "attempts" = :attempts where "state" = 'pending' and "attempts" between 1 and :attempts - 1
             and "subscriber_id" = (select "id" from "subscriber" where "external_id" = :externalId)`,
        { attempts: maxSendAttempts - 1, externalId: dee },
      );
    };
    const reason = 'The platform answered 503: try later';
    expect(await settled(dee, 1, lastTry)).toEqual([
      expect.objectContaining({ node_id: 'tip', state: 'failed', failure: 'retriesUsedUp', error: reason, attempts: maxSendAttempts }),
    ]);
    expect((await history(dee)).filter((m) => m.direction === 'out')).toEqual([
      expect.objectContaining({ text: 'Tip of the day', state: 'failed', failure: { kind: 'retriesUsedUp', reason } }),
    ]);
    expect((await stats(flows.tips)).failures).toEqual([
      { nodeId: 'tip', label: 'Tip of the day', failed: 1, reasons: [{ kind: 'retriesUsedUp', reason, count: 1 }] },
    ]);
  }, 60_000);

  it('gives a message that went out no failure, and adds nothing to the node’s failures', async () => {
    const eve = newSubscriber();
    await deliver(world, events.message(eve, 'tips'));
    expect((await settled(eve, 1)).map((r) => r.state)).toEqual(['sent']);
    expect((await history(eve)).filter((m) => m.direction === 'out')).toEqual([expect.objectContaining({ state: 'sent', failure: null })]);
    expect((await stats(flows.tips)).failures).toHaveLength(1);
    expect((await stats(flows.offer)).failures.map((f: { nodeId: string }) => f.nodeId)).toEqual(['offer']);
  });
});
