import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient } from '../../support/apiClient.ts';
import { deliver, edge, events, newSubscriber, node, publishFlow, startRuntimeWorld, texts, type RuntimeWorld } from './runtimeWorld.ts';

let world: RuntimeWorld;
let flowId: number;
beforeAll(async () => {
  world = await startRuntimeWorld();
  flowId = await publishFlow(world, 'News', {
    nodes: [
      node.start({ keywords: [{ text: 'news', strictness: 'match' }] }),
      node.message('m', [
        { id: 'a', kind: 'text', text: 'First' },
        { id: 'b', kind: 'text', text: 'Second' },
        {
          id: 'c',
          kind: 'buttons',
          text: 'Too many buttons',
          buttons: ['1', '2', '3', '4'].map((id) => ({ id: `x${id}`, type: 'url', title: `Link ${id}`, url: 'https://example.com/' })),
        },
        { id: 'd', kind: 'text', text: 'Third' },
      ]),
    ],
    edges: [edge('start', 'm')],
  });
});
afterAll(async () => world.stop());

const outbound = (externalId: string) =>
  world.t.platform.db
    .em()
    .execute<{ id: number; state: string; error: string | null; attempts: number; platform_message_id: string | null; idempotency_key: string }[]>(
      `select m."id"::int as "id", m."state", m."error", m."attempts", m."platform_message_id", m."idempotency_key" from "outbound_message" m join "subscriber" s on s."id" = m."subscriber_id" where s."external_id" = :externalId order by m."id"`,
      { externalId },
    );

