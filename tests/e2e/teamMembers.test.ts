import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { AccessLevelSchema } from '../../core/src/db/entities/AccessLevel.ts';
import { AccountSchema } from '../../core/src/db/entities/Account.ts';
import { PackageSchema } from '../../core/src/db/entities/Package.ts';
import { UserSchema } from '../../core/src/db/entities/User.ts';
import { TEAM_MEMBERS_FEATURE } from '../../core/src/usage/coreFeatures.ts';
import { FakeSmtpServer } from '../fakes/smtpServer.ts';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Team Members in Chromium: the owner invites a member, sees them Not Verified under their own
 * row marked '(Owner)', changes the member's access level, then deletes them with a
 * confirmation; Undo keeps the member, and a delete left alone reaches the server.
 */
let smtp: FakeSmtpServer;
let t: TestPlatform;
let browser: Browser;
let page: Page;
const deletes: string[] = [];
let accountId: number;

beforeAll(async () => {
  smtp = await new FakeSmtpServer().start();
  t = await startTestPlatform(smtp.env());
  await new ApiClient(t.url).post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  const owner = new ApiClient(t.url);
  const registered = await owner.post('/api/auth/register', { name: 'Olivia Owner', email: 'olivia@example.com', password: 'olivia password 1' });
  accountId = registered.body.user.accountId;
  // A level of the owner's own, to move the member to.
  const em = t.platform.db.em();
  em.create(AccessLevelSchema, {
    brandId: null,
    accountId,
    name: 'Support Desk',
    permissions: [{ slug: 'team-members', read: true, edit: false, create: false, delete: false }],
  });
  await em.flush();

  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1500, height: 900 } });
  await context.addCookies([{ name: 'cm_session', value: owner.cookie('cm_session')!, url: t.url }]);
  page = await context.newPage();
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  });
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
  await smtp?.stop();
});

const table = () => page.getByRole('table', { name: 'Team members' });
const miaRow = () => table().getByRole('row').filter({ hasText: 'mia@example.com' });

describe('Team Members in the browser', () => {
  it("lists the owner with '(Owner)' after their name", async () => {
    await page.goto('/team-members');
    await page.getByRole('heading', { name: 'Team Members' }).waitFor();
    const ownerRow = table().getByRole('row').filter({ hasText: 'olivia@example.com' });
    await ownerRow.getByRole('cell', { name: 'Olivia Owner (Owner)' }).waitFor();
    // Nobody edits or deletes the owner's row here.
    expect(await ownerRow.getByRole('button').count()).toBe(0);
  });

  it('invites a member, who is listed as Not Verified and gets the mail', async () => {
    await page.getByRole('button', { name: 'Invite member' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Choose an access level.').waitFor();

    await dialog.getByLabel('Name').fill('Mia Member');
    await dialog.getByLabel('Email').fill('mia@example.com');
    await dialog.getByLabel('Access level').selectOption({ label: 'Full Access' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent to mia@example.com.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await miaRow().getByText('Not Verified').waitFor();
    await miaRow().getByRole('cell', { name: 'Team member', exact: true }).waitFor();
    await miaRow().getByRole('cell', { name: 'Full Access' }).waitFor();
    await miaRow().getByRole('img', { name: 'Picture of Mia Member' }).getByText('MM').waitFor();
    expect((await smtp.waitFor('mia@example.com')).subject).toBe('You are invited to join Olivia Owner on Chatmill');
  });

  it('shows the server’s field message when the email is already registered', async () => {
    await page.getByRole('button', { name: 'Invite member' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByLabel('Name').fill('Copy Cat');
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel('Access level').selectOption({ label: 'Full Access' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('This email is already registered.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("edits the member's access level", async () => {
    await miaRow().getByRole('button', { name: 'Edit Mia Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit team member' });
    expect(await dialog.getByLabel('Access level').inputValue()).not.toBe('');
    await dialog.getByLabel('Access level').selectOption({ label: 'Support Desk' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Team member updated.').waitFor();
    await miaRow().getByRole('cell', { name: 'Support Desk' }).waitFor();
    const stored = await t.platform.db.em().findOneOrFail(UserSchema, { email: 'mia@example.com' });
    const level = await t.platform.db.em().findOneOrFail(AccessLevelSchema, { id: stored.accessLevelId! });
    expect(level.name).toBe('Support Desk');
  });

  it('deletes the member after a confirmation; Undo keeps them', async () => {
    // Asked first; answering Cancel changes nothing.
    await miaRow().getByRole('button', { name: 'Delete Mia Member' }).click();
    await page.getByText('Mia Member (mia@example.com) will lose access to this account and be signed out.').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await miaRow().getByRole('button', { name: 'Delete Mia Member' }).waitFor();

    // Confirmed, then undone: no DELETE ever leaves the browser.
    await miaRow().getByRole('button', { name: 'Delete Mia Member' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await miaRow().getByText('Deleting…').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Mia Member was not deleted.').waitFor();
    await miaRow().getByRole('button', { name: 'Delete Mia Member' }).waitFor();

    // Confirmed and left alone: the DELETE goes out when the undo window closes.
    await miaRow().getByRole('button', { name: 'Delete Mia Member' }).click();
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/team-members/'), { timeout: 20_000 });
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByText('Mia Member deleted.').waitFor();
    expect((await deleted).status()).toBe(200);
    await miaRow().waitFor({ state: 'detached' });
    expect(deletes).toHaveLength(1);
    expect(await t.platform.db.em().count(UserSchema, { email: 'mia@example.com' })).toBe(0);
  });

  it("shows the package's refusal in the server's exact words", async () => {
    const em = t.platform.db.em();
    const fullAccess = await em.findOneOrFail(AccessLevelSchema, { name: 'Full Access', accountId: null });
    const solo = em.create(PackageSchema, {
      brandId: 1,
      name: 'Solo',
      tier: 'Pro',
      accessLevelId: fullAccess.id,
      price: '10.00',
      currency: 'USD',
      validityDuration: 1,
      validityUnit: 'month',
      features: [{ featureId: TEAM_MEMBERS_FEATURE, limit: 1, lifetimeLimit: 0 }],
    });
    await em.flush();
    await em.nativeUpdate(AccountSchema, { id: accountId }, { packageId: solo.id });

    for (const [name, email] of [
      ['Ned One', 'ned@example.com'],
      ['Ola Two', 'ola@example.com'],
    ]) {
      await page.getByRole('button', { name: 'Invite member' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
      await dialog.getByLabel('Name').fill(name!);
      await dialog.getByLabel('Email').fill(email!);
      await dialog.getByLabel('Access level').selectOption({ label: 'Full Access' });
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      if (email === 'ned@example.com') await dialog.waitFor({ state: 'detached' });
    }
    await page
      .getByText('Your Solo package have reached the limit for this feature. You have already used-up 1/1. Please upgrade your account to do more.', {
        exact: true,
      })
      .waitFor();
    // The dialog stays open with what was typed, to try again after an upgrade.
    expect(await page.getByRole('dialog', { name: 'Invite a team member' }).getByLabel('Email').inputValue()).toBe('ola@example.com');
  });
});
