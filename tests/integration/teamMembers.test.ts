import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccessLevelSchema } from '../../core/src/db/entities/AccessLevel.ts';
import { AccountSchema } from '../../core/src/db/entities/Account.ts';
import { PackageSchema } from '../../core/src/db/entities/Package.ts';
import { PasswordResetSchema } from '../../core/src/db/entities/PasswordReset.ts';
import { UserSchema } from '../../core/src/db/entities/User.ts';
import { TEAM_MEMBERS_FEATURE } from '../../core/src/usage/coreFeatures.ts';
import { FakeSmtpServer, resetLinkIn, type ReceivedMail } from '../fakes/smtpServer.ts';
import { ApiClient } from '../support/apiClient.ts';
import { keptMailsTo } from '../support/keptMails.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Team members through the real product and a real SMTP server: invite, the invitee's first
 * password through the mailed link, list, edit, delete (their session ends), the brand-wide
 * email conflict, the package's team-members limit, and that no other account can touch them.
 */
let smtp: FakeSmtpServer;
let t: TestPlatform;
let owner: ApiClient;
let ownerId: number;
let fullAccessId: number;
const password = 'owner password 1';

beforeAll(async () => {
  smtp = await new FakeSmtpServer().start();
  t = await startTestPlatform(smtp.env());
  await new ApiClient(t.url).post('/api/setup', { name: 'Admin', email: 'admin@example.com', password });
  owner = new ApiClient(t.url);
  ownerId = (await owner.post('/api/auth/register', { name: 'Olivia Owner', email: 'olivia@example.com', password })).body.user.id;
  const options = await owner.get('/api/team-members/options');
  fullAccessId = options.body.accessLevels.find((level: { name: string }) => level.name === 'Full Access').id;
});
afterAll(async () => {
  await t?.stop();
  await smtp?.stop();
});

const em = () => t.platform.db.em();

function tokenIn(mail: ReceivedMail): string {
  return new URL(resetLinkIn(mail)).searchParams.get('token')!;
}

async function invite(client: ApiClient, name: string, email: string, extra: Record<string, unknown> = {}) {
  return client.post('/api/team-members', { name, email, accessType: 'team_member', accessLevelId: fullAccessId, ...extra });
}

/** Invites `email`, follows the mailed link to set `memberPassword` and signs the member in. */
async function inviteAndJoin(name: string, email: string, memberPassword = 'member password 1'): Promise<{ id: number; client: ApiClient }> {
  const invited = await invite(owner, name, email);
  expect(invited.status).toBe(201);
  const client = new ApiClient(t.url);
  expect((await client.post('/api/auth/reset-password', { token: tokenIn(await smtp.waitFor(email)), password: memberPassword })).status).toBe(200);
  expect((await client.post('/api/auth/login', { email, password: memberPassword })).status).toBe(200);
  return { id: invited.body.member.id, client };
}

async function registerOwner(name: string, email: string): Promise<{ client: ApiClient; accountId: number }> {
  const client = new ApiClient(t.url);
  const res = await client.post('/api/auth/register', { name, email, password });
  expect(res.status).toBe(201);
  return { client, accountId: res.body.user.accountId };
}

