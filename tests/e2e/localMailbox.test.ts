import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * A laptop install without SMTP: an owner invites a team member, the mail is kept in the local
 * mailbox (and the owner is told so), the platform admin reads it under Admin > Mailbox, and the
 * invitee follows its link to choose a first password, worded as such (not 'Choose a new
 * password' / 'Your password was changed').
 */
let t: TestPlatform;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function pageAs(client: ApiClient | null): Promise<Page> {
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1400, height: 900 } });
  contexts.push(context);
  if (client) await context.addCookies([{ name: 'cm_session', value: client.cookie('cm_session')!, url: t.url }]);
  return context.newPage();
}

let admin: ApiClient;
let owner: ApiClient;
let invitationLink: string;

beforeAll(async () => {
  t = await startTestPlatform();
  admin = new ApiClient(t.url);
  await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  owner = new ApiClient(t.url);
  await owner.post('/api/auth/register', { name: 'Olivia Owner', email: 'olivia@example.com', password: 'olivia password 1' });
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await t?.stop();
});

describe('the local mailbox of a server without SMTP', () => {
  it('tells the owner that the invitation was kept in the local mailbox', async () => {
    const page = await pageAs(owner);
    await page.goto('/team-members');
    await page.getByRole('button', { name: 'Invite member' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByLabel('Name').fill('Mia Member');
    await dialog.getByLabel('Email').fill('mia@example.com');
    await dialog.getByLabel('Access level').selectOption({ label: 'Full Access' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent to mia@example.com.').waitFor();
    await page.getByText(/kept in the local mailbox: an administrator can read it/).waitFor();
  });

  it('lists the kept mail for the admin, who opens it and reads its link', async () => {
    const page = await pageAs(admin);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Mailbox' }).click();
    await page.getByRole('heading', { name: 'Mailbox' }).waitFor();
    await page.getByText('Outgoing mail (SMTP) is not set up, so every mail lands here.', { exact: false }).waitFor();
    const table = page.getByRole('table', { name: 'Kept mails' });
    const row = table.getByRole('row').filter({ hasText: 'mia@example.com' });
    await row.getByRole('button', { name: 'You are invited to join Olivia Owner on Chatmill' }).click();

    const dialog = page.getByRole('dialog', { name: 'You are invited to join Olivia Owner on Chatmill' });
    const frame = page.frameLocator('iframe[title="The mail “You are invited to join Olivia Owner on Chatmill”"]');
    await frame.getByRole('link', { name: 'Choose your password' }).waitFor();
    await dialog.getByRole('button', { name: 'Plain text' }).click();
    const text = await dialog.getByTestId('kept-mail-text').innerText();
    expect(text).toContain('Olivia Owner invited you to join Olivia Owner on Chatmill');
    invitationLink = /(https?:\/\/\S+\/home\/reset-password\?token=\S+)/.exec(text)![1]!;
    expect(new URL(invitationLink).origin).toBe(t.url);

    await page.getByLabel('Search recipient or subject').fill('nobody-here');
    await page.getByText('No kept mail matches your search.').waitFor();
  });

  it('lets the invitee choose a first password, in words for a first password', async () => {
    const page = await pageAs(null);
    await page.goto(invitationLink);
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await page.getByText('Choose the password for mia@example.com to accept your invitation.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('mia password 1');
    await page.getByLabel('Confirm new password').fill('mia password 1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('heading', { name: 'Your password is set' }).waitFor();
    expect(await page.getByText('Your password was changed').count()).toBe(0);
  });

  it('refuses the mailbox to anyone but admins', async () => {
    expect((await owner.get('/api/admin/mailbox')).status).toBe(403);
    expect((await new ApiClient(t.url).get('/api/admin/mailbox')).status).toBe(401);
  });
});
