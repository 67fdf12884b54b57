import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createOwner } from '../../../core/src/accounts/createOwner.ts';
import { hashPassword } from '../../../core/src/auth/passwordHash.ts';
import { AccountSchema } from '../../../core/src/db/entities/Account.ts';
import { PackageSchema } from '../../../core/src/db/entities/Package.ts';
import { UserSchema } from '../../../core/src/db/entities/User.ts';
import { packageExpiry } from '../../../core/src/admin/users/packageExpiry.ts';
import { ApiClient } from '../../support/apiClient.ts';
import { SUB_ACCOUNTS_FEATURE, WHITELABEL_CNAME_FEATURE } from '../../../core/src/usage/coreFeatures.ts';
import { resetLinkIn } from '../../fakes/smtpServer.ts';
import { brandHost, brandSettings, startWhitelabelWorld, type WhitelabelWorld, verifiedBrand } from './whitelabelWorld.ts';

/**
 * A reseller's clients on a verified brand: the brand's packages (the reseller's to manage,
 * nobody else's), and client accounts given through a real SMTP server whose invitation link
 * opens the brand's domain.
 */
let world: WhitelabelWorld;
let t: WhitelabelWorld['t'];
let dns: WhitelabelWorld['dns'];
let smtp: WhitelabelWorld['smtp'];
let admin: WhitelabelWorld['admin'];
let reseller: WhitelabelWorld['reseller'];
let rival: WhitelabelWorld['rival'];
let brandId: number;
const onBrand = () => world.onBrand();

beforeAll(async () => {
  world = await startWhitelabelWorld();
  ({ t, dns, smtp, admin, reseller, rival } = world);
  ({ brandId } = await verifiedBrand(world));
  // A client who came before these tests, added straight to the database (as the brand tests do).
  const passwordHash = await hashPassword('carla password 1');
  await t.platform.db.em().transactional((em) => createOwner(em, { brandId, name: 'Carla Client', email: 'carla@client.test', passwordHash }));
});
afterAll(async () => world?.stop());