describe('inviting a team member', () => {
  it('creates an unverified member without a password and mails a 7-day link that lets them join', async () => {
    const res = await invite(owner, 'Mia Member', 'Mia@Example.com');
    expect(res.status).toBe(201);
    expect(res.body.invitation).toEqual({ sent: true, message: null });
    expect(res.body.member).toMatchObject({
      name: 'Mia Member',
      email: 'mia@example.com',
      verified: false,
      accessType: 'team_member',
      isOwner: false,
      accessLevel: { id: fullAccessId, name: 'Full Access' },
      customPackage: null,
      accessExpiresAt: null,
      lastLoginAt: null,
      invitationPending: true,
    });
    const stored = await em().findOneOrFail(UserSchema, { email: 'mia@example.com' });
    expect(stored.passwordHash).toBeNull();
    expect(stored.accountId).toBe((await em().findOneOrFail(UserSchema, { id: ownerId })).accountId);
    const link = await em().findOneOrFail(PasswordResetSchema, { userId: stored.id });
    expect(link.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);

    const mail = await smtp.waitFor('mia@example.com');
    expect(mail.subject).toBe('You are invited to join Olivia Owner on Chatmill');
    expect(mail.text).toContain('Olivia Owner invited you to join Olivia Owner on Chatmill');

    const mia = new ApiClient(t.url);
    const token = tokenIn(mail);
    expect((await mia.get(`/api/auth/reset-password/verify?token=${encodeURIComponent(token)}`)).body).toEqual({
      email: 'mia@example.com',
      purpose: 'invitation',
    });
    expect((await mia.post('/api/auth/reset-password', { token, password: 'mia password 1' })).status).toBe(200);
    const login = await mia.post('/api/auth/login', { email: 'mia@example.com', password: 'mia password 1' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: 'mia@example.com', isOwner: false, accountId: stored.accountId });

    const joined = await owner.get(`/api/team-members/${stored.id}`);
    expect(joined.body).toMatchObject({ verified: true, invitationPending: false });
    expect(joined.body.lastLoginAt).not.toBeNull();
  });

  it('refuses an email already registered on the brand, in any account', async () => {
    for (const email of ['olivia@example.com', 'admin@example.com', 'mia@example.com']) {
      const res = await invite(owner, 'Copy', email);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('CONFLICT');
      expect(res.body.error.message).toBe('A user with this email already exists on Chatmill. Invite another email address.');
      expect(res.body.error.fields).toEqual({ email: 'This email is already registered.' });
    }
  });

  it("refuses another account's access level, a foreign package and a past expiration at their fields", async () => {
    const other = await registerOwner('Oscar Other', 'oscar@example.com');
    const db = em();
    const foreign = db.create(AccessLevelSchema, { brandId: null, accountId: other.accountId, name: "Oscar's level", permissions: [] });
    await db.flush();

    const level = await invite(owner, 'Lev', 'lev@example.com', { accessLevelId: foreign.id });
    expect(level.status).toBe(422);
    expect(level.body.error.fields).toEqual({ accessLevelId: 'Choose one of your access levels.' });

    const pkg = await invite(owner, 'Pat', 'pat@example.com', { accessType: 'client_user', customPackageId: 999_999 });
    expect(pkg.status).toBe(422);
    expect(pkg.body.error.fields).toEqual({ customPackageId: 'Choose a package of this brand.' });

    const past = await invite(owner, 'Pam', 'pam@example.com', { accessExpiresAt: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.error.fields.accessExpiresAt).toBe('The expiration date must be in the future.');

    const memberWithPackage = await invite(owner, 'Tim', 'tim@example.com', { customPackageId: 1 });
    expect(memberWithPackage.status).toBe(400);
    expect(memberWithPackage.body.error.fields.customPackageId).toBe('Only client users have a custom package.');
    expect(await em().count(UserSchema, { email: { $in: ['lev@example.com', 'pat@example.com', 'pam@example.com', 'tim@example.com'] } })).toBe(0);
  });

  it('sends the invitation again, ending the earlier link, only while no password is set', async () => {
    const res = await invite(owner, 'Rita Resend', 'rita@example.com');
    const first = tokenIn(await smtp.waitFor('rita@example.com'));
    const resent = await owner.post(`/api/team-members/${res.body.member.id}/resend-invitation`);
    expect(resent.status).toBe(202);
    for (let i = 0; i < 100 && smtp.received.filter((m) => m.to.includes('rita@example.com')).length < 2; i++) await new Promise((r) => setTimeout(r, 200));
    const mails = smtp.received.filter((m) => m.to.includes('rita@example.com'));
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails[1]!);

    const rita = new ApiClient(t.url);
    expect((await rita.post('/api/auth/reset-password', { token: first, password: 'rita password 1' })).status).toBe(422);
    expect((await rita.post('/api/auth/reset-password', { token: second, password: 'rita password 1' })).status).toBe(200);
    const again = await owner.post(`/api/team-members/${res.body.member.id}/resend-invitation`);
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe('This member has already set a password, so there is no invitation to send again.');
  });
});

