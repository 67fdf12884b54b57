import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Messages the spec words and the server answers ('Unconfirmed phone number') reach API clients
 * in English with a `key`, and the dashboard shows them in the user's language, at the field
 * they concern.
 */
const root = resolve(import.meta.dirname, '../..');
const german = JSON.parse(readFileSync(join(root, 'web/src/i18n/locales/de.json'), 'utf8')) as {
  errors: { server: { unconfirmedPhone: string } };
  userSettings: { general: { save: string; phone: string; mailingAddress: string; nationalId: string } };
};

let t: TestPlatform;
let browser: Browser;
let page: Page;
let owner: ApiClient;

beforeAll(async () => {
  t = await startTestPlatform();
  await new ApiClient(t.url).post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  owner = new ApiClient(t.url);
  expect((await owner.post('/api/auth/register', { name: 'Greta Owner', email: 'greta@example.com', password: 'greta password 1' })).status).toBe(201);
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1280, height: 860 }, locale: 'de' });
  await context.addCookies([{ name: 'cm_session', value: owner.cookie('cm_session')!, url: t.url }]);
  page = await context.newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe("the server's spec texts in the user's language", () => {
  it('answers API clients in English with the key', async () => {
    const res = await owner.request('PUT', '/api/account/profile', {
      name: 'Greta Owner',
      mailingAddress: '1 Hafenstraße, Hamburg',
      nationalId: 'X123',
      phone: '+49 151 2345678',
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ message: 'Unconfirmed phone number', key: 'unconfirmedPhone', fields: { phone: 'Unconfirmed phone number' } });
  });

  it('shows the refusal in German at the phone field', async () => {
    expect(german.errors.server.unconfirmedPhone).not.toBe('Unconfirmed phone number');
    await page.goto('/my-account/user-settings');
    const labels = german.userSettings.general;
    await page.getByLabel(labels.mailingAddress).fill('1 Hafenstraße, Hamburg');
    await page.getByLabel(labels.nationalId).fill('X123');
    await page.getByLabel(labels.phone).fill('+49 151 2345678');
    await page.getByRole('button', { name: labels.save }).click();
    await page.getByText(german.errors.server.unconfirmedPhone, { exact: true }).waitFor();
    expect(await page.getByText('Unconfirmed phone number').count()).toBe(0);
  });
});
