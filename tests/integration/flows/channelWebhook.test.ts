import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient } from '../../support/apiClient.ts';
import { signedWebhook, testChannelWebhookPath } from '../../fakes/flowChannelPlatform.ts';
import { edge, events, newSubscriber, node, password, publishFlow, startRuntimeWorld, texts, type RuntimeWorld } from './runtimeWorld.ts';

/**
 * The host's webhook route for channel plugins (/api/channels/{plugin}/webhook): the adapter
 * checks the signature on the exact bytes, the tenant comes from the verified channel account,
 * and nothing unsigned, mis-signed or addressed to someone else's account gets in.
 */
let world: RuntimeWorld;
const anon = () => new ApiClient(world.t.url);
const inboundCount = async () => {
  const [row] = await world.t.platform.db.em().execute<{ n: number }[]>(`select count(*)::int as n from "inbound_event"`);
  return Number(row!.n);
};

beforeAll(async () => {
  world = await startRuntimeWorld();
  await publishFlow(world, 'Hello', {
    nodes: [node.start({ keywords: [{ text: 'hello', strictness: 'match' }] }), node.text('m', 'signed and answered')],
    edges: [edge('start', 'm')],
  });
});
afterAll(async () => world.stop());

describe('signed deliveries', () => {
  it("runs the flow for a delivery signed with the channel account's secret", async () => {
    const ann = newSubscriber();
    const { body, headers } = signedWebhook(world.channelAccountId, world.webhookSecret, [events.message(ann, 'hello')]);
    const res = await anon().request('POST', testChannelWebhookPath, body, headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accepted: 1, duplicates: 0, ignored: 0 });
    expect(texts(await world.platform.waitFor(ann, 1))).toEqual(['signed and answered']);
  });

  it('refuses a wrong signature, a changed body and a missing signature with INVALID_SIGNATURE, storing nothing', async () => {
    const before = await inboundCount();
    const delivery = signedWebhook(world.channelAccountId, world.webhookSecret, [events.message(newSubscriber(), 'hello')]);
    const wrongSecret = signedWebhook(world.channelAccountId, 'not-the-secret-of-this-bot', [events.message(newSubscriber(), 'hello')]);
    const changedBody = delivery.body.replace('hello', 'HELLO');
    const unsigned = { ...delivery.headers };
    delete unsigned['x-test-signature'];
    for (const [body, headers] of [
      [wrongSecret.body, wrongSecret.headers],
      [changedBody, delivery.headers],
      [delivery.body, unsigned],
    ] as const) {
      const res = await anon().request('POST', testChannelWebhookPath, body, headers);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('INVALID_SIGNATURE');
    }
    expect(await inboundCount()).toBe(before);
  });

  it("cannot deliver into another account's channel account with its own secret", async () => {
    // The attacker's own bot and secret, naming the victim's bot: the victim's secret is checked.
    const attacker = new ApiClient(world.t.url);
    const registered = await attacker.post('/api/auth/register', { name: 'Mallory', email: 'mallory@example.com', password: 'a strong password 1' });
    expect(registered.status).toBe(201);
    const mine = `bot-mallory-${registered.body.user.accountId}`;
    expect(
      (await attacker.post('/api/test-channel/accounts', { channelAccountId: mine, apiBase: world.platform.url, webhookSecret: 'mallory-secret-0123456789' }))
        .status,
    ).toBe(201);
    const forged = signedWebhook(world.channelAccountId, 'mallory-secret-0123456789', [events.message(newSubscriber(), 'hello')]);
    const res = await anon().request('POST', testChannelWebhookPath, forged.body, forged.headers);
    expect(res.status).toBe(401);
    // Signed for their own bot, the events are theirs: stored under Mallory's account, not the victim's.
    const own = signedWebhook(mine, 'mallory-secret-0123456789', [events.message('mallory-visitor', 'hello')]);
    expect((await anon().request('POST', testChannelWebhookPath, own.body, own.headers)).body).toEqual({ accepted: 1, duplicates: 0, ignored: 0 });
    const [row] = await world.t.platform.db
      .em()
      .execute<{ account_id: number }[]>(`select "account_id" from "inbound_event" where "subscriber_external_id" = 'mallory-visitor'`);
    expect(row!.account_id).toBe(registered.body.user.accountId);
  });

  it('refuses with 401 a request naming a bot not connected here (one secret per bot), and 404 for a plugin that is no channel', async () => {
    const before = await inboundCount();
    const stranger = signedWebhook('bot-nobody-knows', 'whatever-secret-123456', [events.message(newSubscriber(), 'hello')]);
    const res = await anon().request('POST', testChannelWebhookPath, stranger.body, stranger.headers);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 'INVALID_SIGNATURE', message: expect.stringContaining('No test-channel account connected here') });
    expect(await inboundCount()).toBe(before);
    expect((await anon().request('POST', '/api/channels/no-such-plugin/webhook', '{}', { 'content-type': 'application/json' })).status).toBe(404);
  });

  it("takes a bot's deliveries at its own webhook URL, and acknowledges its taps once they are stored", async () => {
    const bea = newSubscriber();
    const { body, headers } = signedWebhook(world.channelAccountId, world.webhookSecret, [
      events.message(bea, 'hello'),
      { ...events.postback(bea, 'NO_SUCH_FLOW', 'Tap'), eventId: `tap-${bea}` },
    ]);
    const { 'x-test-channel-account': _named, ...unnamed } = headers;
    const res = await anon().request('POST', `${testChannelWebhookPath}/${world.channelAccountId}`, body, unnamed);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accepted: 2, duplicates: 0, ignored: 0 });
    expect(texts(await world.platform.waitFor(bea, 1))).toEqual(['signed and answered']);
    expect(world.platform.answered).toContain(`tap-${bea}`);
    expect(world.platform.answeredFrom).toMatch(/^https?:\/\/[^/]+$/);
  });

  it('takes a signed body that is not the expected JSON without acting on it', async () => {
    const garbage = signedWebhook(world.channelAccountId, world.webhookSecret, []);
    const body = '{"events": "not a list"}';
    const { createHmac } = await import('node:crypto');
    const headers = { ...garbage.headers, 'x-test-signature': `sha256=${createHmac('sha256', world.webhookSecret).update(body).digest('hex')}` };
    const res = await anon().request('POST', testChannelWebhookPath, body, headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ accepted: 0, duplicates: 0, ignored: 0 });
  });

  it("ignores, and counts, events of an account whose brand switched the channel's plugin off", async () => {
    const admin = anon();
    expect((await admin.post('/api/auth/login', { email: 'admin@example.com', password })).status).toBe(200);
    expect((await admin.request('PUT', '/api/plugins/test-channel', { enabled: false })).status).toBe(200);
    try {
      const { body, headers } = signedWebhook(world.channelAccountId, world.webhookSecret, [events.message(newSubscriber(), 'hello')]);
      expect((await anon().request('POST', testChannelWebhookPath, body, headers)).body).toEqual({ accepted: 0, duplicates: 0, ignored: 1 });
    } finally {
      expect((await admin.request('PUT', '/api/plugins/test-channel', { enabled: true })).status).toBe(200);
    }
  });
});

describe('the subscription handshake', () => {
  it('answers the challenge as plain text for the right verify token only, and says when none is set', async () => {
    delete process.env.TEST_CHANNEL_VERIFY_TOKEN;
    const query = (token: string) => `${testChannelWebhookPath}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    expect((await anon().get(query('anything'))).body.error.code).toBe('CHANNEL_NOT_CONFIGURED');
    process.env.TEST_CHANNEL_VERIFY_TOKEN = 'typed-in-the-platform';
    try {
      const ok = await anon().get(query('typed-in-the-platform'));
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(String(ok.body)).toBe('1158201444');
      const wrong = await anon().get(query('guessed'));
      expect(wrong.status).toBe(403);
    } finally {
      delete process.env.TEST_CHANNEL_VERIFY_TOKEN;
    }
  });
});