async function settled(externalId: string, count: number): Promise<Awaited<ReturnType<typeof outbound>>> {
  for (let tries = 0; tries < 80; tries += 1) {
    const rows = await outbound(externalId);
    if (rows.length >= count && rows.every((row) => row.state === 'sent' || row.state === 'failed')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return outbound(externalId);
}

describe('the send queue', () => {
  it('sends a step’s messages in order; one the channel cannot render fails with the reason and the rest still go', async () => {
    const ann = newSubscriber();
    await deliver(world, events.message(ann, 'news'));
    expect(texts(await world.platform.waitFor(ann, 3))).toEqual(['First', 'Second', 'Third']);
    const rows = await settled(ann, 4);
    expect(rows.map((r) => r.state)).toEqual(['sent', 'sent', 'failed', 'sent']);
    expect(rows[2]!.error).toBe('At most 3 buttons.');
    expect(rows.map((r) => r.idempotency_key)).toEqual([0, 1, 2, 3].map((i) => expect.stringMatching(new RegExp(`^c\\d+:s1:${i}$`))));
  });

  it('sends nothing outside the channel’s messaging window, and keeps the reason', async () => {
    // The platform hands over, late, a message written 30 hours ago: the 24-hour window has closed.
    const late = newSubscriber();
    const requests = world.platform.requests.length;
    await deliver(world, { ...events.message(late, 'news'), timestamp: new Date(Date.now() - 30 * 3_600_000) });
    const rows = await settled(late, 4);
    expect(rows.map((r) => r.state)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(rows[0]!.error).toMatch(/^Outside the 24-hour messaging window \(the subscriber last wrote at .+\): only a template message can be sent now\.$/);
    expect(world.platform.to(late)).toEqual([]);
    expect(world.platform.requests.length).toBe(requests);
  });

  it('never calls the channel again for a message that was sent, whoever runs its job again', async () => {
    const bob = newSubscriber();
    await deliver(world, events.message(bob, 'news'));
    await world.platform.waitFor(bob, 3);
    const [first] = await settled(bob, 4);
    const requests = world.platform.requests.length;
    await world.t.platform.flows.sender.send({ outboundMessageId: first!.id });
    await world.t.platform.flows.sender.send({ outboundMessageId: first!.id });
    expect(world.platform.requests.length).toBe(requests);
    expect((await outbound(bob))[0]).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('sends again with the same idempotency key when the process died between the platform’s answer and the commit', async () => {
    const cal = newSubscriber();
    await deliver(world, events.message(cal, 'news'));
    await world.platform.waitFor(cal, 3);
    const [first] = await settled(cal, 4);
    // What a crash at that moment leaves: the message still 'sending', its hold run out.
    await world.t.platform.db
      .em()
      .execute(`update "outbound_message" set "state" = 'sending', "claimed_until" = now() - interval '1 second' where "id" = :id`, { id: first!.id });
    const requests = world.platform.requests.length;
    await world.t.platform.flows.sender.send({ outboundMessageId: first!.id });
    expect(world.platform.requests.length).toBe(requests + 1);
    expect(world.platform.requests.at(-1)!.idempotencyKey).toBe(first!.idempotency_key);
    // The platform knew the key: the subscriber saw the message once.
    expect(texts(world.platform.to(cal))).toEqual(['First', 'Second', 'Third']);
    expect((await outbound(cal))[0]).toMatchObject({ state: 'sent', platform_message_id: first!.platform_message_id });
  });

  it('leaves a message another job holds to that job', async () => {
    const dee = newSubscriber();
    await deliver(world, events.message(dee, 'news'));
    await world.platform.waitFor(dee, 3);
    const [first] = await settled(dee, 4);
    await world.t.platform.db
      .em()
      .execute(`update "outbound_message" set "state" = 'sending', "claimed_until" = now() + interval '1 minute' where "id" = :id`, { id: first!.id });
    const requests = world.platform.requests.length;
    await world.t.platform.flows.sender.send({ outboundMessageId: first!.id });
    expect(world.platform.requests.length).toBe(requests);
    // It looks again once the hold has run out (a job of its own); the holder finishes first here.
    const [retry] = await world.t.platform.db
      .em()
      .execute<{ start_after: Date }[]>(
        `select "start_after" from "pgboss"."job" where "name" = 'core.flows.send' and "data"->>'outboundMessageId' = :id and "state" = 'created'`,
        { id: String(first!.id) },
      );
    expect(new Date(retry!.start_after).getTime()).toBeGreaterThan(Date.now() + 10_000);
    await world.t.platform.db.em().execute(`update "outbound_message" set "state" = 'sent', "claimed_until" = null where "id" = :id`, { id: first!.id });
  });

  it('retries a send the platform refuses for a while, then sends it once', async () => {
    const eve = newSubscriber();
    world.platform.failNext = 2;
    await deliver(world, events.message(eve, 'news'));
    expect(texts(await world.platform.waitFor(eve, 3, 30_000))).toEqual(['First', 'Second', 'Third']);
    const rows = await settled(eve, 4);
    expect(rows[0]).toMatchObject({ state: 'sent', attempts: 3, error: null });
  }, 60_000);
});

describe('stats', () => {
  it('counts sends, deliveries and reads (percent of sends, rounded up)', async () => {
    const fay = newSubscriber();
    await deliver(world, events.message(fay, 'news'));
    await world.platform.waitFor(fay, 3);
    const rows = await settled(fay, 4);
    const before = (await world.owner.get(`/api/flows/${flowId}/stats`)).body;
    await deliver(world, events.delivery(fay, [rows[0]!.platform_message_id!]));
    await deliver(world, events.read(fay, new Date(Date.now() + 1_000)));
    let after = before;
    for (let tries = 0; tries < 40 && after.reads === before.reads; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = (await world.owner.get(`/api/flows/${flowId}/stats`)).body;
    }
    expect(after.sends).toBe(before.sends);
    expect(after.reads).toBe(before.reads + 3);
    expect(after.deliveries).toBe(before.deliveries + 3);
    expect(after.deliveryPercent).toBe(Math.ceil((after.deliveries * 100) / after.sends));
    // Six subscribers got three messages each: 3 of 18 is 16.7 %, shown as 17.
    expect(after).toEqual({
      sends: 18,
      deliveries: 3,
      reads: 3,
      deliveryPercent: 17,
      readPercent: 17,
      buttons: [],
      failures: [expect.objectContaining({ nodeId: 'm' })],
    });
    // Every subscriber's buttons message failed (six of them), and the one who wrote late had all four refused.
    expect(after.failures[0].failed).toBe(10);
    expect(after.failures[0].reasons).toEqual(
      expect.arrayContaining([
        { kind: 'unrenderable', reason: 'At most 3 buttons.', count: 6 },
        { kind: 'outsideWindow', reason: expect.stringMatching(/^Outside the 24-hour messaging window/), count: 4 },
      ]),
    );
  });

  it('is the account’s own: another account’s flow is not found, and a session is needed', async () => {
    const other = new ApiClient(world.t.url);
    expect((await other.post('/api/auth/register', { name: 'Other', email: 'other.stats@example.com', password: 'other password 1' })).status).toBe(201);
    expect((await other.get(`/api/flows/${flowId}/stats`)).status).toBe(404);
    expect((await new ApiClient(world.t.url).get(`/api/flows/${flowId}/stats`)).status).toBe(401);
    expect((await world.owner.get('/api/flows/abc/stats')).status).toBe(400);
  });
});
