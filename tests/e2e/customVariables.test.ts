import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Custom Variables in Chromium: an owner opens Audience > Custom Variables from the menu, reads
 * the empty state, creates a global variable with a value and a user one with a fallback, is
 * stopped at the name field by a bad name (in the browser) and a taken one (by the server),
 * edits the global value, and deletes a variable after confirming (cancelling first keeps it).
 */
let t: TestPlatform;
let browser: Browser;
let page: Page;
let owner: ApiClient;

beforeAll(async () => {
  t = await startTestPlatform();
  await new ApiClient(t.url).post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  owner = new ApiClient(t.url);
  expect((await owner.post('/api/auth/register', { name: 'Olivia Owner', email: 'olivia@example.com', password: 'olivia password 1' })).status).toBe(201);
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1400, height: 900 } });
  await context.addCookies([{ name: 'cm_session', value: owner.cookie('cm_session')!, url: t.url }]);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

const table = () => page.getByRole('table', { name: 'Custom variables' });
const row = (name: string) =>
  table()
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
const createDialog = () => page.getByRole('dialog', { name: 'New custom variable' });

describe('Custom Variables in the browser', () => {
  it('opens from the Audience menu and explains what custom variables are for', async () => {
    await page.goto('/');
    const audience = page.getByRole('navigation', { name: 'Main menu' }).getByRole('list', { name: 'Audience' });
    await audience.getByRole('link', { name: 'Custom Variables' }).click();
    await page.waitForURL('**/utilities/custom-variables');
    await page.getByRole('heading', { name: 'Custom Variables' }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Audience').waitFor();
    await page
      .getByText('No custom variables yet. A custom variable holds a value your flows insert into messages and test in conditions', { exact: false })
      .waitFor();
  });

  it('creates a global variable with its value', async () => {
    await page.getByRole('button', { name: 'New variable' }).first().click();
    const dialog = createDialog();
    // A user variable (the default) has no value of its own: the field shows only for Global.
    expect(await dialog.getByLabel('Value', { exact: true }).count()).toBe(0);
    await dialog.getByLabel('Name').fill('Season');
    await dialog.getByLabel('Scope').selectOption({ label: 'Global' });
    await dialog.getByLabel('Value', { exact: true }).fill('Winter sale');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Custom variable Season created.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const season = row('Season');
    await season.getByRole('cell', { name: 'season', exact: true }).waitFor();
    await season.getByRole('cell', { name: 'Global', exact: true }).waitFor();
    await season.getByRole('cell', { name: 'Winter sale', exact: true }).waitFor();
  });

  it('shows a bad name at its field before sending, then creates a user variable with a fallback', async () => {
    const posts: string[] = [];
    const onRequest = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && request.url().includes('/api/custom-variables')) posts.push(request.url());
    };
    page.on('request', onRequest);
    await page.getByRole('button', { name: 'New variable' }).first().click();
    const dialog = createDialog();
    await dialog.getByLabel('Name').fill('home city');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Use letters, digits and _ (at most 40).').waitFor();
    expect(await dialog.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);

    await dialog.getByLabel('Name').fill('City');
    await dialog.getByLabel('Fallback').fill('your town');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Custom variable City created.').waitFor();
    page.off('request', onRequest);
    const city = row('City');
    await city.getByRole('cell', { name: 'User', exact: true }).waitFor();
    await city.getByRole('cell', { name: 'Per subscriber', exact: true }).waitFor();
    await city.getByRole('cell', { name: 'your town', exact: true }).waitFor();
  });

  it('shows the server’s refusal of a taken name at the name field', async () => {
    await page.getByRole('button', { name: 'New variable' }).first().click();
    const dialog = createDialog();
    await dialog.getByLabel('Name').fill('CITY');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('A custom variable named "CITY" already exists.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('edits the global value; the name stays as it was', async () => {
    await row('Season').getByRole('button', { name: 'Edit Season' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit custom variable' });
    expect(await dialog.getByLabel('Name').isDisabled()).toBe(true);
    await dialog.getByText('The name cannot be changed once the variable is created').waitFor();
    await dialog.getByLabel('Value', { exact: true }).fill('Spring');
    await dialog.getByLabel('Fallback').fill('any season');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Custom variable Season updated.').waitFor();
    await row('Season').getByRole('cell', { name: 'Spring', exact: true }).waitFor();
    const stored = (await owner.get('/api/custom-variables?search=season')).body.items[0];
    expect(stored).toMatchObject({ name: 'Season', key: 'season', scope: 'global', value: 'Spring', fallback: 'any season' });
  });

  it('deletes only after confirmation', async () => {
    await row('City').getByRole('button', { name: 'Delete City' }).click();
    await page.getByText('City will be deleted. Flows that insert or test it will find no value.').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect((await owner.get('/api/custom-variables')).body.total).toBe(2);

    await row('City').getByRole('button', { name: 'Delete City' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('Custom variable City deleted.').waitFor();
    await row('City').waitFor({ state: 'detached' });
    const left = (await owner.get('/api/custom-variables')).body;
    expect(left.items.map((v: { name: string }) => v.name)).toEqual(['Season']);
  });
});
