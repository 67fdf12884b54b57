import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { currencies, packageTiers } from '@chatmill/sdk';
import { AccessLevelSchema } from '../../core/src/db/entities/AccessLevel.ts';
import { AccountSchema } from '../../core/src/db/entities/Account.ts';
import { BrandSchema } from '../../core/src/db/entities/Brand.ts';
import { PackageSchema } from '../../core/src/db/entities/Package.ts';
import { UserSchema } from '../../core/src/db/entities/User.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Packages over HTTP, admins only: CRUD, validation with field messages (tier, currency, price,
 * access level, features of the catalogue), one default package per brand, brand isolation,
 * and the refusal to delete the default package or one an account is on.
 */
let t: TestPlatform;
let admin: ApiClient;
let owner: ApiClient;
let fullAccessId: number;
let featureIds: number[];

const password = 'correct horse 1';

function body(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Pro monthly',
    tier: 'Pro',
    accessLevelId: fullAccessId,
    price: '19.90',
    currency: 'EUR',
    validityDuration: 1,
    validityUnit: 'month',
    billingPeriod: 'monthly',
    features: [{ featureId: featureIds[0], limit: 500, lifetimeLimit: 0 }],
    ...overrides,
  };
}

beforeAll(async () => {
  t = await startTestPlatform();
  admin = new ApiClient(t.url);
  expect((await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password })).status).toBe(201);
  owner = new ApiClient(t.url);
  expect((await owner.post('/api/auth/register', { name: 'Olive Owner', email: 'olive@example.com', password })).status).toBe(201);
  fullAccessId = (await t.platform.db.em().findOneOrFail(AccessLevelSchema, { isDefault: true, brandId: null, accountId: null })).id;
  featureIds = t.platform.plugins.features.all().map((f) => f.id);
  expect(featureIds.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => t.stop());

describe('the catalogues for the editor', () => {
  it('lists the feature catalogue with each feature’s period and owner', async () => {
    const res = await admin.get('/api/packages/features');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual(t.platform.plugins.features.all().map(({ id, name, period, pluginId }) => ({ id, name, period, pluginId })));
    expect(res.body.items).toContainEqual({ id: 15, name: 'Team members', period: 'lifetime', pluginId: 'core' });
  });

  it('lists the currencies with names and the tier labels', async () => {
    const res = await admin.get('/api/packages/catalogues');
    expect(res.status).toBe(200);
    expect(res.body.tiers).toEqual(['Admin', 'Custom', 'Free', 'Trial', 'Pro', 'Apprentice', 'Master', 'Grand Master', 'Ultra Grand Master']);
    expect(res.body.currencies).toHaveLength(currencies.length);
    expect(res.body.currencies.length).toBeGreaterThanOrEqual(170);
    expect(res.body.currencies).toContainEqual({ code: 'USD', name: 'US Dollar' });
    expect(res.body.currencies).toContainEqual({ code: 'MYR', name: 'Malaysian Ringgit' });
    const codes = res.body.currencies.map((c: { code: string }) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}$/);
  });
});

