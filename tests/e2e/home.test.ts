import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * The owner's home ("/") on a phone, 412 px wide: a fresh owner sees the getting-started
 * checklist with nothing done and empty states that say what to do; once a flow is published,
 * a contact is in and subscribers have written, the steps are ticked and the counts and the
 * chart (and its words) change. The realtime debug card and the password form are gone from it.
 */
const password = 'owner password 1';
const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };

let t: TestPlatform;
let browser: Browser;
let owner: ApiClient;
let accountId: number;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  t = await startTestPlatform();
  await new ApiClient(t.url).post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password });
  owner = new ApiClient(t.url);
  const registered = await owner.post('/api/auth/register', { name: 'Hugo Home', email: 'hugo@example.com', password });
  accountId = registered.body.user.accountId;
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: t.url, ...phone });
  await context.addCookies([{ name: 'cm_session', value: owner.cookie('cm_session')!, url: t.url }]);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const checklist = () => page.getByRole('region', { name: 'Get started' });
const step = (name: string) => page.getByTestId(`home-step-${name}`);
const chart = () => page.getByTestId('home-chart').getByRole('img');
const countsOf = async (metric: string) => (await page.getByTestId(`home-count-${metric}`).locator('td').allInnerTexts()).map((text) => text.trim());

async function publishWidgetFlow(): Promise<void> {
  const widget = await owner.post('/api/web-chat-widget/accounts', { name: 'Shop chat', title: 'Ask us', domains: ['https://shop.example.com'] });
  expect(widget.status).toBe(201);
  const flow = await owner.post('/api/flows', { name: 'Greeting', channel: 'widget', channelAccountId: widget.body.widgetId });
  expect(flow.status).toBe(201);
  const graph = {
    nodes: [
      { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { keywords: [{ text: 'hello', strictness: 'match' }] } },
      { id: 'm1', type: 'NewMessageSet', position: { x: 250, y: 0 }, data: { items: [{ id: 't1', kind: 'text', text: 'Hi there' }] } },
    ],
    edges: [{ id: 'e1', source: 'start', sourceHandle: 'next', target: 'm1' }],
  };
  expect((await owner.request('PUT', `/api/flows/${flow.body.id}/draft`, { graph, revision: flow.body.draftRevision })).status).toBe(200);
  expect((await owner.post(`/api/flows/${flow.body.id}/publish`)).status).toBe(200);
  // Two visitors wrote today, one of them twice.
  const em = t.platform.db.em();
  for (const visitor of ['v1', 'v2']) {
    await em.execute(
      `insert into "subscriber" ("account_id", "channel", "channel_account_id", "external_id") values (${accountId}, 'widget', '${widget.body.widgetId}', '${visitor}')`,
    );
  }
  for (const [index, visitor] of ['v1', 'v1', 'v2'].entries()) {
    await em.execute(
      `insert into "inbound_event" ("account_id", "channel", "channel_account_id", "event_id", "subscriber_external_id", "kind", "payload") values (${accountId}, 'widget', '${widget.body.widgetId}', 'e${index}', '${visitor}', 'message', '{}')`,
    );
  }
}

describe('the home', () => {
  it('shows a fresh owner the checklist with nothing done, and empty states that say what to do', async () => {
    await page.goto('/');
    await page.getByText('Welcome, Hugo Home').waitFor();
    await checklist().getByText('0 of 3 done').waitFor();
    for (const name of ['connectChannel', 'publishFlow', 'importContacts']) expect(await step(name).getAttribute('data-done')).toBe('false');
    await step('importContacts').getByText('Import your contacts').waitFor();
    await checklist().getByText('(not done yet)').first().waitFor({ state: 'attached' });

    const channels = page.getByRole('region', { name: 'Your channels' });
    await channels.getByText('Nothing connected yet.').waitFor();
    // Messenger needs the operator's Meta app, which this server lacks: no link to connect it.
    await channels.getByText('Messenger is not set up on this server yet.').waitFor();
    expect(await channels.getByRole('link', { name: 'Connect Web Chat Widget' }).getAttribute('href')).toBe('/web-chat-widget/accounts');
    const flows = page.getByRole('region', { name: 'Recent flows' });
    await flows.getByText('You have no flows yet.').waitFor();
    expect(await flows.getByRole('link', { name: 'Build your first flow' }).getAttribute('href')).toBe('/web-chat-widget/flow-builder');

    expect(await countsOf('messages')).toEqual(['0', '0']);
    // The chart's words: what it shows, and that it is empty.
    expect(await chart().getAttribute('aria-labelledby')).toBeTruthy();
    await page.getByRole('img', { name: 'Messages per day over the last 30 days. None yet.' }).waitFor();

    // The realtime debug card and the password form live elsewhere now.
    expect(await page.getByText('Realtime', { exact: false }).count()).toBe(0);
    expect(await page.getByLabel('Current password').count()).toBe(0);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  });

  it('ticks the steps off and counts the activity once there is some', async () => {
    await publishWidgetFlow();
    expect((await owner.post('/api/contacts/contacts', { email: 'first@example.com' })).status).toBe(201);
    // Opened on `/`, the figures are asked for once, at start beside the session (not after its answer).
    const homeRequests: string[] = [];
    const order: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/home') homeRequests.push(path);
      if (path === '/api/home' || path === '/api/auth/session') order.push(`ask ${path}`);
    });
    page.on('response', (response) => new URL(response.url()).pathname === '/api/auth/session' && order.push('session answered'));
    await page.reload();
    await checklist().getByText('3 of 3 done').waitFor();
    expect(homeRequests).toHaveLength(1);
    expect(order.indexOf('ask /api/home')).toBeLessThan(order.indexOf('session answered'));
    for (const name of ['connectChannel', 'publishFlow', 'importContacts']) expect(await step(name).getAttribute('data-done')).toBe('true');

    const channels = page.getByRole('region', { name: 'Your channels' });
    await channels.getByText('Shop chat').waitFor();
    await channels.getByText('Connected', { exact: true }).waitFor();
    const flows = page.getByRole('region', { name: 'Recent flows' });
    await flows.getByRole('link', { name: 'Greeting' }).waitFor();
    await flows.getByText('Published').waitFor();

    expect(await countsOf('messages')).toEqual(['3', '3']);
    expect(await countsOf('subscribers')).toEqual(['2', '2']);
    const summary = await page.getByTestId('home-chart').locator('figcaption').innerText();
    expect(summary).toMatch(/^Messages per day over the last 30 days\. 3 in all; the busiest day was .+ with 3\.$/);

    // The chart's metric is chosen from the keyboard, and its words follow.
    const subscribers = page.getByRole('button', { name: 'Subscribers' });
    await subscribers.focus();
    await page.keyboard.press('Enter');
    expect(await subscribers.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('img', { name: /^New subscribers per day over the last 30 days\. 2 in all/ }).waitFor();
    // The figures are in a table too, for whoever wants them exactly.
    await page.getByText('Show the figures as a table').click();
    const table = page.getByTestId('home-chart').getByRole('table');
    expect(await table.getByRole('row').count()).toBe(31);

    // Back on the home from another screen, it asks afresh rather than showing the start's figures.
    await page.getByRole('region', { name: 'Developers' }).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
    const askedAgain = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/home', { timeout: 10_000 });
    await page.goBack();
    await askedAgain;
    await checklist().getByText('3 of 3 done').waitFor();
    expect(homeRequests).toHaveLength(2);
  });
});
