import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listForAccount } from '../../../core/src/audience/customVariables/customVariableRepository.ts';
import { hashPassword } from '../../../core/src/auth/passwordHash.ts';
import { CustomVariableSchema } from '../../../core/src/db/entities/CustomVariable.ts';
import { UserSchema } from '../../../core/src/db/entities/User.ts';
import { ApiClient } from '../../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../../support/testPlatform.ts';

/**
 * Custom variables through the real product (spec 2, 3 and 5): an owner defines user and global
 * variables, lists, searches and pages them, changes and deletes them; names and values are
 * alphanumeric, a key is unique in the account, native variables stay as they are, another
 * account's ids are not found, and the pickers' options need only a session of the account.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL set.
 */
let t: TestPlatform;
let owner: ApiClient;
let accountId: number;
const password = 'owner password 1';

beforeAll(async () => {
  t = await startTestPlatform();
  await new ApiClient(t.url).post('/api/setup', { name: 'Admin', email: 'admin@example.com', password });
  owner = new ApiClient(t.url);
  accountId = (await owner.post('/api/auth/register', { name: 'Olivia Owner', email: 'olivia@example.com', password })).body.user.accountId;
});
afterAll(async () => t?.stop());

const em = () => t.platform.db.em();
const create = (client: ApiClient, body: Record<string, unknown>) => client.post('/api/custom-variables', body);
const patch = (client: ApiClient, id: number, body: Record<string, unknown>) => client.request('PATCH', `/api/custom-variables/${id}`, body);
const remove = (client: ApiClient, id: number) => client.request('DELETE', `/api/custom-variables/${id}`);

async function registerOwner(name: string, email: string): Promise<ApiClient> {
  const client = new ApiClient(t.url);
  expect((await client.post('/api/auth/register', { name, email, password })).status).toBe(201);
  return client;
}

describe('defining custom variables', () => {
  it('creates a user variable, whose key is the name in lower case and which has no value of its own', async () => {
    const res = await create(owner, { name: 'City', scope: 'user', fallback: 'your town' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'City',
      key: 'city',
      scope: 'user',
      isNative: false,
      value: null,
      fallback: 'your town',
      createdAt: expect.any(String),
    });
    const stored = await em().findOneOrFail(CustomVariableSchema, { id: res.body.id });
    expect(stored).toMatchObject({ accountId, variableKey: 'city', scope: 'user', globalValue: null, fallback: 'your town', isNative: false });
  });

  it('creates a global variable with the account’s one value; empty texts mean none', async () => {
    const res = await create(owner, { name: 'Season_2026', scope: 'global', value: 'Winter sale', fallback: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Season_2026', key: 'season_2026', scope: 'global', value: 'Winter sale', fallback: null });
    const stored = await em().findOneOrFail(CustomVariableSchema, { id: res.body.id });
    expect(stored.globalValue).toBe('Winter sale');
  });

  it('refuses a name already used in the account, whatever its case, with 409 at the name field', async () => {
    for (const name of ['City', 'CITY']) {
      const res = await create(owner, { name, scope: 'global' });
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({
        code: 'CONFLICT',
        message: `A custom variable named "${name}" already exists.`,
        fields: { name: `A custom variable named "${name}" already exists.` },
      });
    }
  });

  it('lets another account use the same name', async () => {
    const other = await registerOwner('Oscar Other', 'oscar-same-name@example.com');
    expect((await create(other, { name: 'City', scope: 'user' })).status).toBe(201);
  });

  it('refuses names and values that are not alphanumeric, with a message at each field', async () => {
    const res = await create(owner, { name: 'first name', scope: 'global', value: 'a<b>', fallback: 'x;y' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({
      name: 'Use letters, digits and _ (at most 40).',
      value: 'Use letters, digits and spaces.',
      fallback: 'Use letters, digits and spaces.',
    });
    expect((await create(owner, { name: 'x'.repeat(41), scope: 'user' })).body.error.fields).toEqual({ name: 'Use letters, digits and _ (at most 40).' });
    expect((await create(owner, { name: 'Plan', scope: 'team' })).body.error.fields).toEqual({ scope: 'Choose User or Global.' });
    expect((await create(owner, { name: 'Plan', scope: 'user', key: 'other' })).status).toBe(400);
  });

  it('refuses a value for a user variable: each subscriber has their own', async () => {
    const res = await create(owner, { name: 'Plan', scope: 'user', value: 'gold' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ value: 'Only a global variable has a value here: each subscriber has their own value of a user variable.' });
    expect(await em().count(CustomVariableSchema, { accountId, variableKey: 'plan' })).toBe(0);
  });
});

describe('listing custom variables', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 11; i += 1) expect((await create(owner, { name: `Score${String(i).padStart(2, '0')}`, scope: 'user' })).status).toBe(201);
  });

  it('pages them by name, case-insensitively, with the total', async () => {
    const first = await owner.get('/api/custom-variables?pageSize=5');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 13, page: 1, pageSize: 5 });
    expect(first.body.items.map((v: { name: string }) => v.name)).toEqual(['City', 'Score01', 'Score02', 'Score03', 'Score04']);
    const last = await owner.get('/api/custom-variables?pageSize=5&page=3');
    expect(last.body.items.map((v: { name: string }) => v.name)).toEqual(['Score10', 'Score11', 'Season_2026']);
  });

  it('sorts by another column and searches in name and key', async () => {
    const globalFirst = await owner.get('/api/custom-variables?sort=scope&order=asc&pageSize=1');
    expect(globalFirst.body.items[0].name).toBe('Season_2026');
    const userFirst = await owner.get('/api/custom-variables?sort=scope&order=desc&pageSize=1');
    expect(userFirst.body.items[0].scope).toBe('user');
    const found = await owner.get('/api/custom-variables?search=SEASON');
    expect(found.body).toMatchObject({ total: 1, items: [{ key: 'season_2026' }] });
    // `_` is a literal underscore, not LIKE's any-character.
    expect((await owner.get('/api/custom-variables?search=n_2')).body.total).toBe(1);
    expect((await owner.get('/api/custom-variables?search=e_2')).body.total).toBe(0);
    expect((await owner.get('/api/custom-variables?sort=password')).status).toBe(400);
  });

  it('gives every variable of the account as options for pickers, by name', async () => {
    const res = await owner.get('/api/custom-variables/options');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(13);
    expect(res.body[0]).toEqual({ key: 'city', name: 'City', scope: 'user' });
    expect(res.body.at(-1)).toEqual({ key: 'season_2026', name: 'Season_2026', scope: 'global' });
  });

  it('lists them for plugins with their values (listForAccount)', async () => {
    const all = await listForAccount(em(), accountId);
    expect(all).toHaveLength(13);
    expect(all[0]).toEqual({ key: 'city', name: 'City', scope: 'user', globalValue: null, fallback: 'your town' });
    expect(all.at(-1)).toEqual({ key: 'season_2026', name: 'Season_2026', scope: 'global', globalValue: 'Winter sale', fallback: null });
  });
});

