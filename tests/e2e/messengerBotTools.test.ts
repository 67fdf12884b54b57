import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { minimalFlowGraph, publishFlow } from '@chatmill/sdk/testing';
import { messengerProfiles } from '../fakes/graphApi/fakeMessengerProfile.ts';
import { browserAs } from './messengerBrowser.ts';
import { eventually } from '../support/widgetSites.ts';
import { messengerOwner, startMessengerWorld, type MessengerOwner, type MessengerWorld, connectPage } from '../integration/messenger/messengerWorld.ts';

/**
 * Spec 2, 4 in Chromium: the owner sets Get started, a persistent menu, a welcome message and ice
 * breakers on a connected page from the bot tools screens, and each reaches the page's Messenger
 * profile at the fake Graph API in Meta's format; the welcome message is disabled after a confirmation.
 */
let world: MessengerWorld;
let owner: MessengerOwner;
let browser: Browser;
let page: Page;
const pageId = '2101';
const profile = () => messengerProfiles(world.fake).of(pageId);

beforeAll(async () => {
  world = await startMessengerWorld();
  world.fake.addPage(pageId, 'PAGE-TOKEN-FLORIST', [], { name: 'Florist' });
  world.fake.signInAs({ id: '6101', name: 'Flo Rist', email: 'flo@example.com', pageIds: [pageId] });
  owner = await messengerOwner(world);
  await connectPage(owner, pageId);
  for (const [name, postbackId] of [
    ['Welcome flow', 'WELCOME'],
    ['Bouquets', 'BOUQUETS'],
  ] as const)
    await publishFlow(owner.client, { channel: 'messenger', channelAccountId: pageId, name, graph: minimalFlowGraph(`${name}!`, { postbackId }) });
  ({ browser, page } = await browserAs(world, owner));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await world?.stop();
});

describe('bot tools', () => {
  it('launches Get started, then a persistent menu with a flow and a web page', async () => {
    await page.goto('/social-media-automations/get-started');
    await page.getByText('Not saved yet').waitFor();
    await page.getByLabel('Flow the Get Started button starts').selectOption({ label: 'Welcome flow' });
    await page.getByRole('button', { name: 'Launch' }).click();
    await page.getByText('Launched', { exact: true }).first().waitFor();
    expect(await eventually(profile, (p) => Boolean(p.get_started))).toMatchObject({ get_started: { payload: 'WELCOME' } });

    await page.goto('/social-media-automations/bot-tools/persistent-menu');
    await page.getByLabel('Title of item 1').fill('Our bouquets');
    await page.getByLabel('Flow of item 1').selectOption({ label: 'Bouquets' });
    await page.getByRole('button', { name: 'Add a menu item' }).click();
    await page.getByLabel('Type of item 2').selectOption({ label: 'Opens a web page' });
    await page.getByLabel('Title of item 2').fill('Order online now');
    await page.getByText('16 / 30 characters').waitFor();
    await page.getByLabel('Address of item 2').fill('https://example.com/order');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Launch' }).click();
    await page.getByText('Launched', { exact: true }).first().waitFor();
    expect(profile().persistent_menu).toEqual([
      {
        locale: 'default',
        composer_input_disabled: false,
        call_to_actions: [
          { type: 'postback', title: 'Our bouquets', payload: 'BOUQUETS' },
          { type: 'web_url', title: 'Order online now', url: 'https://example.com/order', webview_height_ratio: 'full' },
        ],
      },
    ]);
  });

  it('launches a welcome message with its counter, and disables it after a confirmation', async () => {
    await page.goto('/social-media-automations/welcome-message');
    await page.getByLabel('Welcome message', { exact: true }).fill('Hello! Fresh flowers every morning.');
    await page.getByText('35 / 160 characters').waitFor();
    await page.getByRole('button', { name: 'Launch' }).click();
    await page.getByText('Launched', { exact: true }).first().waitFor();
    expect(profile().greeting).toEqual([{ locale: 'default', text: 'Hello! Fresh flowers every morning.' }]);

    await page.getByRole('button', { name: 'Disable' }).click();
    await page.getByText('Remove it from Florist on Messenger?').waitFor();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Disable' }).click();
    await page.getByText('Disabled', { exact: true }).first().waitFor();
    expect(profile().greeting).toBeUndefined();
  });

  it('launches ice breakers, at most 4', async () => {
    await page.goto('/social-media-automations/ice-breakers');
    await page.getByLabel('Question 1', { exact: true }).fill('What flowers do you have today?');
    await page.getByLabel('Flow of question 1').selectOption({ label: 'Bouquets' });
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add an ice breaker' }).click();
    await page.getByText('4 of 4 ice breakers').waitFor();
    expect(await page.getByRole('button', { name: 'Add an ice breaker' }).isDisabled()).toBe(true);
    for (const number of [4, 3, 2]) await page.getByRole('button', { name: `Remove question ${number}` }).click();
    await page.getByRole('button', { name: 'Launch' }).click();
    await page.getByText('Launched', { exact: true }).first().waitFor();
    expect(profile().ice_breakers).toEqual([{ locale: 'default', call_to_actions: [{ question: 'What flowers do you have today?', payload: 'BOUQUETS' }] }]);
  });
});
