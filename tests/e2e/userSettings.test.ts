import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FakeSmtpServer, type ReceivedMail } from '../fakes/smtpServer.ts';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { realtimeConnected } from '../support/realtimeSocket.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Account Settings in Chromium: the owner completes the General tab (the phone confirmed with
 * the code mailed to them), reads the Usage Log with the contact-list feature, creates an API
 * token that is shown once and revokes it, sees the empty billing history and a notification,
 * changes the password (another browser's session is logged out), and cancels and reactivates
 * the account.
 */
let smtp: FakeSmtpServer;
let t: TestPlatform;
let browser: Browser;
let laptop: BrowserContext;
let page: Page;
let owner: ApiClient;
const email = 'olivia@example.com';
const password = 'olivia password 1';

/** A browser context signed in as the owner with a session of its own. */
async function signedInContext(): Promise<BrowserContext> {
  const client = new ApiClient(t.url);
  expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1400, height: 900 } });
  await context.addCookies([{ name: 'cm_session', value: client.cookie('cm_session')!, url: t.url }]);
  return context;
}

beforeAll(async () => {
  smtp = await new FakeSmtpServer().start();
  t = await startTestPlatform(smtp.env());
  const admin = new ApiClient(t.url);
  await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  owner = new ApiClient(t.url);
  await owner.post('/api/auth/register', { name: 'Olivia Owner', email, password });
  // Something for the Usage Log to count, and a notification for the owner.
  expect((await owner.post('/api/contacts/contacts', { firstName: 'Carl', email: 'carl@example.com' })).status).toBe(201);
  const notice = await admin.post('/api/admin/notifications', {
    subject: 'Welcome aboard',
    type: 'Tips',
    content: 'Start with your contact list.',
    audience: 'user',
    recipientEmail: email,
  });
  expect(notice.status).toBe(201);

  browser = await launchChromium();
  laptop = await signedInContext();
  await laptop.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.url });
  page = await laptop.newPage();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
  await smtp?.stop();
});

