import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '../../support/widgetSites.ts';
import { graphErrors } from '../../fakes/fakeGraphApi.ts';
import { featureIds } from '../../../plugins/messenger/src/common/ids.ts';
import {
  usedOf,
  messengerOwner,
  pagesOf,
  postMessage,
  publishHelloFlow,
  signInWithFacebook,
  startMessengerWorld,
  type MessengerOwner,
  type MessengerWorld,
} from './messengerWorld.ts';

/**
 * Issue 13: an owner connects Facebook pages through Facebook Login for Business (the fake's),
 * picks which to connect, and the bot answers on the page and on its Instagram account; tokens
 * are never answered, a page belongs to one account, and a token Facebook refuses marks the page.
 */
let world: MessengerWorld;
let owner: MessengerOwner;

beforeAll(async () => {
  world = await startMessengerWorld();
  world.fake.addPage('1001', 'PAGE-TOKEN-SHOP', [], { name: 'Acme Shop', instagram: { id: '17841400000000001', username: 'acme' } });
  world.fake.addPage('1002', 'PAGE-TOKEN-BLOG', [], { name: 'Acme Blog' });
  world.fake.addPage('1003', 'PAGE-TOKEN-CAFE', [], { name: 'Acme Cafe' });
  world.fake.signInAs({ id: '5001', name: 'Ana Admin', email: 'ana@example.com', pageIds: ['1001', '1002', '1003'] });
  world.fake.login.accountsPageSize = 2; // three pages come in two answers: the cursor is followed
  owner = await messengerOwner(world);
}, 120_000);
afterAll(async () => world?.stop());

describe('connecting pages', () => {
  it('lists only the Business Account User before any sign-in, and says the app is configured', async () => {
    const list = await owner.client.request('GET', '/api/messenger/facebook-accounts');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      configured: true,
      items: [expect.objectContaining({ id: null, name: 'Business Account User', businessAccountUser: true, pages: [] })],
    });
  });

  it('signs in with Facebook and lists every page the user manages with its Instagram account, no token anywhere', async () => {
    const dialogAt = await owner.client.request('POST', '/api/messenger/connect', {});
    const dialog = new URL(dialogAt.body.url);
    expect(dialog.pathname).toBe('/v24.0/dialog/oauth');
    expect(dialog.searchParams.get('client_id')).toBe(world.fake.appId);
    expect(dialog.searchParams.get('scope')).toContain('pages_messaging');
    const landed = await signInWithFacebook(owner);
    expect(landed.pathname).toBe('/social-media-automations/facebook-accounts');
    expect(landed.searchParams.get('found')).toBe('3');
    const list = await owner.client.request('GET', '/api/messenger/facebook-accounts');
    expect(list.body.items).toHaveLength(2);
    expect(list.body.items[0]).toMatchObject({ fbUserId: '5001', name: 'Ana Admin', email: 'ana@example.com', validAccessToken: true });
    expect(list.body.items[0].pages.map((p: { name: string }) => p.name)).toEqual(['Acme Blog', 'Acme Cafe', 'Acme Shop']);
    expect(list.body.items[0].pages[2]).toMatchObject({
      pageId: '1001',
      connected: false,
      botEnabled: true,
      instagram: { id: '17841400000000001', username: 'acme' },
    });
    expect(JSON.stringify(list.body)).not.toContain('PAGE-TOKEN');
    const stored = await world.t.platform.db.em().execute<Array<{ access_token: string }>>(`select "access_token" from "messenger_page"`);
    for (const row of stored) expect(row.access_token).toMatch(/^v1:/);
  });

  it('refuses a callback that this browser did not start, and says when the user cancelled', async () => {
    const forged = await owner.client.request('GET', '/api/messenger/connect/callback?code=abc&state=forged');
    expect(new URL(forged.headers.get('location')!, 'http://x').searchParams.get('error')).toBe('expired');
    world.fake.login.cancelNext = true;
    expect((await signInWithFacebook(owner)).searchParams.get('error')).toBe('cancelled');
  });

  it('connects a page: the app is subscribed to its webhooks and the page and its Instagram account are counted', async () => {
    expect(await usedOf(owner, featureIds.facebookAccounts)).toBe(1);
    expect([await usedOf(owner, featureIds.pages), await usedOf(owner, featureIds.instagramAccounts)]).toEqual([0, 0]);
    const shop = (await pagesOf(owner)).get('1001')!;
    const connected = await owner.client.request('POST', `/api/messenger/pages/${shop.id}/connect`, {});
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ connected: true });
    expect(world.fake.subscriptionOf('1001')).toEqual(expect.arrayContaining(['messages', 'messaging_postbacks', 'feed']));
    expect([await usedOf(owner, featureIds.pages), await usedOf(owner, featureIds.instagramAccounts)]).toEqual([1, 1]);
    const accounts = await owner.client.request('GET', '/api/messenger/channel-accounts');
    expect(accounts.body.items.map((a: { channelAccountId: string; kind: string }) => [a.channelAccountId, a.kind])).toEqual([
      ['1001', 'page'],
      ['17841400000000001', 'instagram'],
    ]);
  });

  it('refuses the same page to another account of the product', async () => {
    const other = await messengerOwner(world, 'Other');
    await signInWithFacebook(other);
    const shop = (await pagesOf(other)).get('1001')!;
    const refused = await other.client.request('POST', `/api/messenger/pages/${shop.id}/connect`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('connected to another account');
    // Another account's page row is not found by its id.
    expect((await other.client.request('POST', `/api/messenger/pages/${(await pagesOf(owner)).get('1002')!.id}/connect`, {})).status).toBe(404);
  });
});

