import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BrandSchema } from '../../core/src/db/entities/Brand.ts';
import { PackageSchema } from '../../core/src/db/entities/Package.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * An admin moving an account to a package below what it already uses is told what is over and
 * by how much (package-fit), and the user then reads a sentence, not 'used-up 37/30'.
 */
let t: TestPlatform;
let admin: ApiClient;
let owner: ApiClient;
let ownerId: number;
let fullAccessId: number;
let otherBrandPackageId: number;
const password = 'correct horse 1';
const em = () => t.platform.db.em();

beforeAll(async () => {
  t = await startTestPlatform();
  admin = new ApiClient(t.url);
  expect((await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password })).status).toBe(201);
  owner = new ApiClient(t.url);
  const res = await owner.post('/api/auth/register', { name: 'Olive Owner', email: 'olive@example.com', password });
  expect(res.status).toBe(201);
  ownerId = res.body.user.id;
  await em()
    .getConnection()
    .execute(`insert into "usage_counter" ("account_id", "feature_id", "period", "used") values (?, 15, 'lifetime', 1), (?, 40, 'lifetime', 37)`, [
      res.body.user.accountId,
      res.body.user.accountId,
    ]);
  fullAccessId = (await em().findOneOrFail(PackageSchema, { isDefault: true, brandId: 1 })).accessLevelId;
  // Another brand's package, which this platform admin's users may not be given.
  const fork = em();
  const brand = fork.create(BrandSchema, { name: 'Other brand', shortName: 'Other', domain: 'other.example.com' });
  await fork.flush();
  const pkg = fork.create(PackageSchema, {
    brandId: brand.id,
    name: 'Other basic',
    tier: 'Free',
    accessLevelId: fullAccessId,
    price: '0',
    currency: 'USD',
    validityDuration: 0,
    validityUnit: 'month',
    billingPeriod: 'monthly',
    features: [],
    isDefault: true,
  });
  await fork.flush();
  otherBrandPackageId = pkg.id;
});
afterAll(async () => t?.stop());

describe('a package below what the account uses', () => {
  it('tells the admin what is over and by how much, and the user reads a sentence, not "37/30"', async () => {
    const tiny = await admin.post('/api/packages', {
      name: 'Tiny',
      tier: 'Pro',
      accessLevelId: fullAccessId,
      price: '1',
      currency: 'USD',
      validityDuration: 0,
      validityUnit: 'month',
      features: [{ featureId: 40, limit: 30, lifetimeLimit: 0 }],
    });
    expect(tiny.status).toBe(201);
    // Olive's counters (set in beforeAll): feature 40 at 37, feature 15 at 1.
    const fit = await admin.get(`/api/admin/users/${ownerId}/package-fit?packageId=${tiny.body.id}`);
    expect(fit.status).toBe(200);
    expect(fit.body.overLimits).toEqual([expect.objectContaining({ featureId: 40, used: 37, limit: 30, over: 7 })]);
    expect(fit.body.notIncluded).toEqual([expect.objectContaining({ featureId: 15, used: 1 })]);
    expect((await admin.get(`/api/admin/users/${ownerId}/package-fit?packageId=${otherBrandPackageId}`)).status).toBe(400);
    expect((await owner.get(`/api/admin/users/${ownerId}/package-fit?packageId=${tiny.body.id}`)).status).toBe(403);

    expect((await admin.request('PUT', `/api/admin/users/${ownerId}/package`, { packageId: tiny.body.id })).status).toBe(200);
    const refused = await owner.post('/api/contacts/contacts', { firstName: 'One', email: 'one.more@example.com' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Your Tiny package allows 30 for this feature, and 37 are already used: 7 more than it allows. Please upgrade your account to do more.',
    );
  });
});
