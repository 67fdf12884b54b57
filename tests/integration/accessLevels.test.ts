import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccessLevelSchema } from '../../core/src/db/entities/AccessLevel.ts';
import { PackageSchema } from '../../core/src/db/entities/Package.ts';
import { UserSchema } from '../../core/src/db/entities/User.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Access levels over HTTP: CRUD and validation, the read-only default levels with the spec's
 * exact texts, account isolation (another account's level is a 404), the admins' brand scope,
 * and the refusal to delete a level still given to a user or a package.
 */
let t: TestPlatform;
let admin: ApiClient;
let owner: ApiClient;
let other: ApiClient;
let defaultLevelId: number;

const password = 'correct horse 1';
const read = (slug: string) => ({ slug, read: true, edit: false, create: false, delete: false });

async function register(name: string, email: string): Promise<ApiClient> {
  const client = new ApiClient(t.url);
  const res = await client.post('/api/auth/register', { name, email, password });
  expect(res.status).toBe(201);
  return client;
}

beforeAll(async () => {
  t = await startTestPlatform();
  admin = new ApiClient(t.url);
  expect((await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password })).status).toBe(201);
  owner = await register('Olive Owner', 'olive@example.com');
  other = await register('Otto Other', 'otto@example.com');
  const full = await t.platform.db.em().findOneOrFail(AccessLevelSchema, { isDefault: true, brandId: null, accountId: null });
  defaultLevelId = full.id;
});
afterAll(async () => t.stop());

