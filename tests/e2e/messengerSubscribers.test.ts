import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { browserAs } from './messengerBrowser.ts';
import { eventually } from '../support/widgetSites.ts';
import { userProfiles } from '../fakes/graphApi/fakeUserProfile.ts';
import {
  messengerOwner,
  postMessage,
  startMessengerWorld,
  type MessengerOwner,
  type MessengerWorld,
  connectPage,
} from '../integration/messenger/messengerWorld.ts';

/**
 * Spec 2, 2 "subscribers" in Chromium: the people who wrote to a page, named from Meta's User
 * Profile API, listed and searched; one is tagged from the list and their profile opened.
 */
let world: MessengerWorld;
let owner: MessengerOwner;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  world = await startMessengerWorld();
  world.fake.addPage('4001', 'PAGE-TOKEN-FLORIST', [], { name: 'Florist' });
  world.fake.signInAs({ id: '6401', name: 'Flo Florist', email: 'flo@example.com', pageIds: ['4001'] });
  userProfiles(world.fake).add('4001', 'PSID-ADA', { first_name: 'Ada', last_name: 'Lovelace' });
  userProfiles(world.fake).add('4001', 'PSID-BOB', { first_name: 'Bob', last_name: 'Builder' });
  owner = await messengerOwner(world);
  await connectPage(owner, '4001');
  expect((await owner.client.request('POST', '/api/contacts/tags', { groupName: 'VIP' })).status).toBe(201);
  await postMessage(world, { to: '4001', from: 'PSID-ADA', text: 'Do you deliver roses?', mid: 'm_e2e_ada' });
  await postMessage(world, { to: '4001', from: 'PSID-BOB', text: 'hi', mid: 'm_e2e_bob' });
  await eventually(
    async () => (await owner.client.request('GET', '/api/messenger/subscribers')).body.total as number,
    (total) => total >= 2,
  );
  ({ browser, page } = await browserAs(world, owner));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await world?.stop();
});

describe('the subscribers of the pages', () => {
  it('lists the people with their names and finds one by a search', async () => {
    await page.goto('/social-media-automations/subscribers');
    await page.getByRole('link', { name: "Open Ada Lovelace's profile" }).waitFor();
    await page.getByRole('link', { name: "Open Bob Builder's profile" }).waitFor();
    await page.getByLabel('Search subscribers').fill('lovel');
    await eventually(
      () => page.getByRole('link', { name: "Open Bob Builder's profile" }).count(),
      (count) => count === 0,
    );
    expect(await page.getByRole('link', { name: "Open Ada Lovelace's profile" }).count()).toBe(1);
  });

  it('tags a selected subscriber from the list', async () => {
    await page.getByRole('checkbox', { name: /Ada Lovelace/ }).check();
    await page.getByText('Selected: 1').waitFor();
    await page.getByRole('group', { name: 'Actions on the selected subscribers' }).getByRole('combobox', { name: 'Tag' }).selectOption({ label: 'VIP' });
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByText('Tag “VIP” added. Subscribers changed: 1.').waitFor();
    await page.getByRole('table').getByText('VIP').waitFor();
  });

  it("opens a subscriber's profile with their conversation", async () => {
    await page.getByRole('link', { name: "Open Ada Lovelace's profile" }).click();
    await page.waitForURL(/\/social-media-automations\/subscribers\/\d+$/);
    await page.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
    await page.getByText('Do you deliver roses?').waitFor();
    await page.getByRole('link', { name: 'Back to subscribers' }).click();
    await page.waitForURL(/\/social-media-automations\/subscribers$/);
  });
});
