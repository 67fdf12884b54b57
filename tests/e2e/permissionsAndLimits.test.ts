import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { hashPassword } from '../../core/src/auth/passwordHash.ts';
import { AccountSchema } from '../../core/src/db/entities/Account.ts';
import { PackageSchema } from '../../core/src/db/entities/Package.ts';
import { UserSchema } from '../../core/src/db/entities/User.ts';
import { ApiClient } from '../support/apiClient.ts';
import { launchChromium } from '../support/browser.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Issue 5's proof in the browser: a team member with a limited access level sees only the
 * menu it allows, gets No Access on other screens and 'ACTION DENIED!' when the server
 * refuses an action; an owner reaches a package limit and reads the spec's exact message.
 */
let t: TestPlatform;
let browser: Browser;
let owner: ApiClient;
let ownerAccountId: number;

async function pageFor(client: ApiClient): Promise<Page> {
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: 1400, height: 900 } });
  await context.addCookies([{ name: 'cm_session', value: client.cookie('cm_session')!, url: t.url }]);
  return context.newPage();
}

beforeAll(async () => {
  t = await startTestPlatform();
  await new ApiClient(t.url).post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  owner = new ApiClient(t.url);
  const registered = await owner.post('/api/auth/register', { name: 'Olivia Owner', email: 'olivia@example.com', password: 'olivia password 1' });
  ownerAccountId = registered.body.user.accountId;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('a team member with a limited access level', () => {
  it('sees only the allowed menu, gets No Access elsewhere and ACTION DENIED when the server refuses', async () => {
    const level = await owner.post('/api/access-levels', {
      name: 'Contact adders',
      permissions: [{ slug: 'contacts/contact-list', read: true, edit: false, create: true, delete: false }],
    });
    expect(level.status).toBe(201);
    const invited = await owner.post('/api/team-members', {
      name: 'Mia Member',
      email: 'mia@example.com',
      accessType: 'team_member',
      accessLevelId: level.body.id,
    });
    expect(invited.status).toBe(201);
    // The invitation's link would set the password; the test sets it directly.
    await t.platform.db.em().nativeUpdate(UserSchema, { email: 'mia@example.com' }, { passwordHash: await hashPassword('mia password 1') });
    const member = new ApiClient(t.url);
    expect((await member.post('/api/auth/login', { email: 'mia@example.com', password: 'mia password 1' })).status).toBe(200);

    const page = await pageFor(member);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Contacts' }).click();
    await menu.getByRole('link', { name: 'Contact List' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Contact Tags' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Contact Books' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Team Members' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Packages' }).count()).toBe(0);

    // A plugin screen and a core screen the level does not grant: No Access, not 404.
    await page.goto('/contacts/contact-tags');
    await page.getByRole('heading', { name: 'No Access' }).waitFor();
    await page.goto('/team-members');
    await page.getByRole('heading', { name: 'No Access' }).waitFor();

    // The owner takes "create" away while the member's screen still offers it.
    await page.goto('/contacts/contact-list');
    await page.getByRole('heading', { name: 'Contact List' }).waitFor();
    const updated = await owner.request('PUT', `/api/access-levels/${level.body.id}`, {
      name: 'Contact adders',
      permissions: [{ slug: 'contacts/contact-list', read: true, edit: false, create: false, delete: false }],
    });
    expect(updated.status).toBe(200);
    await page.getByRole('button', { name: 'New contact' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('refused@example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('ACTION DENIED!').waitFor();
    await page.getByText('Sorry, your account does not have permission for this action.').first().waitFor();
  }, 120_000);
});

describe('a read-only access level', () => {
  it("with only 'Subscribers: Read' finds the screen in the menu and reads it without ACTION DENIED", async () => {
    const level = await owner.post('/api/access-levels', {
      name: 'Subscriber readers',
      permissions: [{ slug: 'web-chat-widget/subscribers', read: true, edit: false, create: false, delete: false }],
    });
    expect(level.status).toBe(201);
    const invited = await owner.post('/api/team-members', {
      name: 'Rui Reader',
      email: 'rui@example.com',
      accessType: 'team_member',
      accessLevelId: level.body.id,
    });
    expect(invited.status).toBe(201);
    await t.platform.db.em().nativeUpdate(UserSchema, { email: 'rui@example.com' }, { passwordHash: await hashPassword('rui password 1') });
    const reader = new ApiClient(t.url);
    expect((await reader.post('/api/auth/login', { email: 'rui@example.com', password: 'rui password 1' })).status).toBe(200);
    // The widget list behind the screen's selector is readable with the subscribers permission alone…
    expect((await reader.get('/api/web-chat-widget/accounts')).status).toBe(200);
    // …but creating a widget is not.
    expect((await reader.post('/api/web-chat-widget/accounts', { name: 'Nope' })).status).toBe(403);

    const page = await pageFor(reader);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: /Web Chat Widget/ }).click();
    await menu.getByRole('link', { name: 'Subscribers' }).click();
    await page.waitForURL('**/web-chat-widget/subscribers');
    await page.getByRole('heading', { name: 'Web Chat Widget Subscribers' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Accounts' }).count()).toBe(0);
    // Give a refused call the time to show its toast, then check none did.
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('ACTION DENIED!').count()).toBe(0);
  }, 120_000);
});

describe('a package limit', () => {
  it('is reached in the UI with the exact message', async () => {
    const em = t.platform.db.em();
    const fullAccess = (await em.findOneOrFail(PackageSchema, { isDefault: true })).accessLevelId;
    const pkg = em.create(PackageSchema, {
      brandId: 1,
      name: 'Starter',
      tier: 'Trial',
      accessLevelId: fullAccess,
      price: '0.00',
      currency: 'USD',
      validityDuration: 0,
      validityUnit: 'month',
      billingPeriod: 'monthly',
      isDefault: false,
      features: [{ featureId: 40, limit: 1, lifetimeLimit: 0 }],
    });
    await em.flush();
    await em.nativeUpdate(AccountSchema, { id: ownerAccountId }, { packageId: pkg.id });

    const page = await pageFor(owner);
    await page.goto('/contacts/contact-list');
    await page.getByRole('heading', { name: 'Contact List' }).waitFor();
    for (const email of ['first@example.com', 'second@example.com']) {
      await page.getByRole('button', { name: 'New contact' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Save' }).click();
      if (email === 'first@example.com') await page.getByRole('table').getByText(email).waitFor();
    }
    await page
      .getByText('Your Starter package have reached the limit for this feature. You have already used-up 1/1. Please upgrade your account to do more.')
      .first()
      .waitFor();
  }, 120_000);
});