describe('the list', () => {
  it('shows the owner first, marked isOwner, whatever the sort, and searches name and email', async () => {
    for (const sort of ['sort=name&order=desc', 'sort=email&order=asc', '']) {
      const res = await owner.get(`/api/team-members?${sort}`);
      expect(res.status).toBe(200);
      expect(res.body.items[0]).toMatchObject({
        id: ownerId,
        name: 'Olivia Owner',
        isOwner: true,
        accessType: 'owner',
        accessLevel: null,
        invitationPending: false,
      });
      expect(res.body.items.slice(1).every((m: { isOwner: boolean }) => !m.isOwner)).toBe(true);
    }
    const all = await owner.get('/api/team-members?pageSize=100');
    expect(all.body.items.map((m: { email: string }) => m.email)).toEqual(
      expect.arrayContaining(['olivia@example.com', 'mia@example.com', 'rita@example.com']),
    );
    expect(all.body.items.map((m: { email: string }) => m.email)).not.toContain('oscar@example.com');

    const found = await owner.get('/api/team-members?search=MIA');
    expect(found.body.total).toBe(1);
    expect(found.body.items[0].email).toBe('mia@example.com');
    expect((await owner.get('/api/team-members?search=%25')).body.total).toBe(0);
    expect((await owner.get('/api/team-members?pageSize=1&page=2')).body).toMatchObject({ page: 2, pageSize: 1, total: all.body.total });
  });
});

