import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { AccountSchema } from '../../core/src/db/entities/Account.ts';
import { PackageSchema } from '../../core/src/db/entities/Package.ts';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * The admin area in Chromium: the reports chart renders with its numbers in a table; the admin
 * finds a user, gives their account a package (the expiry follows the package's validity) and
 * deactivates them (signed out at once, refused at sign-in); then writes an announcement in
 * markdown that a user gets unread, and that the bell shows escaped, marking it read.
 */
let t: TestPlatform;
let browser: Browser;
let page: Page;
let admin: ApiClient;
let olive: ApiClient;
let oliveAccountId: number;
let quarterlyId: number;

const password = 'correct horse 1';

beforeAll(async () => {
  t = await startTestPlatform();
  admin = new ApiClient(t.url);
  expect((await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password })).status).toBe(201);
  olive = new ApiClient(t.url);
  const registered = await olive.post('/api/auth/register', { name: 'Olive Owner', email: 'olive@example.com', password });
  oliveAccountId = registered.body.user.accountId;
  await new ApiClient(t.url).post('/api/auth/register', { name: 'Bob Builder', email: 'bob@example.com', password });
  const fullAccess = (await t.platform.db.em().findOneOrFail(PackageSchema, { isDefault: true, brandId: 1 })).accessLevelId;
  const created = await admin.post('/api/packages', {
    name: 'Quarterly',
    tier: 'Pro',
    accessLevelId: fullAccess,
    price: '30',
    currency: 'USD',
    validityDuration: 3,
    validityUnit: 'month',
    features: [],
  });
  quarterlyId = created.body.id;

  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1400, height: 1000 } });
  await context.addCookies([{ name: 'cm_session', value: admin.cookie('cm_session')!, url: t.url }]);
  page = await context.newPage();
  if (process.env.E2E_TRACE) page.on('console', (m) => console.log('console', m.type(), m.text()));
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('the admin dashboard', () => {
  it('renders the reports chart, with the numbers in a table', async () => {
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const chart = page.getByRole('img', { name: 'Line chart of sign-ups and active users; the numbers are in the table below.' });
    await chart.waitFor();
    expect(await chart.isVisible()).toBe(true);
    // Chart.js drew on the canvas: it has a size and pixels that are not blank. The first draw
    // is animated (and later on a loaded machine), so wait for it rather than look once.
    await chart.elementHandle().then((canvas) =>
      page.waitForFunction(
        (c) => {
          const el = c as HTMLCanvasElement;
          return (
            el.width > 0 &&
            el.height > 0 &&
            el
              .getContext('2d')!
              .getImageData(0, 0, el.width, el.height)
              .data.some((value) => value !== 0)
          );
        },
        canvas,
        { timeout: 15_000 },
      ),
    );

    const table = page.getByRole('table', { name: 'Sign-ups and active users' });
    // Ada, Olive and Bob signed up (and in) today: the last 30 days count 3 of each.
    const total = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
    await expect(total.getByRole('cell').allTextContents()).resolves.toEqual(['3', '3']);
    expect(await table.getByRole('row').count()).toBe(1 + 30 + 1);

    await page.getByLabel('Range').selectOption({ label: 'All time' });
    await table.getByRole('columnheader', { name: 'Month' }).waitFor();
    await expect(total.getByRole('cell').allTextContents()).resolves.toEqual(['3', '3']);
  });

  it('finds a user and gives their account a package, the expiry following its validity', async () => {
    await page.getByLabel('Search users').fill('olive');
    const users = page.getByRole('table', { name: 'Users' });
    await users.getByRole('row').filter({ hasText: 'bob@example.com' }).waitFor({ state: 'detached' });
    await users.getByRole('row').filter({ hasText: 'olive@example.com' }).waitFor();

    await page.getByRole('button', { name: 'Open Olive Owner' }).click();
    const dialog = page.getByRole('dialog', { name: 'User: Olive Owner' });
    await dialog.getByText('Usage by feature', { exact: true }).waitFor();
    await expect(dialog.getByTestId('user-package').textContent()).resolves.toBe('Free');
    await dialog.getByLabel('New package').selectOption({ label: 'Quarterly (3 months)' });
    await dialog.getByText("From the package's validity (3 months), starting now").waitFor();
    const before = Date.now();
    await dialog.getByRole('button', { name: 'Change package' }).click();
    await page.getByText('Package changed to Quarterly').waitFor();
    await expect(dialog.getByTestId('user-package').textContent()).resolves.toBe('Quarterly');

    const account = await t.platform.db.em().findOneOrFail(AccountSchema, { id: oliveAccountId });
    expect(account.packageId).toBe(quarterlyId);
    const days = (account.expiresAt!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(88);
    expect(days).toBeLessThan(93);
    expect(account.packageChangedAt).not.toBeNull();
    await expect(dialog.getByTestId('user-expires').textContent()).resolves.not.toBe('Never');
    // The list shows the new package once the dialog is closed.
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await users.getByRole('row').filter({ hasText: 'olive@example.com' }).getByRole('cell', { name: 'Quarterly' }).waitFor();
  });

  it('deactivates the user: signed out at once and refused at sign-in', async () => {
    await page.getByRole('button', { name: 'Open Olive Owner' }).click();
    const dialog = page.getByRole('dialog', { name: 'User: Olive Owner' });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Olive Owner (olive@example.com) will be signed out everywhere at once and cannot sign in until reactivated.').waitFor();
    await page.getByRole('button', { name: 'Yes, deactivate' }).click();
    await page.getByText('Olive Owner was deactivated').waitFor();
    await dialog.getByText('Deactivated', { exact: true }).waitFor();

    const session = await olive.get('/api/auth/session');
    expect(session.status).toBe(401);
    expect(session.body.error.code).toBe('SESSION_INVALIDATED');
    const refused = await new ApiClient(t.url).post('/api/auth/login', { email: 'olive@example.com', password });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('This account was deactivated. Contact support.');

    // Reactivated, she signs in again (for the notifications below).
    await dialog.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByText('Olive Owner can sign in again').waitFor();
    expect((await olive.post('/api/auth/login', { email: 'olive@example.com', password })).status).toBe(200);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Deactivated' });
    await page.getByText('No user matches the search and filters.').waitFor();
  });
});

describe('notifications', () => {
  const subject = 'Spring update';

  it('creates an announcement for all users, previewed as users will see it', async () => {
    await page.goto('/admin/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByRole('button', { name: 'New notification' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New notification' });
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Type').selectOption({ label: 'Announcements' });
    await dialog.getByLabel('All users of the brand').check();
    await dialog.getByLabel('Content').fill('Hello **everyone**.\n\n<img src=x onerror=alert(1)> is shown as text.');
    await dialog.getByRole('region', { name: 'Preview' }).locator('strong', { hasText: 'everyone' }).waitFor();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText(`Notification "${subject}" sent`).waitFor();
    const row = page.getByRole('table', { name: 'Notifications' }).getByRole('row').filter({ hasText: subject });
    await row.getByRole('cell', { name: '0 of 3 read' }).waitFor();
    await row.getByRole('cell', { name: 'All users of the brand' }).waitFor();
  });

  it('reaches the user as unread', async () => {
    const res = await olive.get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body.unread).toBe(1);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        subject,
        type: 'Announcements',
        read: false,
        readAt: null,
        content: 'Hello **everyone**.\n\n<img src=x onerror=alert(1)> is shown as text.',
      }),
    ]);
  });

  it('shows in the bell unread, escaped when opened, then read', async () => {
    // The first bell: the header's once the layout places it there, else the one on this screen.
    const bell = page.getByTestId('notification-bell').first();
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).first().waitFor();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByTestId('bell-item').filter({ hasText: subject });
    await item.getByText('Unread').waitFor();
    await item.getByRole('button').first().click();
    await item.locator('strong', { hasText: 'everyone' }).waitFor();
    await item.getByText('<img src=x onerror=alert(1)> is shown as text.').waitFor();
    expect(await panel.locator('img').count()).toBe(0);
    // The count went: the bell's name no longer says 1 unread.
    await bell.and(page.getByRole('button', { name: 'Notifications', exact: true })).waitFor();
    // Olive has not read it: read state is hers alone.
    expect((await olive.get('/api/notifications')).body.unread).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('shows the content and who read it', async () => {
    await page.goto('/admin/notifications');
    await page.getByRole('link', { name: subject }).click();
    await page.waitForURL(/\/admin\/notifications\/content\?id=\d+$/);
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    await page.getByTestId('notification-content').locator('strong', { hasText: 'everyone' }).waitFor();
    await expect(page.getByTestId('read-count').textContent()).resolves.toBe('1 of 3 read');
    await page.getByRole('table', { name: 'Read by' }).getByRole('cell', { name: 'ada@example.com' }).waitFor();
  });
});