describe("the reseller's packages", () => {
  let platformPackageId: number;

  /** A package body as the admin screen sends it, with one field changed per test. */
  async function packageBody(overrides: Record<string, unknown> = {}) {
    const levels = (await reseller.get(`/api/packages/access-levels?brandId=${brandId}`)).body.items as { id: number; name: string }[];
    return {
      name: 'Client Pro',
      tier: 'Pro',
      accessLevelId: levels.find((level) => level.name === 'Full Access')!.id,
      price: '19.00',
      currency: 'USD',
      validityDuration: 1,
      validityUnit: 'month',
      billingPeriod: 'monthly',
      features: [{ featureId: 15, limit: 2, lifetimeLimit: 0 }],
      ...overrides,
    };
  }

  beforeAll(async () => {
    platformPackageId = (await t.platform.db.em().findOneOrFail(PackageSchema, { brandId: 1, isDefault: true })).id;
  });

  it('lets the reseller list, create and change the packages of their own brand', async () => {
    const list = await reseller.get(`/api/packages?brandId=${brandId}`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: { name: string; isDefault: boolean }) => [p.name, p.isDefault])).toEqual([['Free', true]]);
    expect((await reseller.get(`/api/packages/features?brandId=${brandId}`)).body.items).toContainEqual(expect.objectContaining({ id: SUB_ACCOUNTS_FEATURE }));
    expect((await reseller.get(`/api/packages/catalogues?brandId=${brandId}`)).body.tiers).toContain('Pro');

    const created = await reseller.post(`/api/packages?brandId=${brandId}`, await packageBody());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Client Pro',
      price: '19.00',
      validityDuration: 1,
      validityUnit: 'month',
      accessLevelName: 'Full Access',
      isDefault: false,
    });
    expect((await t.platform.db.em().findOneOrFail(PackageSchema, { id: created.body.id })).brandId).toBe(brandId);

    const changed = await reseller.request('PUT', `/api/packages/${created.body.id}?brandId=${brandId}`, await packageBody({ price: '29.00' }));
    expect(changed.status).toBe(200);
    expect(changed.body.price).toBe('29.00');
    expect((await reseller.get(`/api/packages/${created.body.id}?brandId=${brandId}`)).body.price).toBe('29.00');
  });

  it("never lets the reseller reach the platform's packages or another brand's", async () => {
    const platformBefore = await t.platform.db.em().findOneOrFail(PackageSchema, { id: platformPackageId });
    // Without brandId: the platform's packages, an admin's business.
    expect((await reseller.get('/api/packages')).status).toBe(403);
    expect((await reseller.post('/api/packages', await packageBody({ name: 'Sneaky' }))).status).toBe(403);
    expect((await reseller.request('PUT', `/api/packages/${platformPackageId}`, await packageBody())).status).toBe(403);
    expect((await reseller.get('/api/packages/features')).status).toBe(403);
    // The platform's brand by id answers as a brand that does not exist.
    for (const res of [
      await reseller.get('/api/packages?brandId=1'),
      await reseller.post('/api/packages?brandId=1', await packageBody({ name: 'Sneaky' })),
      await reseller.request('DELETE', `/api/packages/${platformPackageId}?brandId=1`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'There is no brand with this id that you manage.' });
    }
    // A platform package named under the reseller's own brand is not theirs either.
    expect((await reseller.get(`/api/packages/${platformPackageId}?brandId=${brandId}`)).status).toBe(404);
    expect((await reseller.request('PUT', `/api/packages/${platformPackageId}?brandId=${brandId}`, await packageBody())).status).toBe(404);
    expect((await reseller.request('DELETE', `/api/packages/${platformPackageId}?brandId=${brandId}`)).status).toBe(404);
    const platformAfter = await t.platform.db.em().findOneOrFail(PackageSchema, { id: platformPackageId });
    expect(platformAfter.name).toBe(platformBefore.name);
    expect(await t.platform.db.em().count(PackageSchema, { name: 'Sneaky' })).toBe(0);

    // Another reseller cannot touch this brand's packages.
    const theirs = (await reseller.get(`/api/packages?brandId=${brandId}`)).body.items[0].id as number;
    expect((await rival.get(`/api/packages?brandId=${brandId}`)).status).toBe(404);
    expect((await rival.get(`/api/packages/${theirs}?brandId=${brandId}`)).status).toBe(404);
    expect((await rival.post(`/api/packages?brandId=${brandId}`, await packageBody({ name: 'Rival' }))).status).toBe(404);
    expect((await rival.request('PUT', `/api/packages/${theirs}?brandId=${brandId}`, await packageBody({ name: 'Rival' }))).status).toBe(404);
    expect((await rival.get(`/api/packages/access-levels?brandId=${brandId}`)).status).toBe(404);
    expect(await t.platform.db.em().count(PackageSchema, { name: 'Rival' })).toBe(0);

    // The platform admin manages any brand's packages, and the admin area is unchanged.
    expect((await admin.get(`/api/packages?brandId=${brandId}`)).body.total).toBe(2);
    expect((await admin.get('/api/packages')).body.items.map((p: { id: number }) => p.id)).toContain(platformPackageId);
  });

  it("refuses an access level that is not the platform's or the brand's", async () => {
    const own = await reseller.post('/api/access-levels', { name: 'Rita desk', permissions: [] });
    expect(own.status).toBe(201);
    const res = await reseller.post(`/api/packages?brandId=${brandId}`, await packageBody({ name: 'Desk only', accessLevelId: own.body.id }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields.accessLevelId).toBe("Choose a default access level or one of this brand's access levels.");
  });
});