async function nextMailTo(address: string, seen: number): Promise<ReceivedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = smtp.received.filter((mail) => mail.to.includes(address));
    if (mails.length > seen) return mails[mails.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No new mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const tab = (name: string) => page.getByRole('tab', { name, exact: true });

describe('Account Settings in the browser', () => {
  it('asks to complete the profile, and saves it with a phone confirmed by a mailed code', async () => {
    await page.goto('/my-account/user-settings');
    await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();
    await page.getByText('Please complete your user profile data').waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Olivia Q. Owner');
    await page.getByLabel('Picture URL').fill('https://cdn.example.com/olivia.png');
    await page.getByLabel('Mailing address').fill('1 Harbour Road\nPenang');
    await page.getByLabel('National id').fill('880101-07-1234');
    await page.getByLabel('Phone number').fill('+60 12-345 6789');

    // Saving before the number is confirmed is refused at the phone field.
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Unconfirmed phone number').waitFor();

    await page.getByText(`The one-time code is sent by email to ${email}: text messages are not set up yet.`).waitFor();
    const seen = smtp.received.length;
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`We emailed a 6-digit code to ${email}.`, { exact: false }).waitFor();
    const code = /^(\d{6})$/m.exec((await nextMailTo(email, seen)).text)![1]!;

    await page.getByLabel('One-time code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('Invalid OTP!').waitFor();
    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('+60123456789 is confirmed.').waitFor();
    await page.getByText('Confirmed', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile was saved.').waitFor();
    await page.getByText('Please complete your user profile data').waitFor({ state: 'detached' });
    expect((await owner.get('/api/account/profile')).body).toMatchObject({
      name: 'Olivia Q. Owner',
      pictureUrl: 'https://cdn.example.com/olivia.png',
      mailingAddress: '1 Harbour Road\nPenang',
      nationalId: '880101-07-1234',
      phone: '+60123456789',
      complete: true,
    });
  });

  it('asks before leaving a form with unsaved typing, and stays or leaves as told', async () => {
    await page.getByLabel('Mailing address').fill('2 Unsaved Lane');
    await page.locator('a.brand-link').click();
    const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay on this page' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/my-account/user-settings');
    expect(await page.getByLabel('Mailing address').inputValue()).toBe('2 Unsaved Lane');

    await page.locator('a.brand-link').click();
    await ask.getByRole('button', { name: 'Leave and discard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // A saved form does not ask: back on the settings, save and leave at once.
    await page.goto('/my-account/user-settings');
    await page.getByLabel('Mailing address').fill('1 Harbour Road\nPenang\n');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile was saved.').waitFor();
    await page.locator('a.brand-link').click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await ask.count()).toBe(0);
    await page.goto('/my-account/user-settings');
  });

  it('shows the Usage Log with the contact-list feature', async () => {
    await tab('Usage Log').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'usage');
    const table = page.getByRole('table', { name: 'Usage log' });
    const row = table.getByRole('row').filter({ hasText: 'Email contact list size' });
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(['Email contact list size', '1', 'Unlimited', 'Lifetime', '1 / Unlimited']);
    await page.getByText('Free', { exact: true }).first().waitFor();
  });

  it('shows an empty billing history, without made-up rows', async () => {
    await tab('Billing').click();
    await page.getByText('No transactions yet').waitFor();
  });

  it("lists the user's notifications and marks one read", async () => {
    await tab('Account Notifications').click();
    const row = page.getByRole('table', { name: 'Account notifications' }).getByRole('row').filter({ hasText: 'Welcome aboard' });
    await row.getByText('Start with your contact list.').waitFor();
    await row.getByRole('button', { name: 'Mark as read' }).click();
    await row.getByText('Read', { exact: true }).waitFor();
  });

  it('creates an API token shown once, which works as a bearer token, and revokes it', async () => {
    await tab('API Access Token').click();
    await page.getByText('You have no API tokens.').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('CI script');
    await page.getByLabel('Scope', { exact: true }).selectOption({ label: 'Read and write' });
    await page.getByRole('button', { name: 'Create token' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your new token: CI script' });
    await dialog.getByText('It is shown only this once').waitFor();
    const secret = await dialog.getByLabel('API token').inputValue();
    expect(secret).toMatch(/^cm_[\w-]{43}$/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    const asToken = await new ApiClient(t.url).request('GET', '/api/auth/session', undefined, { authorization: `Bearer ${secret}` });
    expect(asToken.body.user.email).toBe(email);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'API tokens' }).getByRole('row').filter({ hasText: 'CI script' });
    await row.getByText(`${secret.slice(0, 9)}…`).waitFor();
    await row.getByText('Read and write').waitFor();
    // Never shown again: not on this page, not after a reload.
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await row.waitFor();
    expect(await page.content()).not.toContain(secret);

    await row.getByRole('button', { name: 'Revoke CI script' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Revoke this token?' }));
    await confirm.getByText('Scripts that use CI script').waitFor();
    await confirm.getByRole('button', { name: 'Yes, revoke' }).click();
    await page.getByText('CI script was revoked.').waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByText('You have no API tokens.').waitFor();
    const refused = await new ApiClient(t.url).request('GET', '/api/auth/session', undefined, { authorization: `Bearer ${secret}` });
    expect(refused.status).toBe(401);
  });

  it("changes the password; another browser's session is logged out", async () => {
    const phone = await (await signedInContext()).newPage();
    const phoneConnected = realtimeConnected(phone);
    await phone.goto('/');
    await phoneConnected;

    await tab('Change Password').click();
    await page.getByLabel('Current password', { exact: true }).fill(password);
    await page.getByLabel('New password', { exact: true }).fill('olivia password 2');
    await page.getByLabel('Confirm new password', { exact: true }).fill('olivia password 3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm new password', { exact: true }).fill('olivia password 2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed. Your other sessions were signed out.').waitFor();

    await phone.getByText('Your Login Session Was Invalidated.').waitFor();
    await phone.getByText('Please login again.').waitFor();
    await phone.waitForURL((url) => url.pathname === '/home/login');

    // This browser, which changed the password, stays signed in.
    await page.reload();
    await tab('Change Password').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('password');
    await phone.context().close();
  });

  it('cancels the account with the retention questions, then reactivates it', async () => {
    await page.getByRole('button', { name: 'Cancel account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your account' });
    await dialog.getByRole('button', { name: 'Cancel my account' }).click();
    await dialog.getByText('Tell us why you are leaving.').waitFor();
    await dialog.getByText('Confirm that you understand what cancelling does.').waitFor();

    await dialog.getByLabel('Another reason').check();
    await dialog.getByRole('button', { name: 'Cancel my account' }).click();
    await dialog.getByText('Tell us in a few words why you are leaving.').waitFor();
    await dialog.getByLabel('Anything else you want to tell us?').fill('Taking a break for the season.');
    await dialog.getByText('so it closes now', { exact: false }).waitFor();
    await dialog.getByLabel('I understand what cancelling does.').check();
    await dialog.getByRole('button', { name: 'Cancel my account' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Your account was cancelled and closed on', { exact: false }).waitFor();
    expect((await owner.get('/api/auth/session')).body.error.code).toBe('SESSION_INVALIDATED'); // the password change ended this client's session
    const fresh = new ApiClient(t.url);
    await fresh.post('/api/auth/login', { email, password: 'olivia password 2' });
    expect((await fresh.get('/api/account/subscription')).body.cancellation).toMatchObject({ reason: 'other', pending: false });

    await page.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByText('Your account is active again.').waitFor();
    await page.getByRole('button', { name: 'Cancel account' }).waitFor();
    expect((await fresh.get('/api/account/subscription')).body.cancellation).toBeNull();
  });
});
