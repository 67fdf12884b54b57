import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountSchema } from '../../core/src/db/entities/Account.ts';
import { PackageSchema } from '../../core/src/db/entities/Package.ts';
import { SessionSchema } from '../../core/src/db/entities/Session.ts';
import { UserSchema } from '../../core/src/db/entities/User.ts';
import { ApiClient } from '../support/apiClient.ts';
import { openSocket, waitForMessage } from '../support/socketClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';
import { seedTeamMemberAndOtherBrand } from './adminUsersSeed.ts';

/**
 * The admin's users (/admin) over HTTP: only user id 1 and Admins get in (403 for everyone
 * else on every admin route, found from the route registry); search, filters, sort and pages;
 * a user's details with team size and usage; a package change that sets the expiry from the
 * package's validity and records the change for the 'New Package Activated!' notice; and
 * deactivation, which refuses sign-in and ends every session at once, undone by reactivation.
 */
let t: TestPlatform;
let admin: ApiClient;
let owner: ApiClient;
let ownerId: number;
let fullAccessId: number;
let otherBrandId: number;
let otherBrandUserId: number;
let otherBrandPackageId: number;

const password = 'correct horse 1';
const em = () => t.platform.db.em();

async function register(name: string, email: string): Promise<{ api: ApiClient; id: number; accountId: number }> {
  const api = new ApiClient(t.url);
  const res = await api.post('/api/auth/register', { name, email, password });
  expect(res.status).toBe(201);
  return { api, id: res.body.user.id, accountId: res.body.user.accountId };
}

