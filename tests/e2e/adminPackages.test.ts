import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Packages and access levels in Chromium: the admin builds a package with a feature limit in
 * the editor and finds it in the list; an owner makes an access level that only reads one
 * screen, finds it in the list, and is told the spec's exact text when editing a default level.
 */
let t: TestPlatform;
let browser: Browser;
let admin: ApiClient;
let owner: ApiClient;

async function signedInPage(client: ApiClient): Promise<Page> {
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1400, height: 900 } });
  await context.addCookies([{ name: 'cm_session', value: client.cookie('cm_session')!, url: t.url }]);
  const page = await context.newPage();
  if (process.env.E2E_TRACE) page.on('console', (m) => console.log('console', m.type(), m.text()));
  return page;
}

beforeAll(async () => {
  t = await startTestPlatform();
  admin = new ApiClient(t.url);
  await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  owner = new ApiClient(t.url);
  await owner.post('/api/auth/register', { name: 'Olive Owner', email: 'olive@example.com', password: 'olive password 1' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('the admin builds a package', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(admin);
  });

  it('lists the seeded default package', async () => {
    await page.goto('/admin/packages');
    await page.getByRole('heading', { level: 1, name: 'Packages' }).waitFor();
    const table = page.getByRole('table', { name: 'Packages' });
    await table.getByRole('cell', { name: 'Free Default' }).waitFor();
  });

  it('creates a package with a feature limit and sees it listed', async () => {
    await page.getByRole('button', { name: 'New package' }).click();
    const dialog = page.getByRole('dialog', { name: 'New package' });
    await dialog.getByLabel('Name').fill('Growth');
    await dialog.getByLabel('Tier').selectOption('Pro');
    await dialog.getByLabel('Access level').selectOption({ label: 'Full Access' });
    await dialog.getByLabel('Price').fill('29.5');

    // The currency list is long: filter it by name and pick with the keyboard-accessible list.
    await dialog.locator('.p-dropdown').click();
    await page.locator('.p-dropdown-filter').fill('euro');
    await page.getByRole('option', { name: 'EUR — Euro' }).click();

    await dialog.getByLabel('Validity duration').fill('3');
    await dialog.getByLabel('Duration unit').selectOption({ label: 'Months' });
    await dialog.getByLabel('Billing period').selectOption({ label: 'Yearly' });

    await dialog.getByText('0 means unlimited, for the limit and the lifetime limit alike.').waitFor();
    await dialog.getByLabel('Feature to add').selectOption({ label: 'Team members (in total)' });
    await dialog.getByRole('button', { name: 'Add feature' }).click();
    await dialog.getByLabel('Limit for Team members', { exact: true }).fill('5');
    // A second feature, added then removed again.
    await dialog.getByLabel('Feature to add').selectOption({ label: 'Sub accounts (in total)' });
    await dialog.getByRole('button', { name: 'Add feature' }).click();
    await dialog.getByRole('button', { name: 'Remove Sub accounts' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await page.getByText('Package created').waitFor();
    const row = page.getByRole('table', { name: 'Packages' }).getByRole('row').filter({ hasText: 'Growth' });
    await row.getByRole('cell', { name: '29.50 EUR' }).waitFor();
    await row.getByRole('cell', { name: '3 months' }).waitFor();
    await row.getByRole('cell', { name: '1 feature' }).waitFor();

    const stored = (await admin.get('/api/packages?search=Growth')).body.items;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Growth',
      tier: 'Pro',
      accessLevelName: 'Full Access',
      price: '29.50',
      currency: 'EUR',
      validityDuration: 3,
      validityUnit: 'month',
      billingPeriod: 'yearly',
      features: [{ featureId: 15, limit: 5, lifetimeLimit: 0 }],
      isDefault: false,
    });
  });

  it("shows the server's field message next to the field", async () => {
    await page.getByRole('button', { name: 'New package' }).click();
    const dialog = page.getByRole('dialog', { name: 'New package' });
    await dialog.getByLabel('Name').fill('growth');
    await dialog.getByLabel('Tier').selectOption('Trial');
    await dialog.getByLabel('Access level').selectOption({ label: 'Full Access' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('A package with this name already exists.').waitFor();
    expect(await dialog.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('asks before deleting, then deletes', async () => {
    await page.getByRole('button', { name: 'Delete Growth' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('Package deleted').waitFor();
    await page.getByRole('table', { name: 'Packages' }).getByRole('row').filter({ hasText: 'Growth' }).waitFor({ state: 'detached' });
    expect((await admin.get('/api/packages?search=Growth')).body.total).toBe(0);
  });
});

describe('an owner manages access levels', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(owner);
  });

  it('shows the default level, locked', async () => {
    await page.goto('/access-levels');
    await page.getByRole('heading', { level: 1, name: 'Access Levels' }).waitFor();
    await page.getByRole('table', { name: 'Access levels' }).getByRole('cell', { name: 'Full Access Default', exact: true }).waitFor();
    // The brand's levels are the admins' business.
    expect(await page.getByLabel("Manage the brand's access levels").count()).toBe(0);
  });

  it('creates a level that only reads one screen and sees it listed', async () => {
    await page.getByRole('button', { name: 'New access level' }).click();
    const dialog = page.getByRole('dialog', { name: 'New access level' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required').waitFor();

    await dialog.getByLabel('Name').fill('Readers');
    const matrix = dialog.getByRole('table', { name: 'Permissions' });
    await matrix.getByRole('checkbox', { name: 'Read: Contact List' }).check();
    // "Select all" ticks a whole column; ticking it again clears it.
    await matrix.getByRole('checkbox', { name: 'Select all: Delete' }).check();
    expect(await matrix.getByRole('checkbox', { name: 'Delete: Contact Tags' }).isChecked()).toBe(true);
    await matrix.getByRole('checkbox', { name: 'Select all: Delete' }).uncheck();
    expect(await matrix.getByRole('checkbox', { name: 'Delete: Contact Tags' }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await page.getByText('Access level created').waitFor();
    const row = page.getByRole('table', { name: 'Access levels' }).getByRole('row').filter({ hasText: 'Readers' });
    await row.getByRole('cell', { name: '1 permission' }).waitFor();

    const levels = (await owner.get('/api/access-levels')).body.items;
    expect(levels.find((level: { name: string }) => level.name === 'Readers')).toMatchObject({
      scope: 'account',
      permissions: [{ slug: 'contacts/contact-list', read: true, edit: false, create: false, delete: false }],
    });
  });

  it('is told the exact text when editing or deleting the default level', async () => {
    await page.getByRole('button', { name: 'Edit Full Access' }).click();
    await page.getByText('Cannot Edit Default Access Level', { exact: true }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Edit access level' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Delete Full Access' }).click();
    await page.getByText('Cannot Delete Default Access Level', { exact: true }).waitFor();
  });

  it('edits its own level', async () => {
    await page.getByRole('button', { name: 'Edit Readers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit access level' });
    expect(await dialog.getByRole('checkbox', { name: 'Read: Contact List' }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Edit: Contact List' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Access level saved').waitFor();
    const levels = (await owner.get('/api/access-levels?search=Readers')).body.items;
    expect(levels[0].permissions).toEqual([{ slug: 'contacts/contact-list', read: true, edit: true, create: false, delete: false }]);
  });
});

describe("the admin manages the brand's access levels", () => {
  it('switches to the brand scope, creates a level there, and a package can grant it', async () => {
    const page = await signedInPage(admin);
    await page.goto('/access-levels');
    const table = page.getByRole('table', { name: 'Access levels' });
    await table.getByRole('cell', { name: 'Full Access Default', exact: true }).waitFor();
    await page.getByLabel("Manage the brand's access levels").check();
    await page.getByText("Access levels this brand's packages can grant.").waitFor();

    await page.getByRole('button', { name: 'New access level' }).click();
    const dialog = page.getByRole('dialog', { name: 'New access level' });
    await dialog.getByLabel('Name').fill('Pro screens');
    await dialog.getByRole('checkbox', { name: 'Select all: Read' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Access level created').waitFor();
    await table.getByRole('row').filter({ hasText: 'Pro screens' }).getByRole('cell', { name: 'Brand', exact: true }).waitFor();

    // Not in the admin's own account scope.
    await page.getByLabel("Manage the brand's access levels").uncheck();
    await table.getByRole('row').filter({ hasText: 'Pro screens' }).waitFor({ state: 'detached' });

    await page.goto('/admin/packages');
    await page.getByRole('button', { name: 'New package' }).click();
    const packageDialog = page.getByRole('dialog', { name: 'New package' });
    await packageDialog.getByLabel('Access level').selectOption({ label: 'Pro screens' });
    await page.context().close();
  });
});