describe('the bot on a connected page', () => {
  it('answers a person on the page and on its Instagram account, once per delivered event', async () => {
    await publishHelloFlow(owner, '1001', 'Hi from the shop!');
    await publishHelloFlow(owner, '17841400000000001', 'Hi on Instagram!');
    world.fake.addPerson('1001', 'PSID-1');
    world.fake.addPerson('1001', 'IGSID-1');
    // Meta retries a delivery it thinks failed: 5 in a row and 5 at once are still one message.
    for (let i = 0; i < 5; i++) expect((await postMessage(world, { to: '1001', from: 'PSID-1', text: 'hello', mid: 'm_1' })).status).toBe(200);
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => postMessage(world, { to: '1001', from: 'PSID-1', text: 'hello', mid: 'm_1' })));
    expect(concurrent.map((answer) => answer.body)).toEqual(Array(5).fill({ accepted: 0, duplicates: 1, ignored: 0 }));
    await postMessage(world, { object: 'instagram', to: '17841400000000001', from: 'IGSID-1', text: 'hello', mid: 'm_ig_1' });
    const sends = await eventually(
      () => world.fake.sends,
      (s) => s.length >= 2,
    );
    expect(sends.map((s) => [s.pageId, s.recipient, s.messagingType, s.message])).toEqual(
      expect.arrayContaining([
        ['1001', 'PSID-1', 'RESPONSE', { text: 'Hi from the shop!' }],
        ['1001', 'IGSID-1', 'RESPONSE', { text: 'Hi on Instagram!' }],
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(world.fake.sends).toHaveLength(2);
  });

  it("answers Meta's subscription handshake only with the verify token set", async () => {
    const handshake = (token: string) =>
      fetch(`${world.t.url}/api/channels/messenger/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
    const ok = await handshake(world.fake.verifyToken);
    expect([ok.status, await ok.text()]).toEqual([200, '1158201444']);
    expect((await handshake('wrong')).status).toBe(403);
  });

  it('refuses a webhook whose signature is not the app secret', async () => {
    const body = { object: 'page', entry: [{ id: '1001', time: 1, messaging: [] }] };
    const signed = world.fake.signedWebhook(body, 'another app secret');
    const res = await fetch(`${world.t.url}/api/channels/messenger/webhook`, { method: 'POST', headers: signed.headers, body: signed.rawBody });
    expect(res.status).toBe(401);
  });

  it('answers nothing while the bot is off, and again once it is on', async () => {
    const shop = (await pagesOf(owner)).get('1001')!;
    expect((await owner.client.request('PATCH', `/api/messenger/pages/${shop.id}`, { botEnabled: false })).body.botEnabled).toBe(false);
    const off = await postMessage(world, { to: '1001', from: 'PSID-1', text: 'hello', mid: 'm_2' });
    expect(off.body).toMatchObject({ ignored: 1 });
    await owner.client.request('PATCH', `/api/messenger/pages/${shop.id}`, { botEnabled: true });
    await postMessage(world, { to: '1001', from: 'PSID-1', text: 'hello', mid: 'm_3' });
    await eventually(
      () => world.fake.sends,
      (s) => s.length >= 3,
    );
  });

  it('marks the page when Facebook no longer takes its token, and the screen says to reconnect', async () => {
    world.fake.failNext('1001', graphErrors.tokenExpired);
    await postMessage(world, { to: '1001', from: 'PSID-1', text: 'hello', mid: 'm_4' });
    const shop = await eventually(
      async () => (await pagesOf(owner)).get('1001')!,
      (page) => !page.validAccessToken,
    );
    expect(shop.connected).toBe(true);
    // Signing in again renews the token.
    await signInWithFacebook(owner);
    expect((await pagesOf(owner)).get('1001')!.validAccessToken).toBe(true);
  });

  it('disconnects a page: unsubscribed, no longer counted, its messages ignored', async () => {
    const shop = (await pagesOf(owner)).get('1001')!;
    const res = await owner.client.request('POST', `/api/messenger/pages/${shop.id}/disconnect`, {});
    expect(res.body).toMatchObject({ connected: false });
    expect(world.fake.subscriptionOf('1001')).toBeNull();
    expect([await usedOf(owner, featureIds.pages), await usedOf(owner, featureIds.instagramAccounts)]).toEqual([0, 0]);
    expect((await postMessage(world, { to: '1001', from: 'PSID-1', text: 'hello', mid: 'm_5' })).body).toMatchObject({ ignored: 1 });
  });
});

describe('a server without a Meta app', () => {
  let bare: MessengerWorld;
  beforeAll(async () => {
    bare = await startMessengerWorld({ configured: false });
  }, 120_000);
  afterAll(async () => bare?.stop());

  it('says so on the screen, on connect and on the webhook', async () => {
    const someone = await messengerOwner(bare);
    expect((await someone.client.request('GET', '/api/messenger/facebook-accounts')).body.configured).toBe(false);
    const start = await someone.client.request('POST', '/api/messenger/connect', {});
    expect(start.status).toBe(503);
    expect(start.body.error.message).toContain('plugins.messenger.appId');
    const hook = await postMessage(bare, { to: '1', from: '2', text: 'hi', mid: 'm' });
    expect(hook.status).toBe(503);
  });
});