describe('editing a member', () => {
  it('changes the name, access type, custom package and expiration, but never the owner', async () => {
    const { body: created } = await invite(owner, 'Eddie Edit', 'eddie@example.com');
    const packages = (await owner.get('/api/team-members/options')).body.packages as Array<{ id: number; name: string }>;
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const res = await owner.request('PUT', `/api/team-members/${created.member.id}`, {
      name: 'Eddie Client',
      accessType: 'client_user',
      accessLevelId: fullAccessId,
      customPackageId: packages[0]!.id,
      accessExpiresAt: expires,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Eddie Client', accessType: 'client_user', customPackage: packages[0], accessExpiresAt: expires });

    // PUT replaces: without them, the package and the expiration are cleared.
    const back = await owner.request('PUT', `/api/team-members/${created.member.id}`, {
      name: 'Eddie Member',
      accessType: 'team_member',
      accessLevelId: fullAccessId,
    });
    expect(back.body).toMatchObject({ name: 'Eddie Member', accessType: 'team_member', customPackage: null, accessExpiresAt: null });

    const ownRow = await owner.request('PUT', `/api/team-members/${ownerId}`, { name: 'Boss', accessType: 'team_member', accessLevelId: fullAccessId });
    expect(ownRow.status).toBe(422);
    expect(ownRow.body.error.message).toBe("The account owner's access cannot be changed here.");
  });
});

describe('deleting a member', () => {
  it('removes them and ends their session at once; never the owner, never oneself', async () => {
    const dan = await inviteAndJoin('Dan Delete', 'dan@example.com');
    expect((await dan.client.get('/api/auth/session')).status).toBe(200);

    // Dan holds Full Access, team-members delete included, yet cannot remove himself or the owner.
    const self = await dan.client.request('DELETE', `/api/team-members/${dan.id}`);
    expect(self.status).toBe(422);
    expect(self.body.error.message).toBe('You cannot delete yourself. Ask the account owner to remove you.');
    const ownAccess = await dan.client.request('PUT', `/api/team-members/${dan.id}`, { name: 'Dan', accessType: 'team_member', accessLevelId: fullAccessId });
    expect(ownAccess.status).toBe(422);
    expect(ownAccess.body.error.message).toBe('You cannot change your own access. Ask the account owner.');
    const ownerRow = await dan.client.request('DELETE', `/api/team-members/${ownerId}`);
    expect(ownerRow.status).toBe(422);
    expect(ownerRow.body.error.message).toBe('The account owner cannot be deleted.');

    const res = await owner.request('DELETE', `/api/team-members/${dan.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: dan.id });
    expect((await dan.client.get('/api/auth/session')).status).toBe(401);
    expect((await new ApiClient(t.url).post('/api/auth/login', { email: 'dan@example.com', password: 'member password 1' })).status).toBe(401);
    expect((await owner.get(`/api/team-members/${dan.id}`)).status).toBe(404);
    expect((await owner.request('DELETE', `/api/team-members/${dan.id}`)).status).toBe(404);
  });
});

describe('tenancy', () => {
  it("answers 404 to another account on every route for this account's member", async () => {
    const mia = await em().findOneOrFail(UserSchema, { email: 'mia@example.com' });
    const { client: bob } = await registerOwner('Bob Other', 'bob@example.com');
    const list = await bob.get('/api/team-members?pageSize=100');
    expect(list.body.items.map((m: { email: string }) => m.email)).toEqual(['bob@example.com']);
    expect((await bob.get(`/api/team-members?search=mia`)).body.total).toBe(0);

    const body = { name: 'Taken', accessType: 'team_member', accessLevelId: fullAccessId };
    for (const [method, path, payload] of [
      ['GET', `/api/team-members/${mia.id}`, undefined],
      ['PUT', `/api/team-members/${mia.id}`, body],
      ['DELETE', `/api/team-members/${mia.id}`, undefined],
      ['POST', `/api/team-members/${mia.id}/resend-invitation`, undefined],
    ] as const) {
      const res = await bob.request(method, path, payload);
      expect([method, res.status]).toEqual([method, 404]);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    const after = await em().findOneOrFail(UserSchema, { id: mia.id }, { refresh: true });
    expect(after.name).toBe('Mia Member');
  });
});

describe("the package's team-members limit", () => {
  it('refuses the invite past the limit with the spec text, and a delete gives the use back', async () => {
    const { client: carol, accountId } = await registerOwner('Carol Capped', 'carol@example.com');
    const db = em();
    const solo = db.create(PackageSchema, {
      brandId: 1,
      name: 'Solo',
      tier: 'Pro',
      accessLevelId: fullAccessId,
      price: '10.00',
      currency: 'USD',
      validityDuration: 1,
      validityUnit: 'month',
      features: [{ featureId: TEAM_MEMBERS_FEATURE, limit: 1, lifetimeLimit: 0 }],
    });
    await db.flush();
    await db.nativeUpdate(AccountSchema, { id: accountId }, { packageId: solo.id });

    const first = await invite(carol, 'First Helper', 'first@example.com');
    expect(first.status).toBe(201);
    const second = await invite(carol, 'Second Helper', 'second@example.com');
    expect(second.status).toBe(403);
    expect(second.body.error.code).toBe('LIMIT_REACHED');
    expect(second.body.error.message).toBe(
      'Your Solo package have reached the limit for this feature. You have already used-up 1/1. Please upgrade your account to do more.',
    );
    expect(await em().count(UserSchema, { email: 'second@example.com' })).toBe(0);

    // A refused invite (a conflict here) gives its reservation back: the limit still allows one after a delete.
    expect((await carol.request('DELETE', `/api/team-members/${first.body.member.id}`)).status).toBe(200);
    expect((await invite(carol, 'Copy', 'olivia@example.com')).status).toBe(409);
    expect((await invite(carol, 'Second Helper', 'second@example.com')).status).toBe(201);
  });
});

describe('without mail settings', () => {
  it('keeps the invitation in the local mailbox and says so; a resend lands there too', async () => {
    const bare = await startTestPlatform();
    try {
      const admin = new ApiClient(bare.url);
      await admin.post('/api/setup', { name: 'Admin', email: 'admin@example.com', password });
      const boss = new ApiClient(bare.url);
      await boss.post('/api/auth/register', { name: 'Nora Nomail', email: 'nora@example.com', password });
      const level = (await boss.get('/api/team-members/options')).body.accessLevels[0];
      const res = await boss.post('/api/team-members', { name: 'Quiet', email: 'quiet@example.com', accessType: 'team_member', accessLevelId: level.id });
      expect(res.status).toBe(201);
      expect(res.body.invitation).toEqual({ sent: true, message: expect.stringContaining('kept in the local mailbox') });
      const [invitation] = await keptMailsTo(admin, 'quiet@example.com');
      expect(invitation!.subject).toBe('You are invited to join Nora Nomail on Chatmill');
      expect(invitation!.text).toContain('/home/reset-password?token=');

      const resend = await boss.post(`/api/team-members/${res.body.member.id}/resend-invitation`);
      expect(resend.status).toBe(202);
      expect(resend.body).toEqual({ sent: true, message: expect.stringContaining('kept in the local mailbox') });
      expect(await keptMailsTo(admin, 'quiet@example.com', 2)).toHaveLength(2);
    } finally {
      await bare.stop();
    }
  });
});
