import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { flowEditorPath } from '../../sdk/src/web/flows/openFlowEditor.ts';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Arabic lays the dashboard out right to left: a browser that prefers Arabic gets the Arabic
 * texts, `dir="rtl"` on the page, the side menu on the right and the content on its left; each
 * screen is photographed (under .tmp/screenshots, for a person to look at) and its geometry is
 * checked, so a mirrored layout that broke fails here.
 */
const root = resolve(import.meta.dirname, '../..');
const shots = join(root, '.tmp', 'screenshots');
const arabic = JSON.parse(readFileSync(join(root, 'web/src/i18n/locales/ar.json'), 'utf8')) as { login: { title: string } };
const password = 'correct horse 1';
const viewport = { width: 1280, height: 860 };

let t: TestPlatform;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let owner: ApiClient;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  t = await startTestPlatform();
  await new ApiClient(t.url).post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password });
  owner = new ApiClient(t.url);
  expect((await owner.post('/api/auth/register', { name: 'Olivia Owner', email: 'olivia@example.com', password })).status).toBe(201);
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: t.url, viewport, locale: 'ar' });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function direction(): Promise<{ dir: string; lang: string }> {
  return page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));
}

describe('Arabic, right to left', () => {
  it('shows the login page in Arabic, mirrored', async () => {
    await page.goto('/home/login');
    await page.getByRole('heading', { name: arabic.login.title }).waitFor();
    expect(await direction()).toEqual({ dir: 'rtl', lang: 'ar' });
    const email = await page.locator('input[type="email"]').boundingBox();
    const label = await page.locator('label[for]').first().boundingBox();
    expect(email && label).toBeTruthy();
    // A label starts at the right edge of its field, as Arabic is read.
    expect(Math.abs(label!.x + label!.width - (email!.x + email!.width))).toBeLessThan(24);
    await page.screenshot({ path: join(shots, 'rtl-login.png') });
  });

  it('puts the side menu on the right of the dashboard, and the content on its left', async () => {
    await context.addCookies([{ name: 'cm_session', value: owner.cookie('cm_session')!, url: t.url }]);
    await page.goto('/');
    const menu = page.getByRole('navigation').first();
    await menu.waitFor();
    expect(await direction()).toEqual({ dir: 'rtl', lang: 'ar' });
    const side = await page.locator('.app-side').boundingBox();
    const main = await page.locator('#main-content').boundingBox();
    expect(side && main).toBeTruthy();
    expect(side!.x + side!.width).toBeGreaterThan(viewport.width - 4);
    expect(main!.x + main!.width).toBeLessThanOrEqual(side!.x + 1);
    // No English left in the menu: every entry has an Arabic letter. Plugins' entries (Contacts
    // among them) come with the plugin list at idle time, blank until their modules brought their
    // names: wait for them, up to 30 s (a CI machine running several browsers at once can take
    // that long). Meanwhile no entry ever shows a text key.
    const labels = page.locator('.side-nav .nav-label');
    const pluginEntry = page.locator('.side-nav a[href="/contacts/contact-list"]');
    const keysSeen = new Set<string>();
    const notArabic = async () => {
      const texts = await labels.allInnerTexts();
      for (const text of texts) if (/^[a-z][\w-]*(\.[\w-]+)+$/.test(text.trim())) keysSeen.add(text.trim());
      return texts.filter((text) => !/[\u0600-\u06FF]/.test(text));
    };
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && ((await pluginEntry.count()) === 0 || (await notArabic()).length > 0)) await page.waitForTimeout(50);
    expect([...keysSeen]).toEqual([]);
    expect(await labels.count()).toBeGreaterThan(3);
    expect(await notArabic()).toEqual([]);
    await page.screenshot({ path: join(shots, 'rtl-dashboard.png') });
  });

  it('mirrors a table screen with its search box', async () => {
    await page.goto('/contacts/contact-list');
    const search = page.locator('input[type="search"], .p-inputtext').first();
    await search.waitFor();
    const icon = await page.locator('.pi-search').first().boundingBox();
    const box = await search.boundingBox();
    expect(icon && box).toBeTruthy();
    // The search icon sits at the start of the box, which is its right end.
    expect(icon!.x).toBeGreaterThan(box!.x + box!.width / 2);
    await page.screenshot({ path: join(shots, 'rtl-contacts.png'), fullPage: true });
  });

  it('mirrors the flow editor around a canvas that keeps its left-to-right geometry', async () => {
    const widget = await owner.post('/api/web-chat-widget/accounts', { name: 'متجر', title: 'متجر', domains: ['https://shop.example.com'] });
    expect(widget.status).toBe(201);
    const flow = await owner.post('/api/flows', { name: 'ترحيب', channel: 'widget', channelAccountId: widget.body.widgetId });
    expect(flow.status).toBe(201);
    await page.goto(flowEditorPath({ id: flow.body.id, name: 'ترحيب', channel: 'widget', channelAccountId: widget.body.widgetId }));
    await page.getByRole('heading', { name: 'ترحيب' }).waitFor();
    await page.locator('.react-flow__node').first().waitFor();
    expect(await direction()).toEqual({ dir: 'rtl', lang: 'ar' });
    const side = await page.locator('.fb-side').boundingBox();
    const canvas = await page.locator('.fb-canvas-wrap').boundingBox();
    expect(side && canvas).toBeTruthy();
    // The side panel comes first in reading order: on the left in Arabic.
    expect(side!.x + side!.width).toBeLessThanOrEqual(canvas!.x + 1);
    // Inside the canvas, flows still run left to right (outputs on a node's right side).
    expect(await page.locator('.react-flow').evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await page.screenshot({ path: join(shots, 'rtl-flow-editor.png') });
  });
});
