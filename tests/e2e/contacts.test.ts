import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * The Contacts plugin in Chromium, loaded by the shell like any plugin: the menu, a CSV import
 * of 1,000 contacts with one bad row, search, paging, a bulk tag on 50, export; then the
 * language and theme switches and the 404 screen.
 */
let t: TestPlatform;
let browser: Browser;
let api: ApiClient;
let page: Page;

beforeAll(async () => {
  t = await startTestPlatform();
  api = new ApiClient(t.url);
  await api.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: t.url, acceptDownloads: true, viewport: { width: 1400, height: 900 } });
  await context.addCookies([{ name: 'cm_session', value: api.cookie('cm_session')!, url: t.url }]);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

function csvWithOneBadRow(rows: number, badLine: number): string {
  const lines = ['First Name,Last Name,Email,Phone'];
  for (let i = 1; i < rows + 1; i++) {
    const line = i + 1; // the header is line 1
    lines.push(line === badLine ? `Bad,Row,not-an-email,` : `First${i},Last${i},person${i}@example.com,+1415${String(5550000 + i)}`);
  }
  return `${lines.join('\n')}\n`;
}

const pagerText = () => page.locator('.p-paginator-current').innerText();

describe('Contacts in the browser', () => {
  it('opens Contacts from the menu', async () => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Contacts' }).click();
    await menu.getByRole('link', { name: 'Contact List' }).click();
    await page.waitForURL('**/contacts/contact-list');
    await page.getByRole('heading', { name: 'Contact List' }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Contacts').waitFor();
  });

  it('imports a CSV of 1,000 contacts and reports the one bad row by its line', async () => {
    await page.getByRole('button', { name: 'Import CSV', exact: true }).click();
    await page.getByLabel('CSV file').setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csvWithOneBadRow(1000, 501)) });
    await page.getByRole('button', { name: 'Start import' }).click();
    await page.getByTestId('import-imported').filter({ hasText: '999' }).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('import-failed').innerText()).toContain('1');
    const bad = page.getByRole('table', { name: 'Rows to check' });
    await bad.getByRole('cell', { name: '501', exact: true }).waitFor();
    await bad.getByRole('cell', { name: 'Not imported', exact: true }).waitFor();
    // The footer's Close, not the dialog's corner X (which has the same name).
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.locator('.p-paginator-current', { hasText: 'of 999' }).waitFor();
  });

  it('searches and pages on the server', async () => {
    await page.getByLabel('Search contacts').fill('person77');
    // person77 and person770 to person779
    await page.locator('.p-paginator-current', { hasText: 'of 11' }).waitFor();
    await page.getByRole('cell', { name: 'person777@example.com' }).waitFor();
    await page.getByLabel('Search contacts').fill('');
    await page.locator('.p-paginator-current', { hasText: 'of 999' }).waitFor();
    const first = await pagerText();
    await page.getByRole('button', { name: 'Next Page' }).click();
    await page.locator('.p-paginator-current', { hasText: '26 to 50 of 999' }).waitFor();
    expect(first).toContain('1 to 25 of 999');
  });

  it('tags 50 contacts at once with a tag made in Contact Tags', async () => {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Contact Tags' }).click();
    await page.getByRole('button', { name: 'New tag', exact: true }).first().click();
    await page.getByRole('dialog').getByLabel('Name').fill('VIP');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'VIP', exact: true }).waitFor();
    const tag = (await api.get('/api/contacts/tags')).body.items.find((t: { groupName: string }) => t.groupName === 'VIP');

    await menu.getByRole('link', { name: 'Contact List' }).click();
    await page.locator('.p-paginator-current', { hasText: 'of 999' }).waitFor();
    await page.locator('.p-paginator .p-dropdown').click();
    await page.getByRole('option', { name: '50', exact: true }).click();
    await page.locator('.p-paginator-current', { hasText: '1 to 50 of 999' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page.getByText('50 contacts selected').waitFor();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Add tag', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Tag').selectOption({ label: 'VIP' });
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    for (let i = 0; i < 50; i++) {
      const tagged = (await api.get(`/api/contacts/contacts?tagId=${tag.id}&pageSize=1`)).body.total;
      if (tagged === 50) break;
      await page.waitForTimeout(200);
    }
    expect((await api.get(`/api/contacts/contacts?tagId=${tag.id}&pageSize=1`)).body.total).toBe(50);
  });

  it('exports the contacts as CSV', async () => {
    await page
      .getByRole('button', { name: 'Clear selection' })
      .click()
      .catch(() => undefined);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('contacts.csv');
    const text = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n');
    expect(text[0]).toBe('first_name,last_name,email,phone,status,tags,books');
    expect(text).toHaveLength(1000);
    expect(text.filter((line) => line.includes(',VIP,'))).toHaveLength(50);
  });

  it('shows the 404 screen for an unknown path', async () => {
    await page.goto('/contacts/no-such-screen');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('switches the language and the theme', async () => {
    await page.goto('/contacts/contact-list');
    await page.getByRole('heading', { name: 'Contact List' }).waitFor();
    await page.getByLabel('Theme').selectOption({ label: 'Dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.getByLabel('Language').selectOption({ label: 'Deutsch' });
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  });
});