describe('the permission slugs', () => {
  it("lists the core's slugs and each loaded plugin's, with the plugin that owns them", async () => {
    const res = await owner.get('/api/access-levels/slugs');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual(expect.arrayContaining([{ slug: 'access-levels', name: 'Access Levels', pluginId: null }]));
    const contacts = t.platform.plugins.get('contacts')!.plugin.permissions;
    expect(contacts.length).toBeGreaterThan(0);
    for (const { slug } of contacts) expect(res.body.items).toContainEqual(expect.objectContaining({ slug, pluginId: 'contacts' }));
    const slugs = res.body.items.map((item: { slug: string }) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe("an owner's access levels", () => {
  let levelId: number;

  it('creates a level with known slugs and lists it after the default levels', async () => {
    const created = await owner.post('/api/access-levels', {
      name: 'Support desk',
      permissions: [read('contacts/contact-list'), { slug: 'team-members', read: true, edit: true, create: false, delete: false }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Support desk',
      isDefault: false,
      grantsAll: false,
      scope: 'account',
      permissions: [read('contacts/contact-list'), { slug: 'team-members', read: true, edit: true, create: false, delete: false }],
    });
    levelId = created.body.id;

    const list = await owner.get('/api/access-levels');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, page: 1 });
    expect(list.body.items.map((l: { name: string; scope: string }) => [l.name, l.scope])).toEqual([
      ['Full Access', 'default'],
      ['Support desk', 'account'],
    ]);
    expect(list.body.items[0]).toMatchObject({ id: defaultLevelId, isDefault: true, grantsAll: true });
  });

  it('searches by name and pages', async () => {
    await owner.post('/api/access-levels', { name: 'Sales 100%', permissions: [] });
    const found = await owner.get('/api/access-levels?search=100%25');
    expect(found.body.items.map((l: { name: string }) => l.name)).toEqual(['Sales 100%']);
    const wildcard = await owner.get('/api/access-levels?search=_');
    expect(wildcard.body.total).toBe(0);
    const paged = await owner.get('/api/access-levels?pageSize=1&page=2');
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(paged.body.items).toHaveLength(1);
  });

  it('edits its name and permissions', async () => {
    const res = await owner.request('PUT', `/api/access-levels/${levelId}`, { name: 'Support team', permissions: [read('team-members')] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: levelId, name: 'Support team', permissions: [read('team-members')] });
    expect((await owner.get(`/api/access-levels/${levelId}`)).body.name).toBe('Support team');
  });

  it("refuses a missing name with the spec's text, unknown and repeated slugs by row, and a taken name", async () => {
    const blank = await owner.post('/api/access-levels', { name: '  ', permissions: [] });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ name: 'Name is required' });

    const missing = await owner.post('/api/access-levels', { permissions: [] });
    expect(missing.body.error.fields.name).toBe('Name is required');

    const slugs = await owner.post('/api/access-levels', { name: 'Bad', permissions: [read('no-such-screen'), read('team-members'), read('team-members')] });
    expect(slugs.status).toBe(400);
    expect(slugs.body.error.code).toBe('VALIDATION_FAILED');
    expect(slugs.body.error.fields).toEqual({
      'permissions.0.slug': 'There is no permission "no-such-screen".',
      'permissions.2.slug': 'This permission is listed twice: keep one row per permission.',
    });

    const partial = await owner.post('/api/access-levels', { name: 'Bad', permissions: [{ slug: 'team-members', read: true }] });
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.body.error.fields)).toEqual(expect.arrayContaining(['permissions.0.edit', 'permissions.0.create', 'permissions.0.delete']));

    const taken = await owner.post('/api/access-levels', { name: 'support TEAM', permissions: [] });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ name: 'An access level with this name already exists.' });
    const takenDefault = await owner.post('/api/access-levels', { name: 'full access', permissions: [] });
    expect(takenDefault.status).toBe(409);
  });

  it('refuses to edit or delete a default level with the exact texts, and leaves it unchanged', async () => {
    const edit = await owner.request('PUT', `/api/access-levels/${defaultLevelId}`, { name: 'Mine now', permissions: [] });
    expect(edit.status).toBe(422);
    expect(edit.body.error).toEqual({ code: 'UNPROCESSABLE', message: 'Cannot Edit Default Access Level' });
    const remove = await owner.request('DELETE', `/api/access-levels/${defaultLevelId}`);
    expect(remove.status).toBe(422);
    expect(remove.body.error).toEqual({ code: 'UNPROCESSABLE', message: 'Cannot Delete Default Access Level' });
    // Admins may do everything else, but not this.
    expect((await admin.request('PUT', `/api/access-levels/${defaultLevelId}`, { name: 'Mine now', permissions: [] })).body.error.message).toBe(
      'Cannot Edit Default Access Level',
    );
    expect((await admin.request('DELETE', `/api/access-levels/${defaultLevelId}`)).body.error.message).toBe('Cannot Delete Default Access Level');
    const level = await t.platform.db.em().findOneOrFail(AccessLevelSchema, { id: defaultLevelId });
    expect(level).toMatchObject({ name: 'Full Access', grantsAll: true });
  });

  it("cannot see, read, change or delete another account's level: it is a 404 like a missing one", async () => {
    const theirs = await other.post('/api/access-levels', { name: 'Otto private', permissions: [read('team-members')] });
    expect(theirs.status).toBe(201);
    const id = theirs.body.id as number;

    const list = await owner.get('/api/access-levels?pageSize=100');
    expect(list.body.items.map((l: { id: number }) => l.id)).not.toContain(id);
    expect((await owner.get(`/api/access-levels?search=Otto`)).body.total).toBe(0);

    for (const res of [
      await owner.get(`/api/access-levels/${id}`),
      await owner.request('PUT', `/api/access-levels/${id}`, { name: 'Taken over', permissions: [] }),
      await owner.request('DELETE', `/api/access-levels/${id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'No such access level.' });
    }
    expect((await owner.get('/api/access-levels/999999')).status).toBe(404);
    const still = await t.platform.db.em().findOneOrFail(AccessLevelSchema, { id });
    expect(still.name).toBe('Otto private');
    // The same name is free in another account.
    expect((await owner.post('/api/access-levels', { name: 'Otto private', permissions: [] })).status).toBe(201);
  });

  it('refuses to delete a level a team member still has, saying what to do, then deletes it once free', async () => {
    const created = await owner.post('/api/access-levels', { name: 'Interns', permissions: [read('team-members')] });
    const id = created.body.id as number;
    const em = t.platform.db.em();
    const otto = await em.findOneOrFail(UserSchema, { email: 'otto@example.com' });
    // A team member of Olive's account is a later feature; the column is what the check reads.
    await em.nativeUpdate(UserSchema, { id: otto.id }, { accessLevelId: id });

    const refused = await owner.request('DELETE', `/api/access-levels/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'CONFLICT',
      message: 'This access level is still in use (1 user). Give them another access level first, then delete it.',
    });

    await em.nativeUpdate(UserSchema, { id: otto.id }, { accessLevelId: null });
    const deleted = await owner.request('DELETE', `/api/access-levels/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id });
    expect(await t.platform.db.em().findOne(AccessLevelSchema, { id })).toBeNull();
    expect((await owner.get(`/api/access-levels/${id}`)).status).toBe(404);
  });
});

describe("the brand's access levels (admins)", () => {
  it('keeps the brand scope to admins', async () => {
    const list = await owner.get('/api/access-levels?scope=brand');
    expect(list.status).toBe(403);
    const create = await owner.post('/api/access-levels', { name: 'Brand level', permissions: [], scope: 'brand' });
    expect(create.status).toBe(403);
    expect(await t.platform.db.em().count(AccessLevelSchema, { name: 'Brand level' })).toBe(0);
    expect((await owner.get('/api/access-levels?scope=everything')).body.error.fields).toEqual({ scope: 'Use account or brand.' });
  });

  it('lets an admin create brand levels, listed under scope=brand only, and refuses deleting one a package grants', async () => {
    const created = await admin.post('/api/access-levels', { name: 'Pro features', permissions: [read('contacts/contact-list')], scope: 'brand' });
    expect(created.status).toBe(201);
    expect(created.body.scope).toBe('brand');
    const id = created.body.id as number;

    const brand = await admin.get('/api/access-levels?scope=brand');
    expect(brand.body.items.map((l: { name: string }) => l.name)).toEqual(['Full Access', 'Pro features']);
    const own = await admin.get('/api/access-levels');
    expect(own.body.items.map((l: { name: string }) => l.name)).toEqual(['Full Access']);
    // An owner never sees the brand's levels, and cannot reach them by id.
    expect((await owner.get(`/api/access-levels/${id}`)).status).toBe(404);
    expect((await owner.request('PUT', `/api/access-levels/${id}`, { name: 'x', permissions: [] })).status).toBe(404);

    const edited = await admin.request('PUT', `/api/access-levels/${id}`, { name: 'Pro', permissions: [read('team-members')] });
    expect(edited.body).toMatchObject({ name: 'Pro', scope: 'brand' });

    const pkg = await admin.post('/api/packages', {
      name: 'Pro plan',
      tier: 'Pro',
      accessLevelId: id,
      price: '19.00',
      currency: 'USD',
      validityDuration: 1,
      validityUnit: 'month',
    });
    expect(pkg.status).toBe(201);
    const refused = await admin.request('DELETE', `/api/access-levels/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This access level is still in use (1 package). Give them another access level first, then delete it.');

    await t.platform.db.em().nativeDelete(PackageSchema, { id: pkg.body.id });
    expect((await admin.request('DELETE', `/api/access-levels/${id}`)).status).toBe(200);
  });

  it('refuses a body that tries to set what only the server decides', async () => {
    const res = await owner.post('/api/access-levels', { name: 'Sneaky', permissions: [], isDefault: true, grantsAll: true, accountId: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      isDefault: 'This field is not allowed.',
      grantsAll: 'This field is not allowed.',
      accountId: 'This field is not allowed.',
    });
    const scope = await owner.request('PUT', `/api/access-levels/${defaultLevelId}`, { name: 'x', permissions: [], scope: 'brand' });
    expect(scope.body.error.fields).toEqual({ scope: 'This field is not allowed.' });
  });

  it('needs a session', async () => {
    const anonymous = new ApiClient(t.url);
    expect((await anonymous.get('/api/access-levels')).status).toBe(401);
    expect((await anonymous.post('/api/access-levels', { name: 'x', permissions: [] })).status).toBe(401);
    expect((await anonymous.get('/api/access-levels/slugs')).status).toBe(401);
  });
});