async function createPackage(name: string, validityDuration: number, validityUnit: string): Promise<number> {
  const res = await admin.post('/api/packages', {
    name,
    tier: 'Pro',
    accessLevelId: fullAccessId,
    price: '10',
    currency: 'USD',
    validityDuration,
    validityUnit,
    features: [],
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const names = (res: { body: { items: Array<{ name: string }> } }) => res.body.items.map((u) => u.name);

beforeAll(async () => {
  t = await startTestPlatform();
  admin = new ApiClient(t.url);
  expect((await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password })).status).toBe(201);
  const olive = await register('Olive Owner', 'olive@example.com');
  owner = olive.api;
  ownerId = olive.id;
  await register('Bob Builder', 'bob@builder.example.com');
  await register('Carla Cruz', 'carla@example.com');
  fullAccessId = (await em().findOneOrFail(PackageSchema, { isDefault: true, brandId: 1 })).accessLevelId;

  // A team member of Olive's account, and a second brand with a user and a package of its own.
  ({ otherBrandId, otherBrandPackageId, otherBrandUserId } = await seedTeamMemberAndOtherBrand(em(), olive.accountId, fullAccessId));
});
afterAll(async () => t?.stop());

describe('who may use the admin routes', () => {
  /**
   * A valid request for an admin route, so only the caller decides the answer: path ids are a
   * real user's, and routes that take a body get a valid one from this table. A new admin
   * route with a body fails here until its body is listed.
   */
  function sample(route: { method: string; path: string; body?: unknown }): { path: string; body?: unknown } {
    const notification = { subject: 'Hi', type: 'Tips', content: 'Hello', audience: 'all' };
    const bodies: Record<string, unknown> = {
      'PUT /api/admin/users/:id/package': { packageId: 1 },
      'POST /api/admin/notifications': notification,
      'PUT /api/admin/notifications/:id': notification,
    };
    const key = `${route.method} ${route.path}`;
    if (route.body && !(key in bodies)) throw new Error(`no sample body for the admin route ${key}: add one`);
    return { path: route.path.replace(/:[a-zA-Z]+/g, String(ownerId)), ...(key in bodies ? { body: bodies[key] } : {}) };
  }

  it('answers FORBIDDEN with the spec text to an owner and a team member, and UNAUTHENTICATED without a session', async () => {
    const adminRoutes = t.platform.registry.all().filter((route) => route.path.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(13);
    const anonymous = new ApiClient(t.url);
    for (const route of adminRoutes) {
      const { path, body } = sample(route);
      const res = await owner.request(route.method, path, body);
      expect({ route: `${route.method} ${route.path}`, status: res.status, body: res.body }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Sorry, your account does not have permission for this action.' } },
      });
      expect((await anonymous.request(route.method, path, body)).status).toBe(401);
    }
    // Nothing happened on the owner's behalf.
    expect((await em().findOneOrFail(UserSchema, { id: ownerId })).deactivatedAt).toBeNull();
    expect((await admin.get('/api/admin/notifications')).body.total).toBe(0);
  });

  it('lets an Admin of the brand in, limited to their brand', async () => {
    const { api, id } = await register('Andy Admin', 'andy@example.com');
    await em().nativeUpdate(UserSchema, { id }, { userType: 'Admin' });
    const res = await api.get('/api/admin/users?pageSize=100');
    expect(res.status).toBe(200);
    expect(res.body.items.every((u: { brand: { id: number } }) => u.brand.id === 1)).toBe(true);
    expect(names(res)).not.toContain('Zed Other');
    expect((await api.get(`/api/admin/users?brandId=${otherBrandId}`)).status).toBe(404);
    expect((await api.get(`/api/admin/users/${otherBrandUserId}`)).status).toBe(404);
    // Dates in the admin area are in the server's zone, the one the reports count days in.
    expect((await api.get('/api/admin/users/options')).body).toMatchObject({ allBrands: false, brands: [{ id: 1 }], timeZone: 'Asia/Manila' });
    // An Admin cannot deactivate themselves.
    const self = await api.post(`/api/admin/users/${id}/deactivate`);
    expect(self.status).toBe(422);
    expect(self.body.error.message).toBe('You cannot deactivate your own account.');
    await em().nativeUpdate(UserSchema, { id }, { userType: 'Member' });
    expect((await api.get('/api/admin/users')).status).toBe(403);
  });
});

describe('finding users', () => {
  it('lists every brand for the platform admin, newest first, with the package in force', async () => {
    const res = await admin.get('/api/admin/users?pageSize=100');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(res.body.items.length);
    expect(names(res)).toEqual(expect.arrayContaining(['Ada Admin', 'Olive Owner', 'Bob Builder', 'Carla Cruz', 'Tess Team', 'Zed Other']));
    const olive = res.body.items.find((u: { name: string }) => u.name === 'Olive Owner');
    expect(olive).toMatchObject({
      id: ownerId,
      email: 'olive@example.com',
      userType: 'Member',
      accessType: 'owner',
      isOwner: true,
      brand: { id: 1 },
      package: { name: 'Free' },
      packageSource: 'brandDefault',
      status: 'active',
      deactivatedAt: null,
    });
    const tess = res.body.items.find((u: { name: string }) => u.name === 'Tess Team');
    expect(tess).toMatchObject({ accessType: 'team_member', isOwner: false, account: { id: olive.account.id } });
    const created = res.body.items.map((u: { createdAt: string }) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('searches name and email, case-insensitively, with % and _ matching themselves', async () => {
    expect(names(await admin.get('/api/admin/users?search=BUILDER'))).toEqual(['Bob Builder']);
    expect(names(await admin.get('/api/admin/users?search=carla%40'))).toEqual(['Carla Cruz']);
    expect((await admin.get('/api/admin/users?search=%25')).body.total).toBe(0);
    expect((await admin.get('/api/admin/users?search=_')).body.total).toBe(0);
  });

  it('filters by brand, user type, access type, package and status', async () => {
    expect(names(await admin.get(`/api/admin/users?brandId=${otherBrandId}`))).toEqual(['Zed Other']);
    expect(names(await admin.get('/api/admin/users?userType=Admin'))).toEqual(['Ada Admin']);
    expect(names(await admin.get('/api/admin/users?accessType=team_member'))).toEqual(['Tess Team']);
    expect(names(await admin.get(`/api/admin/users?packageId=${otherBrandPackageId}`))).toEqual(['Zed Other']);

    const carla = (await admin.get('/api/admin/users?search=carla')).body.items[0];
    await em().nativeUpdate(AccountSchema, { id: carla.account.id }, { expiresAt: new Date(Date.now() - 60_000) });
    expect(names(await admin.get('/api/admin/users?status=expired'))).toEqual(['Carla Cruz']);
    // An Admin never expires, whatever the account says.
    await em().nativeUpdate(AccountSchema, { ownerUserId: 1 }, { expiresAt: new Date(Date.now() - 60_000) });
    expect(names(await admin.get('/api/admin/users?status=expired'))).toEqual(['Carla Cruz']);
    await em().nativeUpdate(AccountSchema, { ownerUserId: 1 }, { expiresAt: null });
    expect(names(await admin.get('/api/admin/users?status=active&brandId=1&search=c'))).not.toContain('Carla Cruz');
    await em().nativeUpdate(AccountSchema, { id: carla.account.id }, { expiresAt: null });
    expect(names(await admin.get('/api/admin/users?status=deactivated'))).toEqual([]);
    // A cleared filter (empty value) is no filter.
    expect((await admin.get('/api/admin/users?status=&packageId=&brandId=&userType=')).body.total).toBe((await admin.get('/api/admin/users')).body.total);
  });

  it('sorts and pages without overlap', async () => {
    const all = names(await admin.get('/api/admin/users?sort=name&order=asc&pageSize=100'));
    expect(all).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.length / 2); page += 1) {
      const res = await admin.get(`/api/admin/users?sort=name&order=asc&pageSize=2&page=${page}`);
      expect(res.body).toMatchObject({ page, pageSize: 2, total: all.length });
      pages.push(...names(res));
    }
    expect(pages).toEqual(all);
    expect(names(await admin.get('/api/admin/users?sort=email&order=desc&pageSize=1'))).toEqual(['Zed Other']);
  });

  it('refuses bad queries with field messages', async () => {
    const res = await admin.get('/api/admin/users?status=gone&sort=password&pageSize=1000&brandId=x');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({
      status: 'Use active, expired or deactivated.',
      sort: 'Sort by name, email, createdAt, lastLoginAt, expiresAt, id.',
      pageSize: 'Use a page size from 1 to 100.',
      brandId: 'Choose a brand by its id.',
    });
    expect((await admin.get('/api/admin/users/abc')).status).toBe(400);
    expect((await admin.get('/api/admin/users/999999')).status).toBe(404);
  });
});

describe("a user's details", () => {
  it('shows the account, owner, team size, last login and usage by feature from the counters', async () => {
    const olive = await em().findOneOrFail(UserSchema, { id: ownerId });
    await em()
      .getConnection()
      .execute(`insert into "usage_counter" ("account_id", "feature_id", "period", "used") values (?, 15, 'lifetime', 1), (?, 40, 'lifetime', 37)`, [
        olive.accountId,
        olive.accountId,
      ]);
    const res = await admin.get(`/api/admin/users/${ownerId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ownerId,
      name: 'Olive Owner',
      owner: { id: ownerId, name: 'Olive Owner', email: 'olive@example.com' },
      teamSize: 2,
      package: { name: 'Free' },
      expiresAt: null,
      packageChangedAt: null,
      usageExempt: false,
    });
    expect(new Date(res.body.lastLoginAt).getTime()).toBeGreaterThan(Date.now() - 600_000);
    const usage = Object.fromEntries(
      res.body.usage.map((f: { featureId: number; used: number; lifetimeUsed: number }) => [f.featureId, [f.used, f.lifetimeUsed]]),
    );
    expect(usage[15]).toEqual([1, 1]);
    expect(usage[40]).toEqual([37, 37]);
    expect(res.body.usage.map((f: { featureId: number }) => f.featureId)).toEqual(t.platform.plugins.features.all().map((f) => f.id));

    const tess = (await admin.get('/api/admin/users?search=tess')).body.items[0];
    expect((await admin.get(`/api/admin/users/${tess.id}`)).body).toMatchObject({ owner: { id: ownerId }, teamSize: 2, lastLoginAt: null });
  });
});

describe("changing an account's package", () => {
  it("sets the expiry to now plus the package's validity and records the change", async () => {
    const quarterly = await createPackage('Quarterly', 3, 'month');
    const before = new Date();
    const res = await admin.request('PUT', `/api/admin/users/${ownerId}/package`, { packageId: quarterly });
    const after = new Date();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ package: { id: quarterly, name: 'Quarterly' }, packageSource: 'account' });
    // Three calendar months later, to the millisecond of the change.
    const expected = (at: Date) => {
      const d = new Date(at);
      const day = d.getUTCDate();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() + 3);
      d.setUTCDate(Math.min(day, new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()));
      return d.getTime();
    };
    const expiresAt = new Date(res.body.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(expected(before));
    expect(expiresAt).toBeLessThanOrEqual(expected(after));
    const account = await em().findOneOrFail(AccountSchema, { ownerUserId: ownerId });
    expect(account.packageId).toBe(quarterly);
    expect(account.expiresAt?.getTime()).toBe(expiresAt);
    expect(res.body.packageChangedAt).not.toBeNull();
    expect(new Date(res.body.packageChangedAt).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    // The user's next load learns of the new package.
    const notice = await owner.get('/api/account/package-notice');
    expect(notice.body).toEqual({ packageId: quarterly, packageName: 'Quarterly', packageChangedAt: res.body.packageChangedAt });
    // The team member is on the account's package too.
    const tess = (await admin.get('/api/admin/users?search=tess')).body.items[0];
    expect(tess.package).toEqual({ id: quarterly, name: 'Quarterly' });
    expect(names(await admin.get(`/api/admin/users?packageId=${quarterly}`)).sort()).toEqual(['Olive Owner', 'Tess Team']);
  });

  it('takes an explicit expiry (or none), and renewing the same package is no package change', async () => {
    const quarterly = (await admin.get(`/api/admin/users/${ownerId}`)).body.package.id;
    const changedAt = (await admin.get(`/api/admin/users/${ownerId}`)).body.packageChangedAt;
    const explicit = await admin.request('PUT', `/api/admin/users/${ownerId}/package`, { packageId: quarterly, expiresAt: '2031-05-06T07:08:09+02:00' });
    expect(explicit.status).toBe(200);
    expect(explicit.body.expiresAt).toBe('2031-05-06T05:08:09.000Z');
    expect(explicit.body.packageChangedAt).toBe(changedAt);
    const never = await admin.request('PUT', `/api/admin/users/${ownerId}/package`, { packageId: quarterly, expiresAt: null });
    expect(never.body.expiresAt).toBeNull();
  });

  it('gives no expiry for a package that never expires, and day validities in days', async () => {
    const lifetime = await createPackage('Lifetime', 0, 'year');
    const res = await admin.request('PUT', `/api/admin/users/${ownerId}/package`, { packageId: lifetime, expiresAt: undefined });
    expect(res.body).toMatchObject({ package: { name: 'Lifetime' }, expiresAt: null });
    const trial = await createPackage('Trial 14', 14, 'day');
    const before = Date.now();
    const trialRes = await admin.request('PUT', `/api/admin/users/${ownerId}/package`, { packageId: trial });
    const days = (new Date(trialRes.body.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(14);
    expect(days).toBeLessThan(14.01);
  });

  it("refuses another brand's package, a missing one and bad bodies", async () => {
    const other = await admin.request('PUT', `/api/admin/users/${ownerId}/package`, { packageId: otherBrandPackageId });
    expect(other.status).toBe(400);
    expect(other.body.error.fields).toEqual({ packageId: "Choose one of the packages of the user's brand." });
    const bad = await admin.request('PUT', `/api/admin/users/${ownerId}/package`, { packageId: 'x', expiresAt: 'tomorrow', extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      packageId: 'Choose a package.',
      expiresAt: 'Use an ISO date and time, e.g. 2027-01-31T23:59:59Z.',
      extra: 'This field is not allowed.',
    });
    expect((await admin.request('PUT', '/api/admin/users/999999/package', { packageId: otherBrandPackageId })).status).toBe(404);
    // The other brand's user takes their brand's package.
    const zed = await admin.request('PUT', `/api/admin/users/${otherBrandUserId}/package`, { packageId: otherBrandPackageId });
    expect(zed.status).toBe(200);
    expect(zed.body).toMatchObject({ package: { id: otherBrandPackageId }, expiresAt: null, packageChangedAt: null });
  });
});

describe('deactivating and reactivating', () => {
  it('refuses sign-in, ends every session and tells open tabs at once; reactivation lets them in again', async () => {
    const { api: phone, id } = await register('Dana Deactivated', 'dana@example.com');
    const laptop = new ApiClient(t.url);
    expect((await laptop.post('/api/auth/login', { email: 'dana@example.com', password })).status).toBe(200);
    const socket = await openSocket(t.url, phone.cookieHeader());
    await waitForMessage(socket.messages, 'hello');

    const res = await admin.post(`/api/admin/users/${id}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'deactivated' });
    expect(res.body.deactivatedAt).not.toBeNull();

    await waitForMessage(socket.messages, 'session.invalidated');
    expect(await socket.closed).toBe(4001);
    for (const client of [phone, laptop]) {
      const session = await client.get('/api/auth/session');
      expect(session.status).toBe(401);
      expect(session.body.error.code).toBe('SESSION_INVALIDATED');
    }
    const sessions = await em().find(SessionSchema, { userId: id });
    expect(sessions).toHaveLength(2);
    for (const session of sessions) expect(session).toMatchObject({ invalidatedReason: 'deactivated', invalidatedAt: expect.any(Date) });

    const refused = await new ApiClient(t.url).post('/api/auth/login', { email: 'dana@example.com', password });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'FORBIDDEN', message: 'This account was deactivated. Contact support.' });
    // A wrong password still says only that the credentials are wrong.
    expect((await new ApiClient(t.url).post('/api/auth/login', { email: 'dana@example.com', password: 'wrong password 1' })).status).toBe(401);
    expect(names(await admin.get('/api/admin/users?status=deactivated'))).toEqual(['Dana Deactivated']);
    // Deactivating again keeps the first time.
    expect((await admin.post(`/api/admin/users/${id}/deactivate`)).body.deactivatedAt).toBe(res.body.deactivatedAt);

    const back = await admin.post(`/api/admin/users/${id}/reactivate`);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'active', deactivatedAt: null });
    const again = new ApiClient(t.url);
    expect((await again.post('/api/auth/login', { email: 'dana@example.com', password })).status).toBe(200);
    expect((await again.get('/api/auth/session')).status).toBe(200);
    // The sessions that ended stay ended.
    expect((await phone.get('/api/auth/session')).status).toBe(401);
  });

  it('never deactivates the platform admin, and answers NOT_FOUND for unknown users', async () => {
    const andy = await em().findOneOrFail(UserSchema, { email: 'andy@example.com' });
    await em().nativeUpdate(UserSchema, { id: andy.id }, { userType: 'Admin' });
    const andyApi = new ApiClient(t.url);
    await andyApi.post('/api/auth/login', { email: 'andy@example.com', password });
    const res = await andyApi.post('/api/admin/users/1/deactivate');
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'UNPROCESSABLE', message: 'The platform admin (user id 1) cannot be deactivated.' });
    expect((await admin.post('/api/admin/users/1/deactivate')).status).toBe(422);
    expect((await admin.post('/api/admin/users/999999/deactivate')).status).toBe(404);
    expect((await admin.post('/api/admin/users/999999/reactivate')).status).toBe(404);
    await em().nativeUpdate(UserSchema, { id: andy.id }, { userType: 'Member' });
  });
});
