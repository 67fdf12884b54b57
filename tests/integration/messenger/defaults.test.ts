import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { minimalFlowGraph, publishFlow } from '@chatmill/sdk/testing';
import { eventually } from '../../support/widgetSites.ts';
import { messengerOwner, pagesOf, postMessage, signInWithFacebook, startMessengerWorld, type MessengerOwner, type MessengerWorld } from './messengerWorld.ts';

/**
 * Spec 2, 2 "defaults": per page, and per its Instagram account, the flow that greets a first
 * contact and the flow that answers what nothing else does, answered to the runtime by the
 * channel plugin's `defaults()`.
 */
const page = '3001';
const instagram = '17841400000000301';
let world: MessengerWorld;
let owner: MessengerOwner;
let pageRowId: number;

/** A flow that starts only on a keyword nobody types: it runs here only as a default. */
function flowSaying(channelAccountId: string, text: string, client = owner.client): Promise<number> {
  return publishFlow(client, {
    channel: 'messenger',
    channelAccountId,
    name: text,
    graph: minimalFlowGraph(text, { keywords: [{ text: `never-typed-${Math.random().toString(36).slice(2, 8)}`, strictness: 'match' }] }),
  });
}

const textsTo = (recipient: string) => world.fake.sends.filter((send) => send.recipient === recipient).map((send) => send.message.text);

async function answered(recipient: string, count: number): Promise<unknown[]> {
  return eventually(
    () => textsTo(recipient),
    (texts) => texts.length >= count,
  );
}

beforeAll(async () => {
  world = await startMessengerWorld();
  world.fake.addPage(page, 'PAGE-TOKEN-BAKERY', [], { name: 'Bakery', instagram: { id: instagram, username: 'bakery' } });
  world.fake.addPage('3002', 'PAGE-TOKEN-PLAIN', [], { name: 'Plain Page' });
  world.fake.signInAs({ id: '5301', name: 'Bea Baker', email: 'bea@example.com', pageIds: [page, '3002'] });
  owner = await messengerOwner(world);
  await signInWithFacebook(owner);
  pageRowId = (await pagesOf(owner)).get(page)!.id;
  expect((await owner.client.request('POST', `/api/messenger/pages/${pageRowId}/connect`, {})).status).toBe(200);
}, 120_000);
afterAll(async () => world?.stop());

describe('defaults of a page and its Instagram account', () => {
  it('has none at first, and saves the welcome and default-reply flows', async () => {
    const none = await owner.client.request('GET', `/api/messenger/defaults/pages/${pageRowId}`);
    expect(none.body).toEqual({ channelAccountId: page, platform: 'messenger', welcomeFlowId: null, defaultReplyFlowId: null });
    const welcome = await flowSaying(page, 'Welcome to the Bakery!');
    const fallback = await flowSaying(page, 'Sorry, I did not get that. Type hello.');
    const saved = await owner.client.request('PUT', `/api/messenger/defaults/pages/${pageRowId}`, { welcomeFlowId: welcome, defaultReplyFlowId: fallback });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ channelAccountId: page, platform: 'messenger', welcomeFlowId: welcome, defaultReplyFlowId: fallback });
    expect((await owner.client.request('GET', `/api/messenger/defaults/pages/${pageRowId}`)).body).toEqual(saved.body);
  });

  it('greets a first message with the welcome flow, and answers an unknown text with the default reply', async () => {
    await publishFlow(owner.client, { channel: 'messenger', channelAccountId: page, name: 'Hello', graph: minimalFlowGraph('Hello from the Bakery!') });
    world.fake.addPerson(page, 'PSID-DEFAULTS');
    await postMessage(world, { to: page, from: 'PSID-DEFAULTS', text: 'hi there', mid: 'm_d_1' });
    expect(await answered('PSID-DEFAULTS', 1)).toEqual(['Welcome to the Bakery!']);
    await postMessage(world, { to: page, from: 'PSID-DEFAULTS', text: 'do you sell bagels?', mid: 'm_d_2' });
    expect(await answered('PSID-DEFAULTS', 2)).toEqual(['Welcome to the Bakery!', 'Sorry, I did not get that. Type hello.']);
    // A keyword still wins over the default reply.
    await postMessage(world, { to: page, from: 'PSID-DEFAULTS', text: 'hello', mid: 'm_d_3' });
    expect((await answered('PSID-DEFAULTS', 3))[2]).toBe('Hello from the Bakery!');
  });

  it("keeps the Instagram account's defaults apart from the page's", async () => {
    const welcome = await flowSaying(instagram, 'Welcome on Instagram!');
    const url = `/api/messenger/defaults/pages/${pageRowId}?platform=instagram`;
    expect((await owner.client.request('GET', url)).body).toMatchObject({ channelAccountId: instagram, welcomeFlowId: null });
    expect((await owner.client.request('PUT', url, { welcomeFlowId: welcome, defaultReplyFlowId: null })).status).toBe(200);
    world.fake.addPerson(page, 'IGSID-DEFAULTS');
    await postMessage(world, { object: 'instagram', to: instagram, from: 'IGSID-DEFAULTS', text: 'hey', mid: 'm_ig_d_1' });
    expect(await answered('IGSID-DEFAULTS', 1)).toEqual(['Welcome on Instagram!']);
    expect((await owner.client.request('GET', `/api/messenger/defaults/pages/${pageRowId}`)).body.welcomeFlowId).not.toBe(welcome);
  });

  it("refuses another page's flow, another account's flow, and another account's page", async () => {
    const instagramFlow = await flowSaying(instagram, 'Only on Instagram');
    const wrongPage = await owner.client.request('PUT', `/api/messenger/defaults/pages/${pageRowId}`, {
      welcomeFlowId: instagramFlow,
      defaultReplyFlowId: null,
    });
    expect(wrongPage.status).toBe(404);
    expect(wrongPage.body.error.fields).toEqual({ welcomeFlowId: 'Choose a live flow of this page (or of this Instagram account).' });

    const mallory = await messengerOwner(world, 'Mallory');
    world.fake.addPage('3003', 'PAGE-TOKEN-MALLORY', [], { name: "Mallory's Page" });
    world.fake.signInAs({ id: '5302', name: 'Mallory', email: 'mallory@example.com', pageIds: ['3003'] });
    await signInWithFacebook(mallory);
    await mallory.client.request('POST', `/api/messenger/pages/${(await pagesOf(mallory)).get('3003')!.id}/connect`, {});
    const malloryFlow = await flowSaying('3003', 'Not yours', mallory.client);
    const foreignFlow = await owner.client.request('PUT', `/api/messenger/defaults/pages/${pageRowId}`, {
      welcomeFlowId: null,
      defaultReplyFlowId: malloryFlow,
    });
    expect(foreignFlow.status).toBe(404);
    expect((await mallory.client.request('GET', `/api/messenger/defaults/pages/${pageRowId}`)).status).toBe(404);
    expect((await mallory.client.request('PUT', `/api/messenger/defaults/pages/${pageRowId}`, { welcomeFlowId: null, defaultReplyFlowId: null })).status).toBe(
      404,
    );

    const plain = (await pagesOf(owner)).get('3002')!.id;
    const noInstagram = await owner.client.request('GET', `/api/messenger/defaults/pages/${plain}?platform=instagram`);
    expect([noInstagram.status, noInstagram.body.error.message]).toEqual([404, 'This page has no Instagram account linked: choose the page itself.']);
    expect((await owner.client.request('PUT', `/api/messenger/defaults/pages/${pageRowId}`, { welcomeFlowId: 'one' })).status).toBe(400);
  });
});
