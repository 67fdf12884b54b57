import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { flowEditorHelpers } from '../support/flowEditor.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Issue 21's proof: a new owner's first path, in the product only. They sign up, open the Flow
 * Builder before any widget exists and are led to make the widget first (for a page of their own
 * machine, on plain http://localhost), come back, make a flow on it (the dialog preselects it),
 * build "What is your name?" saving the answer to the first name and "Thanks, {{first_name}}!"
 * with the variable picker, publish it, make it the welcome flow, paste the embed snippet the
 * product shows into a local page, and a visitor there reads 'Thanks, Ana!'.
 */
const reply = { timeout: 20_000 };

let t: TestPlatform;
let browser: Browser;
let dashboard: BrowserContext;
let page: Page;
let editor: Page;
let localSite: Server;
let siteOrigin = '';
/** The page the owner pastes the snippet into, served by a plain http server on this machine. */
let sitePage = '<!doctype html><html lang="en"><head><title>My shop</title></head><body><h1>My shop</h1></body></html>';

beforeAll(async () => {
  t = await startTestPlatform();
  expect((await new ApiClient(t.url).post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' })).status).toBe(201);
  localSite = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(sitePage));
  await new Promise<void>((resolve) => localSite.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://localhost:${(localSite.address() as AddressInfo).port}`;
  browser = await launchChromium();
  dashboard = await browser.newContext({ baseURL: t.url, viewport: { width: 1400, height: 900 } });
  page = await dashboard.newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
  await new Promise((resolve) => localSite?.close(resolve));
});

const menu = () => page.getByRole('navigation', { name: 'Main menu' });
const { side, nodeId, dropNode, selectNode, connect, source, target, saved, fitView } = flowEditorHelpers(() => editor);

describe("a new owner's first bot, on a page of their own machine", () => {
  it('signs up', async () => {
    await page.goto('/home/register');
    await page.getByLabel('Name', { exact: true }).fill('Olga Owner');
    await page.getByLabel('Email', { exact: true }).fill('olga@example.com');
    await page.getByLabel('Password', { exact: true }).fill('olga password 1');
    await page.getByLabel('Confirm password', { exact: true }).fill('olga password 1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Welcome, Olga Owner').waitFor();
  });

  it('opens the Flow Builder first and is led to make the widget, for http://localhost', async () => {
    await menu().getByRole('button', { name: 'Web Chat Widget' }).click();
    await menu().getByRole('link', { name: 'Flow Builder' }).click();
    await page.getByText('A flow runs on a widget account. Add your first widget, then make its flows.').waitFor();
    await page.getByRole('button', { name: 'New widget' }).first().click();
    await page.waitForURL('**/web-chat-widget/accounts/write');
    await page.getByLabel('Name').fill('My shop chat');
    await page.getByLabel('Title', { exact: true }).fill('My shop');
    const domains = page.getByLabel('Domains');
    await domains.fill(siteOrigin);
    await domains.press('Enter');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/web-chat-widget/accounts/write?id=*');
    // The snippet the product shows, pasted into the owner's page.
    const snippet = await page.getByLabel('Embed snippet').inputValue();
    expect(snippet).toContain('<script');
    sitePage = sitePage.replace('</body>', `${snippet}</body>`);
  });

  it('makes a flow on the widget, which the New flow dialog preselects', async () => {
    await menu().getByRole('link', { name: 'Flow Builder' }).click();
    await page.getByRole('button', { name: 'New flow' }).click();
    const dialog = page.getByRole('dialog', { name: 'New flow' });
    await dialog.getByLabel('Name').fill('Greeting');
    expect(await dialog.getByLabel('Widget account').locator('option:checked').innerText()).toBe('My shop chat');
    [editor] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Create and open' }).click()]);
    await editor.setViewportSize({ width: 1300, height: 850 });
    await editor.getByRole('heading', { name: 'Greeting' }).waitFor();
  });

  it('builds the question and the personalised answer, and publishes', async () => {
    const start = await nodeId('Reference');
    // The Start step is in the middle; the conversation goes on to its right.
    const hello = await dropNode('Send Message', 'NewMessageSet', 0.8, 0.15);
    const ask = await dropNode('User Input', 'UserInput', 0.8, 0.5);
    const thanks = await dropNode('Send Message', 'NewMessageSet', 0.8, 0.85);
    await fitView();

    await selectNode(start);
    await side().getByLabel('Welcome', { exact: true }).check();

    await selectNode(hello);
    await side().getByRole('button', { name: 'Text', exact: true }).click();
    await side().getByRole('textbox', { name: 'Text', exact: true }).fill('Hello! I am the shop bot.');

    await selectNode(ask);
    await side().getByRole('textbox', { name: 'Question' }).fill('What is your name?');
    await side().getByLabel('Save the answer to subscriber field').selectOption({ label: 'First name' });

    await selectNode(thanks);
    await side().getByRole('button', { name: 'Text', exact: true }).click();
    const text = side().getByRole('textbox', { name: 'Text', exact: true });
    await text.fill('Thanks, ');
    await side()
      .locator('.fb-field', { has: editor.getByRole('textbox', { name: 'Text', exact: true }) })
      .getByRole('button', { name: 'Insert variable' })
      .click();
    const filter = side().getByRole('combobox', { name: 'Filter variables' });
    await filter.fill('first');
    await filter.press('Enter');
    await text.press('End');
    await editor.keyboard.type('!');
    expect(await text.inputValue()).toBe('Thanks, {{first_name}}!');

    await fitView();
    await connect(source(start, 'next'), target(hello), 1);
    await connect(source(hello, 'next'), target(ask), 2);
    await connect(source(ask, 'next'), target(thanks), 3);
    await saved();
    await editor.getByRole('button', { name: 'Publish' }).click();
    await editor.locator('.p-toast-message').filter({ hasText: 'Published as version 1' }).waitFor();
    await editor.close();
  });

  it('makes it the welcome flow of the widget', async () => {
    await menu().getByRole('link', { name: 'Defaults' }).click();
    await page.getByLabel('Welcome flow').selectOption({ label: 'Greeting' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.p-toast-message').filter({ hasText: 'Defaults saved' }).waitFor();
  });

  it("answers a visitor of the owner's local page by name", async () => {
    const visitor = await browser.newContext({ viewport: { width: 1200, height: 800 } });
    const site = await visitor.newPage();
    await site.goto(`${siteOrigin}/`);
    await site.getByRole('button', { name: 'Open chat' }).click();
    const chat = site.getByRole('dialog', { name: 'My shop' });
    const log = chat.getByRole('log', { name: 'Conversation' });
    const message = chat.getByLabel('Message');
    // The welcome flow greets a visitor who opens the chat for the first time.
    await log.getByText('Hello! I am the shop bot.').waitFor(reply);
    await log.getByText('What is your name?').waitFor(reply);
    await message.fill('Ana');
    await message.press('Enter');
    await log.getByText('Thanks, Ana!').waitFor(reply);
    expect(await log.getByText('{{first_name}}').count()).toBe(0);
    await visitor.close();
  });

  it('shows what Ana said on her subscriber profile', async () => {
    await menu().getByRole('link', { name: 'Subscribers' }).click();
    // Named as she answered, no more 'Visitor h47syfIT'.
    await page.getByRole('link', { name: 'Ana' }).click();
    await page.getByText('What is your name?').waitFor();
    await page.getByText('Thanks, Ana!').waitFor();
  });
});
