import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';
import { launchChromiumForSites, openSite } from '../support/widgetSites.ts';

/**
 * Issue 21 in Chromium: a visitor chats with a widget on its site; the owner opens the visitor
 * from Web Chat Widget › Subscribers with the keyboard, reads the conversation on the profile
 * and edits a custom field in place (a value that breaks the rule is refused with a sentence).
 */
let t: TestPlatform;
let browser: Browser;
let owner: ApiClient;
let dashboard: Page;
let sites: BrowserContext;
let widgetId = '';

async function publishFlow(): Promise<void> {
  const created = await owner.post('/api/flows', { name: 'Shop', channel: 'widget', channelAccountId: widgetId });
  const graph = {
    nodes: [
      { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { keywords: [{ text: 'hello', strictness: 'wide' }] } },
      { id: 'm1', type: 'NewMessageSet', position: { x: 250, y: 0 }, data: { items: [{ id: 't', kind: 'text', text: 'Hi! Our prices start at 10 USD.' }] } },
    ],
    edges: [{ id: 'e1', source: 'start', sourceHandle: 'next', target: 'm1' }],
  };
  expect((await owner.request('PUT', `/api/flows/${created.body.id}/draft`, { graph, revision: created.body.draftRevision })).status).toBe(200);
  expect((await owner.post(`/api/flows/${created.body.id}/publish`)).status).toBe(200);
}

beforeAll(async () => {
  t = await startTestPlatform();
  await new ApiClient(t.url).post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  owner = new ApiClient(t.url);
  await owner.post('/api/auth/register', { name: 'Sam Shop', email: 'sam@example.com', password: 'sam password 1' });
  const widget = await owner.post('/api/web-chat-widget/accounts', { name: 'Shop chat', title: 'Ask us', domains: ['https://shop.example.com'] });
  expect(widget.status).toBe(201);
  widgetId = widget.body.widgetId;
  await publishFlow();
  expect((await owner.post('/api/custom-variables', { name: 'City', scope: 'user' })).status).toBe(201);
  browser = await launchChromiumForSites();
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1400, height: 900 } });
  await context.addCookies([{ name: 'cm_session', value: owner.cookie('cm_session')!, url: t.url }]);
  dashboard = await context.newPage();
  sites = await browser.newContext({ viewport: { width: 1200, height: 800 } });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe("a widget subscriber's profile", () => {
  it('shows what the visitor said and the bot answered, and lets the owner edit a custom field', async () => {
    const site = await openSite(
      sites,
      'https://shop.example.com/',
      `<script src="${t.url}/api/web-chat-widget/widget.js" data-widget-id="${widgetId}" async></script>`,
    );
    await site.getByRole('button', { name: 'Open chat' }).click();
    const chat = site.getByRole('dialog', { name: 'Ask us' });
    await chat.getByLabel('Message').fill('hello, how much is tea?');
    await chat.getByLabel('Message').press('Enter');
    await chat.getByRole('log', { name: 'Conversation' }).getByText('Hi! Our prices start at 10 USD.').waitFor({ timeout: 20_000 });
    await site.close();

    await dashboard.goto('/web-chat-widget/subscribers');
    const table = dashboard.getByRole('table', { name: 'Widget subscribers' });
    const open = table.getByRole('link', { name: /^Open the profile of Visitor / });
    await open.waitFor();
    // Rows open with the keyboard: the name is a link.
    await open.focus();
    await dashboard.keyboard.press('Enter');
    await dashboard.waitForURL(/\/web-chat-widget\/subscribers\/\d+$/);
    await dashboard.getByRole('heading', { level: 1, name: /^Visitor / }).waitFor();
    await dashboard.getByText('Web Chat Widget · Shop chat').waitFor();

    const conversation = dashboard.getByRole('list', { name: 'Conversation' });
    await conversation.getByText('hello, how much is tea?').waitFor();
    await conversation.getByText('Hi! Our prices start at 10 USD.').waitFor();
    expect(await conversation.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('hello, how much is tea?'),
      expect.stringContaining('Hi! Our prices start at 10 USD.'),
    ]);
    await dashboard.getByRole('list', { name: 'Flows' }).getByText('Shop').waitFor();

    const fields = dashboard.getByRole('region', { name: 'Custom fields' });
    await fields.getByText('No value').waitFor();
    await fields.getByRole('button', { name: 'Edit City' }).click();
    const input = fields.getByLabel('Value of City');
    await input.fill('x'.repeat(501));
    await fields.getByRole('button', { name: 'Save' }).click();
    await fields.getByText('A value has at most 500 characters.').waitFor();
    await input.fill('Manila');
    await input.press('Enter');
    await dashboard.getByText('City saved.').waitFor();
    await fields.getByText('Manila').waitFor();

    // It is stored: a reload shows it, and the list API returns it.
    await dashboard.reload();
    await dashboard.getByRole('region', { name: 'Custom fields' }).getByText('Manila').waitFor();
    const list = await owner.get('/api/web-chat-widget/subscribers');
    expect(list.body.items[0].customFields).toEqual({ City: 'Manila' });
  }, 120_000);

  it('shows a message that could not go out as not delivered, with the reason', async () => {
    // What the send job records when the channel's render refuses a message (tests/integration/flows/runtimeFailedSends.test.ts).
    const reason = 'This message has 11 buttons; the web chat widget shows at most 10.';
    await t.platform.db.em().execute(
      `insert into "outbound_message" ("account_id", "subscriber_id", "channel", "channel_account_id", "node_id", "idempotency_key", "step_key", "position", "message", "state", "error", "failure")
       select s."account_id", s."id", s."channel", s."channel_account_id", 'm1', 'e2e-failed', 'e2e-step', 0, cast(:message as jsonb), 'failed', :reason, 'unrenderable'
         from "subscriber" s where s."channel" = 'widget' and s."channel_account_id" = :widgetId`,
      { widgetId, reason, message: JSON.stringify({ kind: 'text', text: 'Pick a size' }) },
    );
    await dashboard.reload();
    const conversation = dashboard.getByRole('list', { name: 'Conversation' });
    const failed = conversation.getByRole('listitem').filter({ hasText: 'Pick a size' });
    await failed.waitFor();
    expect(await failed.innerText()).toContain('Not delivered');
    expect(await failed.getByTestId('message-failure').innerText()).toBe(`The channel cannot show this message: ${reason}`);
  }, 60_000);
});