describe('changing and deleting custom variables', () => {
  let cityId: number;
  let seasonId: number;

  beforeAll(async () => {
    const options = await em().find(CustomVariableSchema, { accountId, variableKey: { $in: ['city', 'season_2026'] } });
    cityId = options.find((v) => v.variableKey === 'city')!.id;
    seasonId = options.find((v) => v.variableKey === 'season_2026')!.id;
  });

  it('changes the fallback and the global value, keeping what is not sent', async () => {
    const res = await patch(owner, seasonId, { value: 'Spring' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Season_2026', scope: 'global', value: 'Spring', fallback: null });
    const again = await patch(owner, seasonId, { fallback: 'any season' });
    expect(again.body).toMatchObject({ value: 'Spring', fallback: 'any season' });
    const cleared = await patch(owner, seasonId, { fallback: null });
    expect(cleared.body).toMatchObject({ value: 'Spring', fallback: null });
  });

  it('turns a global variable user-specific, dropping its value, and back', async () => {
    const toUser = await patch(owner, seasonId, { scope: 'user' });
    expect(toUser.body).toMatchObject({ scope: 'user', value: null });
    expect((await em().findOneOrFail(CustomVariableSchema, { id: seasonId })).globalValue).toBeNull();
    const toGlobal = await patch(owner, seasonId, { scope: 'global', value: 'Autumn' });
    expect(toGlobal.body).toMatchObject({ scope: 'global', value: 'Autumn' });
  });

  it('refuses a value for a user variable, sent with the scope or against the stored one', async () => {
    const message = 'Only a global variable has a value here: each subscriber has their own value of a user variable.';
    for (const body of [{ value: 'Paris' }, { scope: 'user', value: 'Paris' }]) {
      const res = await patch(owner, cityId, body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ value: message });
    }
    expect((await patch(owner, seasonId, { scope: 'user', value: 'x' })).status).toBe(400);
    expect((await em().findOneOrFail(CustomVariableSchema, { id: seasonId })).scope).toBe('global');
  });

  it('refuses a new name and a value that is not alphanumeric', async () => {
    expect((await patch(owner, cityId, { name: 'Town' })).body.error.fields).toEqual({ name: 'This field is not allowed.' });
    expect((await patch(owner, seasonId, { value: 'a&b' })).body.error.fields).toEqual({ value: 'Use letters, digits and spaces.' });
  });

  it('leaves native variables as they are, with 409', async () => {
    const db = em();
    const native = db.create(CustomVariableSchema, {
      accountId,
      name: 'Email',
      variableKey: 'email',
      isNative: true,
      scope: 'user',
      globalValue: null,
      fallback: null,
    });
    await db.flush();
    for (const res of [await patch(owner, native.id, { fallback: 'none' }), await remove(owner, native.id)]) {
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ code: 'CONFLICT', message: 'This is a native variable of the platform: it cannot be changed or deleted.' });
    }
    expect(await em().findOneOrFail(CustomVariableSchema, { id: native.id })).toMatchObject({ fallback: null });
    expect((await owner.get('/api/custom-variables?search=email')).body.items[0]).toMatchObject({ key: 'email', isNative: true });
  });

  it('deletes a variable, after which it is gone', async () => {
    const made = await create(owner, { name: 'Temporary', scope: 'user' });
    const res = await remove(owner, made.body.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: made.body.id });
    expect(await em().count(CustomVariableSchema, { id: made.body.id })).toBe(0);
    expect((await remove(owner, made.body.id)).status).toBe(404);
    expect((await patch(owner, made.body.id, { fallback: 'x' })).status).toBe(404);
  });
});

