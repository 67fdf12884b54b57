import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { rightPassword, startIntegrationsWorld, type IntegrationsWorld } from '../integration/integrations/integrationsWorld.ts';

/**
 * The integrations screen in Chromium, with the fixture plugin `connectors` and the fake Acme
 * API on 127.0.0.2: an owner opens Integrations from the side menu, sees the groups, fills Acme
 * Mail's form (a bad address is shown at its field), saves, finds the secret "set" and empty,
 * tests the connection (ok against the fake), and removes the integration after confirming.
 */
let world: IntegrationsWorld;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  world = await startIntegrationsWorld();
  const owner = new ApiClient(world.t.url);
  expect((await owner.post('/api/auth/register', { name: 'Olivia Owner', email: 'olivia@example.com', password: 'olivia password 1' })).status).toBe(201);
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: world.t.url, viewport: { width: 1400, height: 900 } });
  await context.addCookies([{ name: 'cm_session', value: owner.cookie('cm_session')!, url: world.t.url }]);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await world?.stop();
});

const card = (name: string) => page.getByRole('article', { name });
const dialog = () => page.getByRole('dialog', { name: 'Acme Mail settings' });

describe('the integrations screen', () => {
  it('opens from the side menu, with a heading per group and a card per integration', async () => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('list', { name: 'Integrations' }).getByRole('link', { name: 'Integrations' }).click();
    await page.waitForURL('**/integrations');
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    for (const group of ['Email', 'AI', 'Marketing', 'Ecommerce', 'Automation', 'Hosting'])
      await page.getByRole('heading', { level: 2, name: group, exact: true }).waitFor();
    await card('Acme Mail').getByText('Not set up').waitFor();
    await card('Acme Zap').getByText('Available; nothing to set up here.').waitFor();
    expect(await card('Acme Shop').getByRole('link').getAttribute('href')).toBe('/acme-shop/plugins');
  });

  it('saves the form, showing a bad value at its field first', async () => {
    await card('Acme Mail').getByRole('button', { name: 'Set up: Acme Mail' }).click();
    const form = dialog();
    await form.getByLabel('Host', { exact: true }).fill('smtp.acme-mail.example');
    await form.getByLabel('Port', { exact: true }).fill('587');
    await form.getByLabel('Default from email', { exact: true }).fill('not an address');
    await form.getByLabel('Secure', { exact: true }).selectOption('tls');
    await form.getByLabel('Password', { exact: true }).fill(rightPassword);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter an email address, such as name@example.com.').waitFor();
    await form.getByLabel('Default from email', { exact: true }).fill('hello@shop.example');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Acme Mail is saved.').waitFor();
    await form.waitFor({ state: 'detached' });
    await card('Acme Mail').getByText('Connected').waitFor();
  });

  it('shows the secret as set and empty, and tests the connection against the service', async () => {
    await card('Acme Mail').getByRole('button', { name: 'Edit: Acme Mail' }).click();
    const form = dialog();
    const password = form.getByLabel('Password', { exact: true });
    expect(await password.inputValue()).toBe('');
    expect(await password.getAttribute('placeholder')).toBe('Set — leave empty to keep');
    expect(await form.getByLabel('Host', { exact: true }).inputValue()).toBe('smtp.acme-mail.example');
    expect(await page.content()).not.toContain(rightPassword);
    await form.getByRole('button', { name: 'Test connection' }).click();
    await form.getByRole('status').getByText('The connection works: acme-account-7').waitFor();
    expect(world.fake.calls.at(-1)).toEqual({ path: '/check', authorization: `Bearer ${rightPassword}` });
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('removes the integration after a confirmation', async () => {
    await card('Acme Mail').getByRole('button', { name: 'Edit: Acme Mail' }).click();
    await dialog().getByRole('button', { name: 'Remove' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Acme Mail?' }).or(page.getByRole('dialog', { name: 'Remove Acme Mail?' }));
    await confirm.getByRole('button', { name: 'Yes, remove' }).click();
    await page.getByText('Acme Mail was removed.').waitFor();
    await card('Acme Mail').getByText('Not set up').waitFor();
    const stored = await world.t.platform.db.em().execute<{ n: number }[]>(`select count(*)::int as n from "integration_secret"`);
    expect(stored[0]!.n).toBe(0);
  });
});
