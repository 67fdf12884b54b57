import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Issue 21: a flow runs on one widget, so a new owner is not left with flows that run nowhere.
 * With no widget yet, Flow Builder says so and leads to adding one; a flow made before its
 * widget (as the old New flow dialog made them) shows that it runs nowhere and is moved onto
 * the widget; New flow and Clone ask for the widget (preselected); the moved flow is then one
 * of the welcome choices of the widget's defaults.
 */
let t: TestPlatform;
let browser: Browser;
let owner: ApiClient;
let page: Page;

beforeAll(async () => {
  t = await startTestPlatform();
  expect((await new ApiClient(t.url).post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' })).status).toBe(201);
  owner = new ApiClient(t.url);
  expect((await owner.post('/api/auth/register', { name: 'Nina New', email: 'nina@example.com', password: 'nina password 1' })).status).toBe(201);
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1400, height: 900 } });
  await context.addCookies([{ name: 'cm_session', value: owner.cookie('cm_session')!, url: t.url }]);
  page = await context.newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const table = () => page.getByRole('table', { name: 'Widget flows' });
const row = (name: string) =>
  table()
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Open ${name} in the Flow Builder`, exact: true }) });
const toast = (text: string) => page.locator('.p-toast-message').filter({ hasText: text });
const flowsNamed = async (name: string) =>
  ((await owner.get('/api/flows?channel=widget')).body.items as Array<{ id: number; name: string; channelAccountId: string | null }>).filter(
    (flow) => flow.name === name,
  );

describe('widget flows and the widget they run on', () => {
  let widgetId = '';

  it('says a flow needs a widget when there is none, instead of making a flow that runs nowhere', async () => {
    await page.goto('/web-chat-widget/flow-builder');
    await page.getByRole('heading', { name: 'Web Chat Widget Flows' }).waitFor();
    await page.getByText('A flow runs on a widget account. Add your first widget, then make its flows.').waitFor();
    await page.getByRole('button', { name: 'New widget' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'New flow' }).count()).toBe(0);
  });

  it('marks a flow made before its widget as running nowhere, and leads to adding the widget', async () => {
    expect((await owner.post('/api/flows', { name: 'Early welcome', channel: 'widget' })).status).toBe(201);
    // While the widgets load, the list says nothing about where the flow runs and offers no Clone (CI once saw both before the answer).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/web-chat-widget/accounts*', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await row('Early welcome').waitFor();
    expect(await row('Early welcome').getByText('Runs nowhere').count()).toBe(0);
    expect(await row('Early welcome').getByRole('button', { name: 'Clone Early welcome' }).count()).toBe(0);
    release(); // the route stays: held is settled, so later loads pass at once
    await row('Early welcome').getByText('Runs nowhere').waitFor();
    // Nothing to move it to yet, and no way to make another one like it.
    expect(await row('Early welcome').getByRole('button', { name: 'Move Early welcome to…' }).count()).toBe(0);
    expect(await row('Early welcome').getByRole('button', { name: 'Clone Early welcome' }).count()).toBe(0);

    await page.getByRole('button', { name: 'New widget' }).click();
    await page.waitForURL('**/web-chat-widget/accounts/write');
    await page.getByLabel('Name').fill('Shop chat');
    await page.getByLabel('Title', { exact: true }).fill('Ask us');
    const domains = page.getByLabel('Domains');
    await domains.fill('https://shop.example.com');
    await domains.press('Enter');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/web-chat-widget/accounts/write?id=*');
    widgetId = (await owner.get('/api/web-chat-widget/accounts')).body.items[0].widgetId;
  });

  it('moves the early flow onto the widget, which the dialog offers first', async () => {
    await page.goto('/web-chat-widget/flow-builder');
    await row('Early welcome').getByRole('button', { name: 'Move Early welcome to…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Early welcome to…' });
    expect(await dialog.getByLabel('Widget account').inputValue()).toBe(widgetId);
    await dialog.getByRole('button', { name: 'Move' }).click();
    await toast('Early welcome moved to Shop chat').waitFor();
    await row('Early welcome').getByRole('cell', { name: 'Shop chat' }).waitFor();
    expect((await flowsNamed('Early welcome'))[0]!.channelAccountId).toBe(widgetId);
  });

  it('creates a new flow on the widget, preselected in the New flow dialog', async () => {
    await page.getByRole('button', { name: 'New flow' }).click();
    const dialog = page.getByRole('dialog', { name: 'New flow' });
    await dialog.getByLabel('Name').fill('Order help');
    expect(await dialog.getByLabel('Widget account').inputValue()).toBe(widgetId);
    const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Create and open' }).click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).searchParams.get('page_id')).toBe(widgetId);
    await popup.close();
    expect((await flowsNamed('Order help'))[0]!.channelAccountId).toBe(widgetId);
  });

  it('clones a flow onto the widget chosen, its own preselected', async () => {
    await row('Order help').getByRole('button', { name: 'Clone Order help' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clone Order help to…' });
    expect(await dialog.getByLabel('Widget account').inputValue()).toBe(widgetId);
    await dialog.getByRole('button', { name: 'Clone' }).click();
    await toast('Order help (copy) created on Shop chat').waitFor();
    expect((await flowsNamed('Order help (copy)'))[0]!.channelAccountId).toBe(widgetId);
  });

  it("offers the moved flow as the widget's welcome flow", async () => {
    await page.goto('/web-chat-widget/defaults');
    const welcome = page.getByLabel('Welcome flow');
    await welcome.locator('option', { hasText: 'Early welcome' }).waitFor({ state: 'attached' });
    await welcome.selectOption({ label: 'Early welcome' });
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Defaults saved').waitFor();
    const widget = (await owner.get('/api/web-chat-widget/accounts')).body.items[0];
    const [early] = await flowsNamed('Early welcome');
    expect((await owner.get(`/api/web-chat-widget/accounts/${widget.id}/defaults`)).body).toMatchObject({ widgetId, welcomeFlowId: early!.id });
  });
});
