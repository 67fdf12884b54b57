import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { browserAs } from './messengerBrowser.ts';
import { eventually } from '../support/widgetSites.ts';
import {
  messengerOwner,
  postMessage,
  publishHelloFlow,
  startMessengerWorld,
  type MessengerOwner,
  type MessengerWorld,
} from '../integration/messenger/messengerWorld.ts';

/**
 * Issue 13 in Chromium: an owner connects a Facebook page through Facebook Login (the fake
 * Graph API's dialog), the bot answers a person on it, the page shows on the dashboard and in the
 * flow builder's selector, and it is disconnected after a confirmation.
 */
let world: MessengerWorld;
let owner: MessengerOwner;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  world = await startMessengerWorld();
  world.fake.addPage('2001', 'PAGE-TOKEN-BAKERY', [], { name: 'Bakery', instagram: { id: '17841400000000002', username: 'bakery' } });
  world.fake.addPage('2002', 'PAGE-TOKEN-GARAGE', [], { name: 'Garage' });
  world.fake.signInAs({ id: '6001', name: 'Bea Baker', email: 'bea@example.com', pageIds: ['2001', '2002'] });
  owner = await messengerOwner(world);
  ({ browser, page } = await browserAs(world, owner));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await world?.stop();
});

describe('connecting a Facebook page', () => {
  it('signs in with Facebook, connects a page, and the bot answers there', async () => {
    await page.goto('/social-media-automations/facebook-accounts');
    await page.getByText('No Facebook account yet. Connect one to list its pages and their Instagram accounts.').waitFor();
    await page.getByRole('button', { name: 'Connect Facebook account' }).first().click();
    // Facebook's dialog (the fake consents at once) sends the browser back to the screen.
    await page.getByText('Facebook listed 2 pages. Connect the ones the bot should answer on.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/social-media-automations/facebook-accounts');
    await page.getByText('@bakery').waitFor();

    await page.getByRole('button', { name: 'Connect Bakery' }).click();
    await page.getByText('Bakery connected').waitFor();
    expect(world.fake.subscriptionOf('2001')).toContain('messages');

    await publishHelloFlow(owner, '2001', 'Fresh bread today!');
    world.fake.addPerson('2001', 'PSID-9');
    await postMessage(world, { to: '2001', from: 'PSID-9', text: 'hello', mid: 'm_e2e_1' });
    const sends = await eventually(
      () => world.fake.sends,
      (s) => s.length >= 1,
    );
    expect(sends[0]).toMatchObject({ pageId: '2001', recipient: 'PSID-9', message: { text: 'Fresh bread today!' } });
  });

  it('shows the page on the dashboard and in the flow builder', async () => {
    await page.goto('/social-media-automations');
    await page.getByRole('heading', { name: 'Messenger' }).first().waitFor();
    await page.getByText('Bakery').first().waitFor();
    await page.goto('/social-media-automations/build');
    await page.getByText('Hello on 2001').waitFor();
  });

  it('disconnects the page after a confirmation', async () => {
    await page.goto('/social-media-automations/facebook-accounts');
    await page.getByRole('button', { name: 'Disconnect Bakery' }).click();
    await page.getByRole('button', { name: 'Yes, disconnect' }).click();
    await page.getByText('Bakery disconnected').waitFor();
    expect(world.fake.subscriptionOf('2001')).toBeNull();
  });
});