describe('other accounts and team members', () => {
  it("answers another account's ids with 404 and leaves its variables alone", async () => {
    const intruder = await registerOwner('Ivan Intruder', 'ivan@example.com');
    const target = await em().findOneOrFail(CustomVariableSchema, { accountId, variableKey: 'city' });
    for (const res of [await patch(intruder, target.id, { fallback: 'stolen' }), await remove(intruder, target.id)]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect(await em().findOneOrFail(CustomVariableSchema, { id: target.id }, { refresh: true })).toMatchObject({ fallback: 'your town' });
    expect((await intruder.get('/api/custom-variables')).body).toMatchObject({ total: 0, items: [] });
    expect((await intruder.get('/api/custom-variables/options')).body).toEqual([]);
    // The same name is free in the intruder's own account.
    expect((await create(intruder, { name: 'city', scope: 'user' })).status).toBe(201);
  });

  it('refuses a team member without the custom-variables permission, but gives them the options', async () => {
    const level = await owner.post('/api/access-levels', {
      name: 'Flow editors',
      permissions: [{ slug: 'team-members', read: true, edit: false, create: false, delete: false }],
    });
    expect(level.status).toBe(201);
    const invited = await owner.post('/api/team-members', {
      name: 'Fay Flows',
      email: 'fay@example.com',
      accessType: 'team_member',
      accessLevelId: level.body.id,
    });
    expect(invited.status).toBe(201);
    // No mail server here: give the member the password the invitation would have let them choose.
    const db = em();
    const fay = await db.findOneOrFail(UserSchema, { email: 'fay@example.com' });
    fay.passwordHash = await hashPassword('fay password 1');
    await db.flush();
    const member = new ApiClient(t.url);
    expect((await member.post('/api/auth/login', { email: 'fay@example.com', password: 'fay password 1' })).status).toBe(200);

    const list = await member.get('/api/custom-variables');
    expect(list.status).toBe(403);
    expect(list.body.error.code).toBe('FORBIDDEN');
    expect((await create(member, { name: 'Sneaky', scope: 'user' })).status).toBe(403);
    const options = await member.get('/api/custom-variables/options');
    expect(options.status).toBe(200);
    expect(options.body).toContainEqual({ key: 'city', name: 'City', scope: 'user' });
  });

  it('lets a team member with the permission use it, as far as it goes', async () => {
    const level = await owner.post('/api/access-levels', {
      name: 'Variable readers',
      permissions: [{ slug: 'utilities/custom-variables', read: true, edit: false, create: true, delete: false }],
    });
    expect(level.status).toBe(201);
    await owner.post('/api/team-members', { name: 'Rex Reader', email: 'rex@example.com', accessType: 'team_member', accessLevelId: level.body.id });
    const db = em();
    const rex = await db.findOneOrFail(UserSchema, { email: 'rex@example.com' });
    rex.passwordHash = await hashPassword('rex password 1');
    await db.flush();
    const member = new ApiClient(t.url);
    await member.post('/api/auth/login', { email: 'rex@example.com', password: 'rex password 1' });

    expect((await member.get('/api/custom-variables')).body.total).toBe(14);
    const made = await create(member, { name: 'Rex_note', scope: 'user' });
    expect(made.status).toBe(201);
    expect((await patch(member, made.body.id, { fallback: 'x' })).status).toBe(403);
    expect((await remove(member, made.body.id)).status).toBe(403);
  });

  it('needs a session', async () => {
    const anonymous = new ApiClient(t.url);
    expect((await anonymous.get('/api/custom-variables/options')).status).toBe(401);
    expect((await anonymous.get('/api/custom-variables')).status).toBe(401);
  });
});