describe('client accounts', () => {
  const cora = { name: 'Cora Client', email: 'cora@client.test', password: 'cora password 1' };
  let clientProId: number;
  let freeId: number;
  let coraId: number;

  const em = () => t.platform.db.em();
  const subAccountsUsed = async () => {
    const account = (await reseller.get('/api/auth/session')).body.user.accountId as number;
    const [row] = await em().execute<{ used: number }[]>(
      `select "used" from "usage_counter" where "account_id" = ? and "feature_id" = ? and "period" = 'lifetime'`,
      [account, SUB_ACCOUNTS_FEATURE],
    );
    return Number(row?.used ?? 0);
  };

  beforeAll(async () => {
    const { items } = (await reseller.get(`/api/packages?brandId=${brandId}`)).body as { items: { id: number; name: string }[] };
    clientProId = items.find((p) => p.name === 'Client Pro')!.id;
    freeId = items.find((p) => p.name === 'Free')!.id;
  });

  it('creates an account of the brand owned by a client user without a password, on the package, and mails a link on the brand’s domain', async () => {
    const before = Date.now();
    const res = await reseller.post('/api/whitelabel/clients', { name: cora.name, email: 'Cora@Client.test', packageId: clientProId });
    expect(res.status).toBe(201);
    expect(res.body.invitation).toEqual({ sent: true, message: null });
    expect(res.body.client).toMatchObject({
      name: cora.name,
      email: cora.email,
      verified: false,
      invitationPending: true,
      package: { id: clientProId, name: 'Client Pro' },
      lastLoginAt: null,
    });
    coraId = res.body.client.id;

    const user = await em().findOneOrFail(UserSchema, { email: cora.email });
    expect(user).toMatchObject({ brandId, accessType: 'client_user', passwordHash: null, verified: false, lastLoginAt: null });
    const account = await em().findOneOrFail(AccountSchema, { id: coraId });
    expect(account).toMatchObject({ brandId, ownerUserId: user.id, packageId: clientProId });
    // The package's validity (1 month) from now.
    const expected = packageExpiry(new Date(before), 1, 'month')!.getTime();
    expect(Math.abs(account.expiresAt!.getTime() - expected)).toBeLessThan(60_000);
    expect(res.body.client.expiresAt).toBe(account.expiresAt!.toISOString());
    expect(await subAccountsUsed()).toBe(1);

    const mail = await smtp.waitFor(cora.email);
    expect(mail.subject).toBe(`You are invited to join ${cora.name} on Acme Bots`);
    expect(mail.text).toContain(`Rita Reseller invited you to join ${cora.name} on Acme Bots`);
    const link = new URL(resetLinkIn(mail));
    expect(link.hostname).toBe(brandHost);
    expect(link.pathname).toBe('/home/reset-password');
  });

  it('lets the client choose a password from the link and sign in on the brand’s host, never on the platform’s', async () => {
    const token = new URL(resetLinkIn(await smtp.waitFor(cora.email))).searchParams.get('token')!;
    const browser = onBrand();
    expect((await browser.get(`/api/auth/reset-password/verify?token=${encodeURIComponent(token)}`)).body).toEqual({
      email: cora.email,
      purpose: 'invitation',
    });
    expect((await browser.post('/api/auth/reset-password', { token, password: cora.password })).status).toBe(200);

    const login = await browser.post('/api/auth/login', { email: cora.email, password: cora.password });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: cora.email, brandId, accountId: coraId, isOwner: true, accessType: 'client_user', expired: false });
    // The package's access level (Full Access) is what the client may do.
    expect(login.body.user.access).toEqual({ kind: 'all' });
    expect((await browser.get('/api/team-members')).status).toBe(200);

    const platform = await new ApiClient(t.url).post('/api/auth/login', { email: cora.email, password: cora.password });
    expect(platform.status).toBe(401);
    expect(platform.body.error.code).toBe('INVALID_CREDENTIALS');

    // A client resells nothing and manages no one's clients.
    expect((await browser.get('/api/whitelabel/clients')).status).toBe(403);
  });

  it('lists the brand’s clients with owner, package, expiry, verified and last sign-in, and searches them', async () => {
    const dana = await reseller.post('/api/whitelabel/clients', {
      name: 'Dana Later',
      email: 'dana@client.test',
      packageId: freeId,
      expiresAt: '2099-12-31T23:59:59Z',
    });
    expect(dana.status).toBe(201);
    expect(dana.body.client).toMatchObject({ package: { name: 'Free' }, expiresAt: '2099-12-31T23:59:59.000Z' });
    const never = await reseller.post('/api/whitelabel/clients', { name: 'Nev Ernding', email: 'nev@client.test', packageId: clientProId, expiresAt: null });
    expect(never.body.client.expiresAt).toBeNull();

    const page = await reseller.get('/api/whitelabel/clients?sort=name&order=asc&pageSize=2');
    expect(page.status).toBe(200);
    // Carla Client, added straight to the database earlier, is a client of the brand too.
    expect(page.body.total).toBe(4);
    expect(page.body.items.map((c: { name: string }) => c.name)).toEqual(['Carla Client', 'Cora Client']);
    expect(page.body.items[1]).toMatchObject({ id: coraId, email: cora.email, verified: true, invitationPending: false, package: { name: 'Client Pro' } });
    expect(page.body.items[1].lastLoginAt).not.toBeNull();
    expect(Date.parse(page.body.items[1].createdAt)).not.toBeNaN();
    expect((await reseller.get('/api/whitelabel/clients?sort=name&order=asc&page=2&pageSize=2')).body.items.map((c: { name: string }) => c.name)).toEqual([
      'Dana Later',
      'Nev Ernding',
    ]);

    const found = await reseller.get('/api/whitelabel/clients?search=dana@');
    expect(found.body).toMatchObject({ total: 1, items: [{ name: 'Dana Later', verified: false, invitationPending: true }] });
    expect((await reseller.get('/api/whitelabel/clients?sort=nope')).status).toBe(400);
  });

  it('refuses an email already on the brand, a package of another brand and a past expiry, creating nothing', async () => {
    const used = await subAccountsUsed();
    for (const email of [cora.email, 'CARLA@client.test']) {
      const res = await reseller.post('/api/whitelabel/clients', { name: 'Copy', email, packageId: clientProId });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'CONFLICT', fields: { email: 'This email is already registered.' } });
    }
    // The reseller's own email belongs to the platform's brand: on the brand it is free.
    const foreign = await reseller.post('/api/whitelabel/clients', {
      name: 'Pat',
      email: 'pat@client.test',
      packageId: (await em().findOneOrFail(PackageSchema, { brandId: 1, isDefault: true })).id,
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.fields).toEqual({ packageId: 'Choose a package of your brand.' });
    const past = await reseller.post('/api/whitelabel/clients', {
      name: 'Pam',
      email: 'pam@client.test',
      packageId: clientProId,
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.status).toBe(400);
    expect(past.body.error.fields.expiresAt).toBe('The expiration date must be in the future.');
    expect(await em().count(UserSchema, { email: { $in: ['pat@client.test', 'pam@client.test'] } })).toBe(0);
    expect(await subAccountsUsed()).toBe(used);
  });

  it('changes a client’s package and expiry; a different package is announced to the client', async () => {
    const res = await reseller.request('PUT', `/api/whitelabel/clients/${coraId}`, { packageId: freeId, expiresAt: '2098-01-01T00:00:00Z' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: coraId, package: { id: freeId, name: 'Free' }, expiresAt: '2098-01-01T00:00:00.000Z' });
    const account = await em().findOneOrFail(AccountSchema, { id: coraId });
    expect(account.packageId).toBe(freeId);
    expect(account.packageChangedAt).not.toBeNull();

    // Left out, the expiry is the package's validity from now (Free: never).
    expect((await reseller.request('PUT', `/api/whitelabel/clients/${coraId}`, { packageId: freeId })).body.expiresAt).toBeNull();
    expect((await reseller.request('PUT', `/api/whitelabel/clients/${coraId}`, { packageId: 1_000_000 })).status).toBe(422);
    expect((await reseller.request('PUT', '/api/whitelabel/clients/999999', { packageId: freeId })).status).toBe(404);
  });

  it('sends the invitation again only while the client has no password, ending the earlier link', async () => {
    const dana = (await reseller.get('/api/whitelabel/clients?search=dana@')).body.items[0];
    const first = new URL(resetLinkIn(await smtp.waitFor('dana@client.test'))).searchParams.get('token')!;
    const again = await reseller.post(`/api/whitelabel/clients/${dana.id}/resend-invitation`);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ sent: true, message: null });
    const second = new URL(resetLinkIn((await smtp.mailsTo('dana@client.test', 2))[1]!));
    expect(second.hostname).toBe(brandHost);
    expect((await onBrand().post('/api/auth/reset-password', { token: first, password: 'dana password 1' })).status).toBe(422);

    const done = await reseller.post(`/api/whitelabel/clients/${coraId}/resend-invitation`);
    expect(done.status).toBe(422);
    expect(done.body.error.message).toBe('This client has already set a password, so there is no invitation to send again.');
  });

  it('keeps every client from another reseller: their list is their own, and these clients answer 404', async () => {
    const rivalBrand = await rival.request('PUT', '/api/whitelabel/brand', brandSettings({ domain: 'rex.test', name: 'Rex Bots', shortName: 'Rex' }));
    expect(rivalBrand.status).toBe(200);
    expect((await rival.get('/api/whitelabel/clients')).body).toMatchObject({ items: [], total: 0 });
    expect((await rival.get(`/api/whitelabel/clients/${coraId}`)).status).toBe(404);
    const change = await rival.request('PUT', `/api/whitelabel/clients/${coraId}`, { packageId: clientProId });
    expect(change.status).toBe(404);
    expect((await rival.post(`/api/whitelabel/clients/${coraId}/resend-invitation`)).status).toBe(404);
    expect((await em().findOneOrFail(AccountSchema, { id: coraId })).packageId).toBe(freeId);
    // Nor can the rival give their clients this brand's package.
    dns.setTxt('_chatmill-challenge.rex.test', [rivalBrand.body.challenge.value]);
    expect((await rival.post('/api/whitelabel/brand/verify-domain')).body.verified).toBe(true);
    const stolen = await rival.post('/api/whitelabel/clients', { name: 'Thief', email: 'thief@client.test', packageId: clientProId });
    expect(stolen.status).toBe(422);
    expect(stolen.body.error.fields).toEqual({ packageId: 'Choose a package of your brand.' });
    expect((await new ApiClient(t.url).get('/api/whitelabel/clients')).status).toBe(401);
  });

  it("counts each client against the reseller's 'Sub accounts' and refuses past the limit with the package's message", async () => {
    const used = await subAccountsUsed();
    expect(used).toBe(3);
    const db = em();
    const fullAccess = (await db.findOneOrFail(PackageSchema, { brandId: 1, isDefault: true })).accessLevelId;
    const agency = db.create(PackageSchema, {
      brandId: 1,
      name: 'Agency',
      tier: 'Pro',
      accessLevelId: fullAccess,
      price: '99.00',
      currency: 'USD',
      validityDuration: 0,
      validityUnit: 'month',
      features: [
        { featureId: WHITELABEL_CNAME_FEATURE, limit: 0, lifetimeLimit: 0 },
        { featureId: SUB_ACCOUNTS_FEATURE, limit: used + 1, lifetimeLimit: 0 },
      ],
    });
    await db.flush();
    const accountId = (await reseller.get('/api/auth/session')).body.user.accountId as number;
    await db.nativeUpdate(AccountSchema, { id: accountId }, { packageId: agency.id });
    try {
      expect((await reseller.post('/api/whitelabel/clients', { name: 'Last One', email: 'last@client.test', packageId: freeId })).status).toBe(201);
      const refused = await reseller.post('/api/whitelabel/clients', { name: 'One Too Many', email: 'toomany@client.test', packageId: freeId });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({
        code: 'LIMIT_REACHED',
        message: `Your Agency package have reached the limit for this feature. You have already used-up ${used + 1}/${used + 1}. Please upgrade your account to do more.`,
      });
      expect(await db.count(UserSchema, { email: 'toomany@client.test' })).toBe(0);
      expect(await subAccountsUsed()).toBe(used + 1);
    } finally {
      await db.nativeUpdate(AccountSchema, { id: accountId }, { packageId: null });
    }
  });

  it('lets an expired reseller look at clients and packages but change nothing', async () => {
    const accountId = (await reseller.get('/api/auth/session')).body.user.accountId as number;
    await em().nativeUpdate(AccountSchema, { id: accountId }, { expiresAt: new Date(Date.now() - 60_000) });
    try {
      expect((await reseller.get('/api/whitelabel/clients')).status).toBe(200);
      expect((await reseller.get(`/api/packages?brandId=${brandId}`)).status).toBe(200);
      for (const res of [
        await reseller.post('/api/whitelabel/clients', { name: 'Late', email: 'late@client.test', packageId: freeId }),
        await reseller.request('PUT', `/api/whitelabel/clients/${coraId}`, { packageId: clientProId }),
        await reseller.request('DELETE', `/api/packages/${clientProId}?brandId=${brandId}`),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('PACKAGE_EXPIRED');
      }
      expect(await em().count(PackageSchema, { id: clientProId })).toBe(1);
    } finally {
      await em().nativeUpdate(AccountSchema, { id: accountId }, { expiresAt: null });
    }
  });
});

describe('the platform admin', () => {
  it('lists every brand with its reseller, and searches them', async () => {
    const all = await admin.get('/api/whitelabel/brands');
    expect(all.status).toBe(200);
    expect(all.body.items.map((b: { id: number }) => b.id)).toEqual(expect.arrayContaining([1, brandId]));
    const found = await admin.get('/api/whitelabel/brands?search=rita@');
    expect(found.body).toMatchObject({ total: 1, page: 1 });
    expect(found.body.items[0]).toMatchObject({
      id: brandId,
      domain: brandHost,
      verified: true,
      whitelabel: true,
      owner: { name: 'Rita Reseller', email: 'rita@example.com' },
    });
    // The platform's, Rita's and Rex's (made while testing client accounts).
    expect((await admin.get('/api/whitelabel/brands?page=9')).body).toMatchObject({ items: [], total: 3 });
    expect((await reseller.get('/api/whitelabel/brands')).status).toBe(403);
  });
});
