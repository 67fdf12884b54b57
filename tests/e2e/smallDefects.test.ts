import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { UserSchema } from '../../core/src/db/entities/User.ts';
import { flowEditorPath } from '../../sdk/src/web/flows/openFlowEditor.ts';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { flowEditorHelpers } from '../support/flowEditor.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Issue 21's smaller defects that are about what the screen shows: the two welcome settings
 * say what each does and which wins, where each is set; a long menu label wraps instead of
 * being cut; an API path breaks after a slash, never mid-word; the admin's user table gives a
 * sign-up the day of the server's zone, as the reports' chart counts it, whatever the browser's.
 */
const serverZone = 'Asia/Manila';
/** 20:00 UTC: the next day in Manila, the same day in New York (the browser's zone below). */
const signedUpAt = new Date('2026-03-01T20:00:00Z');
const whoWins = /wins over/;

let t: TestPlatform;
let browser: Browser;
let page: Page;
let admin: ApiClient;

beforeAll(async () => {
  t = await startTestPlatform({ TZ_SERVER: serverZone });
  admin = new ApiClient(t.url);
  expect((await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' })).status).toBe(201);
  const owner = new ApiClient(t.url);
  expect((await owner.post('/api/auth/register', { name: 'Nate Night', email: 'nate@example.com', password: 'nate password 1' })).status).toBe(201);
  const em = t.platform.db.em();
  await em.nativeUpdate(UserSchema, { email: 'nate@example.com' }, { createdAt: signedUpAt });
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1280, height: 860 }, timezoneId: 'America/New_York' });
  await context.addCookies([{ name: 'cm_session', value: admin.cookie('cm_session')!, url: t.url }]);
  page = await context.newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const { side, nodeId, selectNode } = flowEditorHelpers(() => page);

describe('what the screens show', () => {
  it("explains the Start step's Welcome and the widget's welcome flow, and which wins, at both places", async () => {
    const widget = await admin.post('/api/web-chat-widget/accounts', { name: 'Shop chat', title: 'Shop', domains: ['https://shop.example.com'] });
    expect(widget.status).toBe(201);
    const flow = await admin.post('/api/flows', { name: 'Hello', channel: 'widget', channelAccountId: widget.body.widgetId });
    await page.goto(flowEditorPath({ id: flow.body.id, name: 'Hello', channel: 'widget', channelAccountId: widget.body.widgetId }));
    await selectNode(await nodeId('Reference'));
    await side().getByText(whoWins).waitFor();
    expect(await side().getByText(whoWins).innerText()).toContain('Defaults screen');

    await page.goto('/web-chat-widget/defaults');
    await page.getByLabel('Welcome flow').waitFor();
    const help = page.getByText(whoWins);
    expect(await help.innerText()).toContain("Welcome setting of a flow's Start step");
  });

  it('wraps a long menu label instead of cutting it', async () => {
    await page.goto('/');
    const label = page.getByRole('navigation', { name: 'Main menu' }).locator('.nav-label', { hasText: 'Web Chat Widget' }).first();
    await label.waitFor();
    const fits = await label.evaluate((element) => element.scrollWidth <= element.clientWidth + 1 && getComputedStyle(element).textOverflow !== 'ellipsis');
    expect(fits).toBe(true);
  });

  it('breaks an API path only after a slash', async () => {
    await page.goto('/developers/api');
    const path = page.locator('code.api-path', { hasText: '/api/web-chat-widget/subscribers/' }).first();
    await path.waitFor({ state: 'attached' });
    // Every segment stays whole: the only break opportunities are the <wbr> after each slash.
    const html = await path.evaluate((element) => element.innerHTML);
    expect(html).toMatch(/\/<wbr>/);
    expect(await path.evaluate((element) => getComputedStyle(element).wordBreak)).not.toBe('break-all');
  });

  it("shows a sign-up on the server zone's day in the admin's user table, as the reports count it", async () => {
    await page.goto('/admin');
    await page.getByText(`Dates are in the server's time zone, ${serverZone}, as in the reports.`).waitFor();
    await page.getByLabel('Search users').fill('nate');
    const row = page.getByRole('row').filter({ hasText: 'nate@example.com' });
    // Mar 2 in Manila; the browser (New York) would say Mar 1.
    await row.getByRole('cell', { name: 'Mar 2, 2026' }).waitFor();
    expect(await row.getByRole('cell', { name: 'Mar 1, 2026' }).count()).toBe(0);
  });
});
