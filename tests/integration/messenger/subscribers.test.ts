import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '../../support/widgetSites.ts';
import { userProfiles } from '../../fakes/graphApi/fakeUserProfile.ts';
import { messengerOwner, pagesOf, postMessage, signInWithFacebook, startMessengerWorld, type MessengerOwner, type MessengerWorld } from './messengerWorld.ts';

/**
 * Spec 2, 2 "subscribers": the people who wrote to a page or its Instagram account, named from
 * Meta's User Profile API on first contact (asked once per person), searched, filtered by page
 * and tag, tagged in bulk (at most 50: 'Too Much'), and never another account's.
 */
interface Row {
  id: number;
  psid: string;
  channelAccountId: string;
  channelAccountName: string;
  name: string;
  tags: string[];
}

const page = '2001';
const instagram = '17841400000000201';
let world: MessengerWorld;
let owner: MessengerOwner;

async function list(query = ''): Promise<{ items: Row[]; total: number }> {
  const answer = await owner.client.request('GET', `/api/messenger/subscribers${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

const listed = (query: string, count: number) =>
  eventually(
    () => list(query),
    (page) => page.total >= count,
  );

async function createTag(groupName: string): Promise<number> {
  const answer = await owner.client.request('POST', '/api/contacts/tags', { groupName });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

beforeAll(async () => {
  world = await startMessengerWorld();
  world.fake.addPage(page, 'PAGE-TOKEN-CORNER', [], { name: 'Corner Shop', instagram: { id: instagram, username: 'corner' } });
  world.fake.signInAs({ id: '5201', name: 'Sam Seller', email: 'sam@example.com', pageIds: [page] });
  const people = userProfiles(world.fake);
  people.add(page, 'PSID-ADA', { first_name: 'Ada', last_name: 'Lovelace', profile_pic: 'https://scontent.example/ada.jpg' });
  people.add(page, 'PSID-BOB', { first_name: 'Bob', last_name: 'Builder' });
  people.add(instagram, 'IGSID-CY', { name: 'Cy Twombly', username: 'cy' });
  owner = await messengerOwner(world);
  await signInWithFacebook(owner);
  const row = (await pagesOf(owner)).get(page)!;
  expect((await owner.client.request('POST', `/api/messenger/pages/${row.id}/connect`, {})).status).toBe(200);
}, 120_000);
afterAll(async () => world?.stop());

describe('subscribers of the pages and Instagram accounts', () => {
  it("lists a person who wrote with the name Meta's User Profile API gave, asked once for two messages", async () => {
    await postMessage(world, { to: page, from: 'PSID-ADA', text: 'hi', mid: 'm_ada_1' });
    await postMessage(world, { to: page, from: 'PSID-ADA', text: 'are you open?', mid: 'm_ada_2' });
    const found = await listed('', 1);
    expect(found.items).toEqual([
      expect.objectContaining({ psid: 'PSID-ADA', name: 'Ada Lovelace', channelAccountId: page, channelAccountName: 'Corner Shop', tags: [] }),
    ]);
    const people = userProfiles(world.fake);
    expect(people.callsFor('PSID-ADA')).toBe(1);
    expect(people.calls[0]).toEqual({ channelAccountId: page, personId: 'PSID-ADA', fields: 'first_name,last_name,profile_pic' });
  });

  it('names an Instagram person from their profile, and keeps a person Meta does not know, unnamed and asked once', async () => {
    await postMessage(world, { object: 'instagram', to: instagram, from: 'IGSID-CY', text: 'hello', mid: 'm_cy_1' });
    await postMessage(world, { to: page, from: 'PSID-BOB', text: 'hello', mid: 'm_bob_1' });
    await postMessage(world, { to: page, from: '99999', text: 'hello', mid: 'm_ghost_1' });
    await postMessage(world, { to: page, from: '99999', text: 'again', mid: 'm_ghost_2' });
    const all = await listed('?sort=name&order=asc', 4);
    expect(all.items.map((s) => [s.psid, s.name, s.channelAccountName])).toEqual([
      ['99999', '', 'Corner Shop'],
      ['PSID-ADA', 'Ada Lovelace', 'Corner Shop'],
      ['PSID-BOB', 'Bob Builder', 'Corner Shop'],
      ['IGSID-CY', 'Cy Twombly', '@corner'],
    ]);
    const people = userProfiles(world.fake);
    expect(people.calls.find((call) => call.personId === 'IGSID-CY')).toEqual({
      channelAccountId: instagram,
      personId: 'IGSID-CY',
      fields: 'name,username,profile_pic',
    });
    expect(people.callsFor('99999')).toBe(1);
  });

  it('searches the names and narrows to one page or Instagram account', async () => {
    expect((await list('?search=lovel')).items.map((s) => s.psid)).toEqual(['PSID-ADA']);
    expect((await list(`?channelAccountId=${instagram}`)).items.map((s) => s.psid)).toEqual(['IGSID-CY']);
    const paged = await list('?sort=name&order=asc&page=2&pageSize=3');
    expect([paged.total, paged.items.map((s) => s.psid)]).toEqual([4, ['IGSID-CY']]);
    expect((await owner.client.request('GET', '/api/messenger/subscribers?channelAccountId=123456')).status).toBe(404);
  });

  it('tags selected subscribers in bulk, filters by tag, and removes the tag again', async () => {
    const vip = await createTag('VIP');
    const { items } = await list();
    const ada = items.find((s) => s.psid === 'PSID-ADA')!;
    const cy = items.find((s) => s.psid === 'IGSID-CY')!;
    const added = await owner.client.request('POST', '/api/messenger/subscribers/bulk-tags', { action: 'addTag', tagId: vip, subscriberIds: [ada.id, cy.id] });
    expect(added.body).toEqual({ action: 'addTag', affected: 2 });
    expect((await list(`?tagId=${vip}&sort=name&order=asc`)).items.map((s) => [s.psid, s.tags])).toEqual([
      ['PSID-ADA', ['VIP']],
      ['IGSID-CY', ['VIP']],
    ]);
    const removed = await owner.client.request('POST', '/api/messenger/subscribers/bulk-tags', { action: 'removeTag', tagId: vip, subscriberIds: [cy.id] });
    expect(removed.body).toEqual({ action: 'removeTag', affected: 1 });
    expect((await list(`?tagId=${vip}`)).items.map((s) => s.psid)).toEqual(['PSID-ADA']);
  });

  it("answers 'Too Much' for 51 subscribers and changes nothing", async () => {
    const lead = await createTag('Lead');
    const { items } = await list();
    const ids = [...items.map((s) => s.id), ...Array.from({ length: 51 - items.length }, (_, i) => 1_000_000 + i)];
    const answer = await owner.client.request('POST', '/api/messenger/subscribers/bulk-tags', { action: 'addTag', tagId: lead, subscriberIds: ids });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({
      code: 'UNPROCESSABLE',
      message: 'Too Much',
      fields: { subscriberIds: 'Select at most 50 subscribers: a bulk tag action changes at most 50 at a time.' },
    });
    expect((await list(`?tagId=${lead}`)).total).toBe(0);
    // One unknown subscriber among known ones: nobody is changed.
    const mixed = await owner.client.request('POST', '/api/messenger/subscribers/bulk-tags', {
      action: 'addTag',
      tagId: lead,
      subscriberIds: [items[0]!.id, 1_000_000],
    });
    expect(mixed.status).toBe(404);
    expect((await list(`?tagId=${lead}`)).total).toBe(0);
  });

  it("opens a subscriber's profile, and another account's subscriber, tag or filter is not found", async () => {
    const { items } = await list('?search=ada');
    const ada = items[0]!;
    const profile = await owner.client.request('GET', `/api/messenger/subscribers/${ada.id}`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ displayName: 'Ada Lovelace', externalId: 'PSID-ADA', channelAccountName: 'Corner Shop' });
    expect(profile.body.history.messages.map((m: { text: string }) => m.text)).toEqual(expect.arrayContaining(['hi', 'are you open?']));

    const mallory = await messengerOwner(world, 'Mallory');
    expect((await mallory.client.request('GET', `/api/messenger/subscribers/${ada.id}`)).status).toBe(404);
    expect((await mallory.client.request('GET', `/api/messenger/subscribers/${ada.id}/history`)).status).toBe(404);
    expect((await mallory.client.request('GET', '/api/messenger/subscribers')).body).toMatchObject({ items: [], total: 0 });
    const vip = (await owner.client.request('GET', '/api/audience/tags')).body.find((t: { groupName: string }) => t.groupName === 'VIP').id as number;
    const malloryTag = (await mallory.client.request('POST', '/api/contacts/tags', { groupName: 'Mine' })).body.id as number;
    const steal = await mallory.client.request('POST', '/api/messenger/subscribers/bulk-tags', {
      action: 'removeTag',
      tagId: malloryTag,
      subscriberIds: [ada.id],
    });
    expect(steal.status).toBe(404);
    const foreignTag = await owner.client.request('POST', '/api/messenger/subscribers/bulk-tags', {
      action: 'addTag',
      tagId: malloryTag,
      subscriberIds: [ada.id],
    });
    expect(foreignTag.status).toBe(404);
    expect((await list(`?tagId=${malloryTag}`)).total).toBe(0);
    expect((await list(`?tagId=${vip}`)).items.map((s) => s.psid)).toEqual(['PSID-ADA']);
  });
});
