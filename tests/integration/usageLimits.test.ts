import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PackageFeature, RequestUser } from '@chatmill/sdk';
import { loadRequestUser } from '../../core/src/auth/sessionService.ts';
import { AccountSchema } from '../../core/src/db/entities/Account.ts';
import { PackageSchema } from '../../core/src/db/entities/Package.ts';
import { FeatureCatalogue } from '../../core/src/plugins/featureCatalogue.ts';
import { UsageService } from '../../core/src/usage/usageService.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Packages and usage limits end to end: the contact-list size of the Contacts plugin counted
 * by the core, the spec's refusal texts, the atomic count under concurrency, periods in the
 * server time zone, the Admin exemption and expired accounts.
 */
const CONTACTS_SIZE = 40;
let t: TestPlatform;
let admin: ApiClient;

beforeAll(async () => {
  t = await startTestPlatform();
  admin = new ApiClient(t.url);
  expect((await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' })).status).toBe(201);
});
afterAll(async () => t?.stop());

let seq = 0;
async function owner(): Promise<{ api: ApiClient; user: RequestUser }> {
  const api = new ApiClient(t.url);
  seq += 1;
  const res = await api.post('/api/auth/register', { name: `Owner ${seq}`, email: `owner${seq}@example.com`, password: 'owner password 1' });
  expect(res.status).toBe(201);
  return { api, user: res.body.user as RequestUser };
}

async function givePackage(accountId: number, name: string, features: PackageFeature[], expiresAt: Date | null = null): Promise<number> {
  const em = t.platform.db.em();
  const fullAccess = (await em.findOneOrFail(PackageSchema, { isDefault: true })).accessLevelId;
  const pkg = em.create(PackageSchema, {
    brandId: 1,
    name,
    tier: 'Pro',
    accessLevelId: fullAccess,
    price: '9.00',
    currency: 'USD',
    validityDuration: 1,
    validityUnit: 'month',
    billingPeriod: 'monthly',
    features,
    isDefault: false,
  });
  await em.flush();
  await em.nativeUpdate(AccountSchema, { id: accountId }, { packageId: pkg.id, expiresAt });
  return pkg.id;
}

const newContact = (i: number) => ({ firstName: `C${i}`, lastName: 'Test', email: `c${i}-${Math.random().toString(36).slice(2)}@example.com` });

describe('usage limits', () => {
  it('lets exactly 3 of 20 concurrent creates through a remaining limit of 3, and refuses the rest with the spec text', async () => {
    const { api, user } = await owner();
    await givePackage(user.accountId, 'Starter', [{ featureId: CONTACTS_SIZE, limit: 3, lifetimeLimit: 0 }]);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => api.post('/api/contacts/contacts', newContact(i))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(17);
    for (const r of refused) {
      expect(r.status).toBe(403);
      expect(r.body.error).toEqual({
        code: 'LIMIT_REACHED',
        message: 'Your Starter package have reached the limit for this feature. You have already used-up 3/3. Please upgrade your account to do more.',
      });
    }
    const usage = (await api.get('/api/account/usage')).body;
    expect(usage.name).toBe('Starter');
    expect(usage.features.find((f: { featureId: number }) => f.featureId === CONTACTS_SIZE)).toMatchObject({
      enabled: true,
      limit: 3,
      used: 3,
      period: 'lifetime',
    });

    // A delete gives its use back; the undo takes it again.
    const list = (await api.get('/api/contacts/contacts')).body;
    const id = list.items[0].id;
    expect((await api.request('DELETE', `/api/contacts/contacts/${id}`)).status).toBe(200);
    expect((await api.post('/api/contacts/contacts', newContact(99))).status).toBe(201);
    const undo = await api.post(`/api/contacts/contacts/${id}/restore`);
    expect(undo.status).toBe(403);
    expect(undo.body.error.code).toBe('LIMIT_REACHED');
  });

  it('refuses a feature the package does not have, naming the package', async () => {
    const { api, user } = await owner();
    await givePackage(user.accountId, 'Basic', []);
    const res = await api.post('/api/contacts/contacts', newContact(1));
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: 'FEATURE_NOT_IN_PACKAGE',
      message: 'Your Basic package does not have access to this feature. Please upgrade your account.',
    });
  });

  it('refuses an import larger than the room left with Contacts Limit Reached, and gives back rows that did not add a contact', async () => {
    const { api, user } = await owner();
    await givePackage(user.accountId, 'Starter', [{ featureId: CONTACTS_SIZE, limit: 5, lifetimeLimit: 0 }]);
    expect((await api.post('/api/contacts/contacts', { firstName: 'Kept', lastName: 'One', email: 'kept@example.com' })).status).toBe(201);
    const tooMany = ['Email', ...Array.from({ length: 5 }, (_, i) => `row${i}@example.com`)].join('\n');
    const refused = await api.post('/api/contacts/imports', { csv: tooMany, mapping: { email: 'Email' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/^Contacts Limit Reached\. The file has 5 rows; your package has room for 4 more contacts\./);

    // 4 rows: one updates the existing contact, one is bad: 2 new contacts, so 2 uses come back.
    const csv = ['Email', 'kept@example.com', 'not-an-email', 'new1@example.com', 'new2@example.com'].join('\n');
    const started = await api.post('/api/contacts/imports', { csv, mapping: { email: 'Email' } });
    expect(started.status).toBe(202);
    for (let i = 0; i < 100; i++) {
      const state = (await api.get(`/api/contacts/imports/${started.body.importId}`)).body;
      if (state.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const usage = (await api.get('/api/account/usage')).body;
    expect(usage.features.find((f: { featureId: number }) => f.featureId === CONTACTS_SIZE).used).toBe(3);
  });

  it('exempts Admins from limits', async () => {
    const em = t.platform.db.em();
    const adminAccount = (await em.findOneOrFail(AccountSchema, { ownerUserId: 1 })).id;
    await givePackage(adminAccount, 'Tiny', [{ featureId: CONTACTS_SIZE, limit: 1, lifetimeLimit: 0 }]);
    for (let i = 0; i < 3; i++) expect((await admin.post('/api/contacts/contacts', newContact(i))).status).toBe(201);
    expect((await admin.get('/api/account/usage')).body).toMatchObject({ exempt: true });
  });

  it('keeps an expired account to the core routes', async () => {
    const { api, user } = await owner();
    await givePackage(user.accountId, 'Lapsed', [{ featureId: CONTACTS_SIZE, limit: 0, lifetimeLimit: 0 }], new Date(Date.now() - 60_000));
    const res = await api.get('/api/contacts/contacts');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('PACKAGE_EXPIRED');
    const session = await api.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.user.expired).toBe(true);
  });
});

describe('usage periods', () => {
  const MONTHLY = 9001;
  const YEARLY = 9002;
  let service: UsageService;
  let user: RequestUser;

  beforeAll(async () => {
    const catalogue = new FeatureCatalogue();
    catalogue.add('test', [
      { id: MONTHLY, name: 'Broadcasts (monthly)', period: 'month' },
      { id: YEARLY, name: 'Reports (yearly)', period: 'year' },
    ]);
    service = new UsageService(catalogue, 'Asia/Manila');
    const created = await owner();
    await givePackage(created.user.accountId, 'Periodic', [
      { featureId: MONTHLY, limit: 2, lifetimeLimit: 3 },
      { featureId: YEARLY, limit: 1, lifetimeLimit: 0 },
    ]);
    user = await loadRequestUser(t.platform.db.em(), created.user.id);
  });

  const reserve = (featureId: number, at: string) => service.reserve(t.platform.db.em(), user, featureId, 1, new Date(at));

  it('counts a month in the server time zone and enforces the lifetime limit across months', async () => {
    await reserve(MONTHLY, '2026-10-31T10:00:00Z');
    await reserve(MONTHLY, '2026-10-31T15:59:00Z');
    await expect(reserve(MONTHLY, '2026-10-31T15:59:30Z')).rejects.toMatchObject({ code: 'LIMIT_REACHED', message: expect.stringContaining('used-up 2/2') });
    // 16:00 UTC on 31 October is November in Manila: a new month.
    await reserve(MONTHLY, '2026-10-31T16:00:00Z');
    // The lifetime limit (3) is now used up, whatever the month.
    await expect(reserve(MONTHLY, '2026-12-15T00:00:00Z')).rejects.toMatchObject({ code: 'LIMIT_REACHED', message: expect.stringContaining('used-up 3/3') });
  });

  it('counts a year in the server time zone', async () => {
    await reserve(YEARLY, '2026-12-31T15:00:00Z');
    await expect(reserve(YEARLY, '2026-12-31T15:30:00Z')).rejects.toMatchObject({ code: 'LIMIT_REACHED' });
    await reserve(YEARLY, '2026-12-31T16:00:00Z'); // 1 January 2027 in Manila
  });
});
