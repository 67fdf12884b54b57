import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser.ts';
import { realtimeConnected } from '../support/realtimeSocket.ts';
import { FakeSmtpServer, resetLinkIn } from '../fakes/smtpServer.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Sign-in end to end, in Chromium against the real server and a real SMTP server:
 * first-run setup, register, log out and in, reset a password through the mail, see the
 * session invalidated when the password changes elsewhere, log out.
 */
let smtp: FakeSmtpServer;
let t: TestPlatform;
let browser: Browser;

beforeAll(async () => {
  smtp = await new FakeSmtpServer().start();
  t = await startTestPlatform(smtp.env());
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
  await smtp?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: t.url });
  const page = await context.newPage();
  if (process.env.E2E_TRACE) {
    page.on('response', (r) => r.url().includes('/api/') && console.log('response', r.status(), r.request().method(), r.url()));
    page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
    page.on('console', (m) => console.log('console', m.type(), m.text()));
  }
  return page;
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/home/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('signing in with a browser', () => {
  it('sends the first visitor to the setup, which creates the platform admin', async () => {
    const page = await newPage();
    await page.goto('/home/login');
    await page.waitForURL('**/home/setup');
    await page.getByLabel('Name', { exact: true }).fill('Ada Admin');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('ada password 1');
    await page.getByRole('button', { name: 'Create admin account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Welcome, Ada Admin').waitFor();
    await page.context().close();
  });

  it('registers, logs out, logs back in, and the realtime channel connects', async () => {
    const page = await newPage();
    const connected = realtimeConnected(page);
    await page.goto('/home/register');
    await page.getByLabel('Name', { exact: true }).fill('Bea Owner');
    await page.getByLabel('Email', { exact: true }).fill('bea@example.com');
    await page.getByLabel('Password', { exact: true }).fill('bea password 1');
    await page.getByLabel('Confirm password', { exact: true }).fill('bea password 2');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Passwords do not match').waitFor();

    await page.getByLabel('Confirm password', { exact: true }).fill('bea password 1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Welcome, Bea Owner').waitFor();
    await connected;

    const storedState = () =>
      page.evaluate(() =>
        Object.fromEntries([...Object.entries(localStorage), ...Object.entries(sessionStorage)].filter(([key]) => key.startsWith('chatmill'))),
      );
    const before = await storedState();
    expect(before['chatmill.browserId']).toEqual(expect.any(String));
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/home/login');
    // Logout clears the client state: nothing of the app stays in storage. The login screen's own
    // first API call may already have made a new browser id (spec 3.8), never the old one.
    const { 'chatmill.browserId': browserId, ...rest } = await storedState();
    expect(rest).toEqual({});
    expect(browserId).not.toBe(before['chatmill.browserId']);
    await page.goto('/');
    await page.waitForURL('**/home/login**');

    await page.getByLabel('Email', { exact: true }).fill('bea@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('The email or password is incorrect.').waitFor();
    await logIn(page, 'bea@example.com', 'bea password 1');
    await page.getByText('Welcome, Bea Owner').waitFor();
    await page.context().close();
  });

  it('resets a forgotten password through the link in the mail', async () => {
    const page = await newPage();
    await page.goto('/home/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/home/forgot-password');
    // The login screen stays on display while the lazy forgot-password screen loads; both have an Email field.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill('bea@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your inbox').waitFor();

    const link = resetLinkIn(await smtp.waitFor('bea@example.com'));
    await page.goto(link);
    await page.getByText('Set a new password for bea@example.com.').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('bea password 3');
    await page.getByLabel('Confirm new password', { exact: true }).fill('bea password 3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password was changed').waitFor();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await logIn(page, 'bea@example.com', 'bea password 3');
    await page.getByText('Welcome, Bea Owner').waitFor();

    // The link works once.
    await page.goto(link);
    await page.getByText('This reset link is invalid or has expired.').waitFor();
    await page.context().close();
  });

  it('shows the session invalidated once, and returns to login, when the password changes elsewhere', async () => {
    const laptop = await newPage();
    const laptopConnected = realtimeConnected(laptop);
    await logIn(laptop, 'bea@example.com', 'bea password 3');
    await laptopConnected;

    // The password is changed in Account Settings (the dashboard's home has no form for it).
    const phone = await newPage();
    await logIn(phone, 'bea@example.com', 'bea password 3');
    await phone.goto('/my-account/user-settings?tab=password');
    await phone.getByLabel('Current password', { exact: true }).fill('bea password 3');
    await phone.getByLabel('New password', { exact: true }).fill('bea password 4');
    await phone.getByLabel('Confirm new password', { exact: true }).fill('bea password 4');
    await phone.getByRole('button', { name: 'Change password' }).click();
    await phone.getByText('Your password was changed. Your other sessions were signed out.').waitFor();

    await laptop.getByText('Your Login Session Was Invalidated.').waitFor();
    await laptop.getByText('Please login again.').waitFor();
    await laptop.waitForURL((url) => url.pathname === '/home/login');
    expect(await laptop.getByText('Your Login Session Was Invalidated.').count()).toBe(1);

    // The phone, which changed the password, stays signed in.
    await phone.goto('/');
    await phone.getByText('Welcome, Bea Owner').waitFor();
    await laptop.context().close();
    await phone.context().close();
  });

  it('shows the 404 screen for an unknown path', async () => {
    const page = await newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.context().close();
  });
});

describe('social sign-in in the browser', () => {
  it('hides the buttons when no provider is configured, and signs in with Google when one is', async () => {
    const { FakeOAuthProvider } = await import('../fakes/fakeOAuthProvider.ts');
    const plain = await newPage();
    await plain.goto('/home/login');
    await plain.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await plain.getByText('Sign in with Google').count()).toBe(0);
    expect(await plain.getByText('Sign in with Facebook').count()).toBe(0);
    await plain.context().close();

    const google = await new FakeOAuthProvider('google', { id: 'g-77', name: 'Gus Google', email: 'gus@example.com' }).start();
    const withGoogle = await startTestPlatform(google.env());
    try {
      await fetch(`${withGoogle.url}/api/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Admin', email: 'admin@example.com', password: 'admin password' }),
      });
      const page = await (await browser.newContext({ baseURL: withGoogle.url })).newPage();
      await page.goto('/home/login');
      await page.getByText('Sign in with Google').click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('Welcome, Gus Google').waitFor();
      expect(await page.getByText('Sign in with Facebook').count()).toBe(0);
      await page.context().close();
    } finally {
      await withGoogle.stop();
      await google.stop();
    }
  });
});