describe('package CRUD', () => {
  let id: number;

  it('creates a package, storing the price as decimal text', async () => {
    const res = await admin.post('/api/packages', body({ price: 19.9 }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Pro monthly',
      tier: 'Pro',
      accessLevelId: fullAccessId,
      accessLevelName: 'Full Access',
      price: '19.90',
      currency: 'EUR',
      validityDuration: 1,
      validityUnit: 'month',
      billingPeriod: 'monthly',
      features: [{ featureId: featureIds[0], limit: 500, lifetimeLimit: 0 }],
      isDefault: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    id = res.body.id;
    const stored = await t.platform.db.em().findOneOrFail(PackageSchema, { id });
    expect(stored.price).toBe('19.90');
    expect(stored.brandId).toBe((await t.platform.db.em().findOneOrFail(AccountSchema, { ownerUserId: 1 })).brandId);
  });

  it('reads, lists with search and sort, and replaces it', async () => {
    expect((await admin.get(`/api/packages/${id}`)).body.name).toBe('Pro monthly');
    await admin.post(
      '/api/packages',
      body({ name: 'Master yearly', tier: 'Master', price: '99', billingPeriod: 'yearly', validityDuration: 1, validityUnit: 'year', features: [] }),
    );

    const all = await admin.get('/api/packages?sort=price&order=desc');
    expect(all.status).toBe(200);
    // The seeded default package (Free, 0.00) and the two made here.
    expect(all.body.items.map((p: { name: string; price: string }) => [p.name, p.price])).toEqual([
      ['Master yearly', '99.00'],
      ['Pro monthly', '19.90'],
      ['Free', '0.00'],
    ]);
    expect(all.body).toMatchObject({ total: 3, page: 1 });
    const search = await admin.get('/api/packages?search=mast');
    expect(search.body.items.map((p: { name: string }) => p.name)).toEqual(['Master yearly']);
    const paged = await admin.get('/api/packages?pageSize=2&page=2&sort=name');
    expect(paged.body.items.map((p: { name: string }) => p.name)).toEqual(['Pro monthly']);

    const replaced = await admin.request(
      'PUT',
      `/api/packages/${id}`,
      body({ name: 'Pro', price: '0', validityDuration: 0, features: [{ featureId: featureIds[1], limit: 0, lifetimeLimit: 10 }] }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      name: 'Pro',
      price: '0.00',
      validityDuration: 0,
      features: [{ featureId: featureIds[1], limit: 0, lifetimeLimit: 10 }],
    });
  });

  it('deletes a package nobody is on', async () => {
    const extra = await admin.post('/api/packages', body({ name: 'Short lived' }));
    const res = await admin.request('DELETE', `/api/packages/${extra.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: extra.body.id });
    expect((await admin.get(`/api/packages/${extra.body.id}`)).status).toBe(404);
  });
});

describe('validation', () => {
  it('refuses an unknown feature id and an unknown currency with field messages', async () => {
    const res = await admin.post('/api/packages', body({ name: 'Bad', currency: 'XYZ', features: [{ featureId: 99999, limit: 1, lifetimeLimit: 0 }] }));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({
      currency: 'There is no currency "XYZ": use an ISO 4217 code such as USD.',
      'features.0.featureId': 'There is no feature 99999 in the feature catalogue.',
    });
    expect(await t.platform.db.em().count(PackageSchema, { name: 'Bad' })).toBe(0);
  });

  it('refuses a feature listed twice and negative or fractional limits', async () => {
    const res = await admin.post(
      '/api/packages',
      body({
        name: 'Bad',
        features: [
          { featureId: featureIds[0], limit: 1, lifetimeLimit: 0 },
          { featureId: featureIds[0], limit: -1, lifetimeLimit: 1.5 },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      'features.1.limit': 'Enter a whole number of 0 or more (0: unlimited).',
      'features.1.lifetimeLimit': 'Enter a whole number of 0 or more (0: unlimited).',
    });
    const twice = await admin.post(
      '/api/packages',
      body({
        name: 'Bad',
        features: [
          { featureId: featureIds[0], limit: 1, lifetimeLimit: 0 },
          { featureId: featureIds[0], limit: 2, lifetimeLimit: 0 },
        ],
      }),
    );
    expect(twice.body.error.fields).toEqual({ 'features.1.featureId': 'This feature is listed twice: keep one row per feature.' });
  });

  it('says what is required: name, access level, currency, duration unit', async () => {
    const res = await admin.post('/api/packages', { tier: 'Pro', price: '1', validityDuration: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Name is required',
      accessLevelId: 'Access level is required',
      currency: 'Currency is required',
      validityUnit: 'Duration unit is required',
    });
  });

  it('checks tier, price, validity and billing period', async () => {
    const res = await admin.post('/api/packages', body({ tier: 'Platinum', price: '-1', validityDuration: 1.5, billingPeriod: 'weekly' }));
    expect(res.body.error.fields).toEqual({
      tier: 'Choose a tier: Admin, Custom, Free, Trial, Pro, Apprentice, Master, Grand Master, Ultra Grand Master.',
      price: 'Enter a price of 0 or more with at most 2 decimals, e.g. 9.99.',
      validityDuration: 'Enter the validity as a whole number of 0 or more (0: never expires).',
      billingPeriod: 'Use monthly or yearly.',
    });
    for (const price of ['9.999', 'abc', 1e21, '12345678901']) {
      expect((await admin.post('/api/packages', body({ price }))).body.error.fields).toEqual({
        price: 'Enter a price of 0 or more with at most 2 decimals, e.g. 9.99.',
      });
    }
    for (const tier of packageTiers) expect((await admin.post('/api/packages', body({ name: `Tier ${tier}`, tier }))).status).toBe(201);
  });

  it("accepts only a default access level or one of the brand's, never an account's", async () => {
    const own = await owner.post('/api/access-levels', { name: 'Olive team', permissions: [] });
    expect(own.status).toBe(201);
    const res = await admin.post('/api/packages', body({ name: 'Sneaky', accessLevelId: own.body.id }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ accessLevelId: "Choose a default access level or one of this brand's access levels." });
    expect((await admin.post('/api/packages', body({ name: 'Sneaky', accessLevelId: 999999 }))).status).toBe(400);

    const brandLevel = await admin.post('/api/access-levels', { name: 'Brand basic', permissions: [], scope: 'brand' });
    const ok = await admin.post('/api/packages', body({ name: 'Basic', accessLevelId: brandLevel.body.id }));
    expect(ok.status).toBe(201);
    expect(ok.body.accessLevelName).toBe('Brand basic');
  });

  it('refuses a taken name and fields only the server sets', async () => {
    const taken = await admin.post('/api/packages', body({ name: 'pro' }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ name: 'A package with this name already exists.' });
    const extra = await admin.post('/api/packages', body({ name: 'Extra', brandId: 99, id: 5 }));
    expect(extra.body.error.fields).toEqual({ brandId: 'This field is not allowed.', id: 'This field is not allowed.' });
  });
});

describe('the default package', () => {
  it('making a package default takes the flag from the others, in one change', async () => {
    const em = () => t.platform.db.em();
    const brandId = (await em().findOneOrFail(PackageSchema, { name: 'Free' })).brandId;
    expect(await em().count(PackageSchema, { brandId, isDefault: true })).toBe(1);

    const made = await admin.post('/api/packages', body({ name: 'Starter', tier: 'Trial', isDefault: true }));
    expect(made.body.isDefault).toBe(true);
    expect((await em().find(PackageSchema, { brandId, isDefault: true })).map((p) => p.name)).toEqual(['Starter']);

    const free = await em().findOneOrFail(PackageSchema, { name: 'Free' });
    const back = await admin.request('PUT', `/api/packages/${free.id}`, body({ name: 'Free', tier: 'Free', price: '0', isDefault: true }));
    expect(back.status).toBe(200);
    expect((await em().find(PackageSchema, { brandId, isDefault: true })).map((p) => p.name)).toEqual(['Free']);
    expect((await admin.get(`/api/packages/${made.body.id}`)).body.isDefault).toBe(false);
  });

  it('keeps a default: unsetting the flag on the default package is refused', async () => {
    const free = await t.platform.db.em().findOneOrFail(PackageSchema, { name: 'Free' });
    const res = await admin.request('PUT', `/api/packages/${free.id}`, body({ name: 'Free', tier: 'Free', isDefault: false }));
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ isDefault: 'The brand always has a default package: make another package the default instead.' });
  });

  it('two packages made default at once leave exactly one default', async () => {
    const [a, b] = await Promise.all([
      admin.post('/api/packages', body({ name: 'Race A', isDefault: true })),
      admin.post('/api/packages', body({ name: 'Race B', isDefault: true })),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const brandId = (await t.platform.db.em().findOneOrFail(PackageSchema, { name: 'Race A' })).brandId;
    expect(await t.platform.db.em().count(PackageSchema, { brandId, isDefault: true })).toBe(1);
  });
});

describe('delete refusals', () => {
  it('refuses the default package', async () => {
    const current = await t.platform.db.em().findOneOrFail(PackageSchema, { isDefault: true });
    const res = await admin.request('DELETE', `/api/packages/${current.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'CONFLICT', message: 'The default package cannot be deleted: make another package the default first.' });
  });

  it('refuses a package an account or a client user is on, saying what to do', async () => {
    const em = t.platform.db.em();
    const pkg = await admin.post('/api/packages', body({ name: 'In use' }));
    const olive = await em.findOneOrFail(UserSchema, { email: 'olive@example.com' });
    await em.nativeUpdate(AccountSchema, { id: olive.accountId }, { packageId: pkg.body.id });

    const byAccount = await admin.request('DELETE', `/api/packages/${pkg.body.id}`);
    expect(byAccount.status).toBe(409);
    expect(byAccount.body.error.message).toBe('This package is still in use (1 account). Move them to another package first, then delete it.');

    await em.nativeUpdate(AccountSchema, { id: olive.accountId }, { packageId: null });
    await em.nativeUpdate(UserSchema, { id: olive.id }, { customPackageId: pkg.body.id });
    const byUser = await admin.request('DELETE', `/api/packages/${pkg.body.id}`);
    expect(byUser.status).toBe(409);
    expect(byUser.body.error.message).toBe(
      'This package is still in use (1 user with it as their own package). Move them to another package first, then delete it.',
    );

    await em.nativeUpdate(UserSchema, { id: olive.id }, { customPackageId: null });
    expect((await admin.request('DELETE', `/api/packages/${pkg.body.id}`)).status).toBe(200);
  });
});

describe('access', () => {
  it('answers FORBIDDEN to a non-admin on every package route, and changes nothing', async () => {
    const existing = await t.platform.db.em().findOneOrFail(PackageSchema, { name: 'Free' });
    const before = await t.platform.db.em().count(PackageSchema, {});
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/packages'],
      ['GET', '/api/packages/features'],
      ['GET', '/api/packages/catalogues'],
      ['GET', `/api/packages/${existing.id}`],
      ['POST', '/api/packages', body({ name: 'Owner made' })],
      ['PUT', `/api/packages/${existing.id}`, body({ name: 'Owner renamed', isDefault: true })],
      ['DELETE', `/api/packages/${existing.id}`],
    ];
    for (const [method, path, payload] of calls) {
      const res = await owner.request(method, path, payload);
      expect({ method, path, status: res.status, code: res.body?.error?.code }).toEqual({ method, path, status: 403, code: 'FORBIDDEN' });
    }
    expect(await t.platform.db.em().count(PackageSchema, {})).toBe(before);
    expect((await t.platform.db.em().findOneOrFail(PackageSchema, { id: existing.id })).name).toBe('Free');
    expect((await new ApiClient(t.url).get('/api/packages')).status).toBe(401);
  });

  it('lets a user with the Admin role in, not only user id 1', async () => {
    const em = t.platform.db.em();
    await em.nativeUpdate(UserSchema, { email: 'olive@example.com' }, { userType: 'Admin' });
    const res = await owner.get('/api/packages');
    await em.nativeUpdate(UserSchema, { email: 'olive@example.com' }, { userType: 'Member' });
    expect(res.status).toBe(200);
  });

  it("answers NOT_FOUND for another brand's package", async () => {
    const em = t.platform.db.em();
    const brand = em.create(BrandSchema, { name: 'Other brand', shortName: 'Other', domain: 'other.example.com' });
    await em.flush();
    const foreign = em.create(PackageSchema, {
      brandId: brand.id,
      name: 'Foreign',
      tier: 'Pro',
      accessLevelId: fullAccessId,
      price: '5.00',
      currency: 'USD',
      validityDuration: 1,
      validityUnit: 'month',
      billingPeriod: 'monthly',
      features: [],
      isDefault: true,
    });
    await em.flush();

    expect((await admin.get(`/api/packages/${foreign.id}`)).status).toBe(404);
    expect((await admin.request('PUT', `/api/packages/${foreign.id}`, body({ name: 'Taken over' }))).status).toBe(404);
    expect((await admin.request('DELETE', `/api/packages/${foreign.id}`)).status).toBe(404);
    expect((await admin.get('/api/packages?search=Foreign')).body.total).toBe(0);
    // Its default flag is its brand's own: making a package default here leaves it alone.
    await admin.post('/api/packages', body({ name: 'Here default', isDefault: true }));
    expect((await t.platform.db.em().findOneOrFail(PackageSchema, { id: foreign.id })).isDefault).toBe(true);
  });
});
