import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';
import { embedSnippet } from '../../plugins/web-chat-widget/src/web/embedSnippet.ts';
import { eventually, launchChromiumForSites, openSite } from '../support/widgetSites.ts';

/**
 * The web chat widget in Chromium: an owner adds a widget in the dashboard and copies its
 * snippet; a page on the widget's site embeds it, opens the chat, and a published flow answers
 * through the widget socket (keyword, then a button click); a page on another site shows
 * nothing; an iframe widget draws where its snippet stands. The sites are served by Playwright
 * at https addresses, loading the script from the product on 127.0.0.1 (loopback is exempt from
 * mixed-content blocking).
 */
let t: TestPlatform;
let browser: Browser;
let owner: ApiClient;
let dashboard: Page;
let sites: BrowserContext;

beforeAll(async () => {
  t = await startTestPlatform();
  await new ApiClient(t.url).post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  owner = new ApiClient(t.url);
  await owner.post('/api/auth/register', { name: 'Sam Shop', email: 'sam@example.com', password: 'sam password 1' });
  browser = await launchChromiumForSites();
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1400, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addCookies([{ name: 'cm_session', value: owner.cookie('cm_session')!, url: t.url }]);
  dashboard = await context.newPage();
  sites = await browser.newContext({ viewport: { width: 1200, height: 800 } });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

async function publishFlow(widgetId: string): Promise<void> {
  const created = await owner.post('/api/flows', { name: 'Shop', channel: 'widget', channelAccountId: widgetId });
  const graph = {
    nodes: [
      { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { keywords: [{ text: 'hello', strictness: 'wide' }] } },
      {
        id: 'm1',
        type: 'NewMessageSet',
        position: { x: 250, y: 0 },
        data: { items: [{ id: 'b', kind: 'buttons', text: 'Hi! What are you after?', buttons: [{ id: 'prices', type: 'next_step', title: 'Prices' }] }] },
      },
      {
        id: 'm2',
        type: 'NewMessageSet',
        position: { x: 500, y: 0 },
        data: {
          items: [
            { id: 't', kind: 'text', text: 'Our prices start at 10 USD.' },
            {
              id: 'c',
              kind: 'carousel',
              cards: [
                {
                  id: 'tea',
                  title: 'Green tea',
                  subtitle: '10 USD',
                  imageUrl: 'https://shop.example.com/tea.png',
                  buttons: [{ id: 'shop', type: 'url', title: 'Buy tea', url: 'https://shop.example.com/tea' }],
                },
                { id: 'cake', title: 'Cheesecake', subtitle: '12 USD', buttons: [] },
              ],
            },
            {
              id: 'q',
              kind: 'quickReplies',
              text: 'Want a coupon?',
              replies: [
                { id: 'yes', type: 'next_step', title: 'Yes please' },
                { id: 'no', type: 'next_step', title: 'No thanks' },
              ],
            },
          ],
        },
      },
      { id: 'm3', type: 'NewMessageSet', position: { x: 750, y: 0 }, data: { items: [{ id: 't', kind: 'text', text: 'Here is 10% off: SHOP10' }] } },
    ],
    edges: [
      { id: 'e1', source: 'start', sourceHandle: 'next', target: 'm1' },
      { id: 'e2', source: 'm1', sourceHandle: 'button:prices', target: 'm2' },
      { id: 'e3', source: 'm2', sourceHandle: 'reply:yes', target: 'm3' },
    ],
  };
  expect((await owner.request('PUT', `/api/flows/${created.body.id}/draft`, { graph, revision: created.body.draftRevision })).status).toBe(200);
  expect((await owner.post(`/api/flows/${created.body.id}/publish`)).status).toBe(200);
}

describe('the web chat widget', () => {
  let snippet = '';
  let widgetId = '';

  it('is added in the dashboard, refusing an http site, and shows its embed snippet', async () => {
    await dashboard.goto('/');
    const menu = dashboard.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: /Web Chat Widget/ }).click();
    await menu.getByRole('link', { name: 'Accounts' }).click();
    await dashboard.waitForURL('**/web-chat-widget/accounts');
    await dashboard.getByText('No chat widget yet.', { exact: false }).waitFor();
    await dashboard.getByRole('button', { name: 'New widget' }).first().click();
    await dashboard.waitForURL('**/web-chat-widget/accounts/write');
    await dashboard.getByLabel('Name').fill('Shop chat');
    await dashboard.getByLabel('Title', { exact: true }).fill('Ask us');
    const domains = dashboard.getByLabel('Domains');
    // The hint says why https, and where http is fine.
    await dashboard.getByText('only your own computer (localhost, *.localhost, 127.0.0.1) may use http', { exact: false }).waitFor();
    await domains.fill('http://shop.example.com');
    await domains.press('Enter');
    await dashboard.getByRole('button', { name: 'Save' }).click();
    await dashboard.getByText('Insecure Domain').waitFor();
    await dashboard.locator('.p-chips-token-icon').first().click();
    await domains.fill('https://shop.example.com');
    await domains.press('Enter');
    await dashboard.getByRole('button', { name: 'Save' }).click();
    await dashboard.waitForURL('**/web-chat-widget/accounts/write?id=*');
    const box = dashboard.getByLabel('Embed snippet');
    snippet = await eventually(
      () => box.inputValue(),
      (value) => value.includes('data-widget-id='),
    );
    expect(snippet).toMatch(new RegExp(`^<script src="${t.url}/api/web-chat-widget/widget.js" data-widget-id="[A-Za-z0-9_-]{16}" async></script>$`));
    widgetId = /data-widget-id="([^"]+)"/.exec(snippet)![1]!;
    await dashboard.getByRole('button', { name: 'Copy' }).click();
    await dashboard.getByText('Snippet copied').waitFor();
  });

  it('chats on a page of its site: a published flow answers the keyword, then the button clicked', async () => {
    await publishFlow(widgetId);
    const page = await openSite(sites, 'https://shop.example.com/', snippet);
    const launcher = page.getByRole('button', { name: 'Open chat' });
    await launcher.click();
    const chat = page.getByRole('dialog', { name: 'Ask us' });
    await chat.getByLabel('Message').fill('hello there');
    await chat.getByLabel('Message').press('Enter');
    const log = chat.getByRole('log', { name: 'Conversation' });
    await log.getByText('hello there').waitFor();
    await log.getByText('Hi! What are you after?').waitFor({ timeout: 20_000 });
    await log.getByRole('button', { name: 'Prices' }).click();
    await log.getByText('Our prices start at 10 USD.').waitFor({ timeout: 20_000 });
    // A carousel of cards with their links, then quick replies under the last message only.
    const cards = log.getByRole('list', { name: '2 cards' });
    await cards.getByText('Green tea').waitFor({ timeout: 20_000 });
    expect(await cards.getByRole('link', { name: 'Buy tea' }).getAttribute('href')).toBe('https://shop.example.com/tea');
    const replies = log.getByRole('group', { name: 'Quick replies' });
    await replies.getByRole('button', { name: 'Yes please' }).click({ timeout: 20_000 });
    await log.getByText('Here is 10% off: SHOP10').waitFor({ timeout: 20_000 });
    expect(await replies.count()).toBe(0);
    // Escape closes the chat and gives the focus back to the bubble.
    await page.keyboard.press('Escape');
    expect(await eventually(() => chat.isHidden(), Boolean)).toBe(true);
    expect(await launcher.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);

    // A reload keeps the visitor and the conversation.
    await page.reload();
    await page.getByRole('button', { name: 'Open chat' }).click();
    await page.getByRole('dialog', { name: 'Ask us' }).getByText('Our prices start at 10 USD.').waitFor();
    await page.close();
  });

  it('draws its launcher icon inline on a plain page, as a picture and not as a character of a font it may not have', async () => {
    const fonts: string[] = [];
    const page = await sites.newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf|eot)(\?|$)/.test(request.url())) fonts.push(request.url());
    });
    await page.route('https://shop.example.com/plain', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Plain</title></head><body><p>Plain page</p>${snippet}</body></html>`,
      }),
    );
    await page.goto('https://shop.example.com/plain');
    const launcher = page.getByRole('button', { name: 'Open chat' });
    await launcher.waitFor();
    const drawn = await launcher.evaluate((button) => {
      const svg = button.querySelector('svg');
      const box = svg?.getBoundingClientRect();
      // What the button says in characters, its unread badge aside: nothing (the name is its aria-label).
      const text = [...button.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim();
      return { svg: Boolean(svg?.querySelector('path')), width: box?.width ?? 0, height: box?.height ?? 0, text };
    });
    expect(drawn).toEqual({ svg: true, width: 28, height: 28, text: '' });
    await page.waitForLoadState('networkidle');
    expect(fonts).toEqual([]);
    await page.close();
  });

  it('shows nothing on a page of another site, and says why in the console', async () => {
    const warnings: string[] = [];
    const page = await sites.newPage();
    page.on('console', (message) => warnings.push(message.text()));
    await page.route('https://evil.example.net/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><html><body><h1>Not the shop</h1>${snippet}</body></html>` }),
    );
    await page.goto('https://evil.example.net/');
    const said = await eventually(
      () => warnings.join('\n'),
      (text) => text.includes('list of domains'),
    );
    expect(said).toContain("Chat widget: This site (https://evil.example.net) is not on the widget's list of domains.");
    expect(await page.getByRole('button', { name: 'Open chat' }).count()).toBe(0);
    await page.close();
  });

  it('draws an iframe widget where its snippet stands, open', async () => {
    const res = await owner.post('/api/web-chat-widget/accounts', {
      name: 'Inline',
      title: 'Inline help',
      embedMode: 'iframe',
      domains: ['https://docs.example.com'],
    });
    expect(res.status).toBe(201);
    const page = await openSite(
      sites,
      'https://docs.example.com/',
      `<div id="help"></div><script src="${t.url}/api/web-chat-widget/widget.js" data-widget-id="${res.body.widgetId}" data-target="#help" async></script>`,
    );
    const frame = page.frameLocator('#help iframe[title="Inline help"]');
    await frame.getByRole('region', { name: 'Inline help' }).waitFor();
    await frame.getByLabel('Message').fill('anyone?');
    await frame.getByRole('button', { name: 'Send' }).click();
    await frame.getByRole('log', { name: 'Conversation' }).getByText('anyone?').waitFor();
    await page.close();
  });

  it('runs on a page of the owner’s own machine over http (localhost, with its port), and not on another port', async () => {
    const res = await owner.post('/api/web-chat-widget/accounts', { name: 'Local try', title: 'Local help', domains: ['http://localhost:5173'] });
    expect(res.status).toBe(201);
    expect(res.body.domains).toEqual(['http://localhost:5173']);
    const page = await openSite(sites, 'http://localhost:5173/', embedSnippet(t.url, res.body.widgetId));
    // The bubble shows once the socket is open (a refused page shows nothing).
    await page.getByRole('button', { name: 'Open chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Local help' });
    await chat.getByLabel('Message').fill('trying it locally');
    await chat.getByLabel('Message').press('Enter');
    await chat.getByRole('log', { name: 'Conversation' }).getByText('trying it locally').waitFor();
    await page.close();

    const warnings: string[] = [];
    const elsewhere = await sites.newPage();
    elsewhere.on('console', (message) => warnings.push(message.text()));
    await elsewhere.route('http://localhost:3000/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><body><h1>Another app</h1>${embedSnippet(t.url, res.body.widgetId)}</body></html>`,
      }),
    );
    await elsewhere.goto('http://localhost:3000/');
    expect(
      await eventually(
        () => warnings.join('\n'),
        (text) => text.includes('list of domains'),
      ),
    ).toContain('This site (http://localhost:3000) is not on the widget');
    expect(await elsewhere.getByRole('button', { name: 'Open chat' }).count()).toBe(0);
    await elsewhere.close();
  });
});
