import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { AccessLevelSchema } from '../../core/src/db/entities/AccessLevel.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Issue 11: the brand, the brand's plugin switches, the session and the API token with its
 * user, grant and package are cached in each process, and every change to them is seen by the next request,
 * whether made through the API, through the ORM, or by another connection or process.
 */
let t: TestPlatform;
let admin: ApiClient;
let owner: ApiClient;
let ownerId: number;
const password = 'cache test password 1';

/** Statements this process sent for one request. */
async function statementsOf(request: () => Promise<unknown>): Promise<number> {
  const before = t.platform.db.statementCount();
  await request();
  return t.platform.db.statementCount() - before;
}

/** Runs SQL as another process would: its own connection, not this process's ORM. */
async function elsewhere(sql: string): Promise<void> {
  if (t.database.kind === 'pglite') {
    await t.platform.db.pglite!.query(sql);
    return;
  }
  const client = new pg.Client({ connectionString: t.database.env.DATABASE_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

/** Another process's change reaches this one as fast as PostgreSQL delivers it: a moment. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

beforeAll(async () => {
  t = await startTestPlatform();
  admin = new ApiClient(t.url);
  expect((await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password })).status).toBe(201);
  owner = new ApiClient(t.url);
  const registered = await owner.post('/api/auth/register', { name: 'Olive Owner', email: 'olive@example.com', password });
  expect(registered.status).toBe(201);
  ownerId = registered.body.user.id;
});
afterAll(async () => t.stop());

describe('the cost of a request', () => {
  it('costs no statement of the host once the brand and session are cached, and refusals none at all', async () => {
    await owner.get('/api/auth/session');
    expect(await statementsOf(() => owner.get('/api/auth/session'))).toBe(0);
    // A plugin route the user may not use: everything the host does is all there is.
    const visitor = new ApiClient(t.url);
    await visitor.get('/api/contacts/contacts');
    expect(await statementsOf(async () => expect((await visitor.get('/api/contacts/contacts')).status).toBe(401))).toBe(0);
    expect(await statementsOf(async () => expect((await owner.get('/api/no/such/route')).status).toBe(404))).toBe(0);
  });
});

describe('a change is seen by the next request', () => {
  it('a package of another access level, chosen by an admin', async () => {
    expect((await owner.get('/api/contacts/contacts')).status).toBe(200);
    // A level of the brand's that gives nothing yet, in a package the admin gives the owner.
    const em = t.platform.db.em();
    const level = em.create(AccessLevelSchema, { brandId: 1, accountId: null, name: 'Nothing yet', permissions: [] });
    await em.flush();
    const bare = await admin.post('/api/packages', {
      name: 'Bare',
      tier: 'Free',
      accessLevelId: level.id,
      price: '0',
      currency: 'USD',
      validityDuration: 1,
      validityUnit: 'month',
      features: [],
    });
    expect(bare.body).toMatchObject({ id: expect.any(Number) });
    expect((await admin.request('PUT', `/api/admin/users/${ownerId}/package`, { packageId: bare.body.id })).status).toBe(200);
    expect((await owner.get('/api/contacts/contacts')).status).toBe(403);

    // The level itself changes: the package gives Contacts now.
    await t.platform.db
      .em()
      .nativeUpdate(
        AccessLevelSchema,
        { id: level.id },
        { permissions: [{ slug: 'contacts/contact-list', read: true, edit: false, create: false, delete: false }] },
      );
    expect((await owner.get('/api/contacts/contacts')).status).toBe(200);
  });

  it('an expiry set by an admin, and taken back', async () => {
    const packageId = (await admin.get(`/api/admin/users/${ownerId}`)).body.package.id;
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await admin.request('PUT', `/api/admin/users/${ownerId}/package`, { packageId, expiresAt: past })).status).toBe(200);
    expect((await owner.get('/api/contacts/contacts')).body.error.code).toBe('PACKAGE_EXPIRED');
    expect((await admin.request('PUT', `/api/admin/users/${ownerId}/package`, { packageId, expiresAt: null })).status).toBe(200);
    expect((await owner.get('/api/contacts/contacts')).status).toBe(200);
  });

  it("a brand's plugin switched off and on", async () => {
    expect((await admin.request('PUT', '/api/plugins/contacts', { enabled: false })).status).toBe(200);
    expect((await owner.get('/api/contacts/contacts')).status).toBe(404);
    expect((await admin.request('PUT', '/api/plugins/contacts', { enabled: true })).status).toBe(200);
    expect((await owner.get('/api/contacts/contacts')).status).toBe(200);
  });

  it('a session ended by another process', async () => {
    const second = new ApiClient(t.url);
    expect((await second.post('/api/auth/login', { email: 'olive@example.com', password })).status).toBe(200);
    expect((await second.get('/api/auth/session')).status).toBe(200);
    // The newest session of the owner is the second's.
    await elsewhere(
      `update "session" set invalidated_at = now(), invalidated_reason = 'logout' where id = (select id from "session" where user_id = ${ownerId} order by created_at desc limit 1)`,
    );
    expect(await eventually(async () => (await second.get('/api/auth/session')).status === 401)).toBe(true);
    expect((await owner.get('/api/auth/session')).status).toBe(200);
  });

  it("a user renamed and a brand's name changed by another process", async () => {
    await elsewhere(`update "user" set name = 'Olive Renamed' where id = ${ownerId}`);
    expect(await eventually(async () => (await owner.get('/api/auth/session')).body.user.name === 'Olive Renamed')).toBe(true);
    const brandName = async () => (await owner.get('/api/plugins')).body.brand.name as string;
    expect(await brandName()).not.toBe('Renamed Brand');
    await elsewhere(`update "brand" set name = 'Renamed Brand' where id = 1`);
    expect(await eventually(async () => (await brandName()) === 'Renamed Brand')).toBe(true);
  });
});

describe('an API token', () => {
  let tom: ApiClient;
  let tomId: number;
  beforeAll(async () => {
    tom = new ApiClient(t.url);
    const registered = await tom.post('/api/auth/register', { name: 'Tom Token', email: 'tom@example.com', password });
    expect(registered.status).toBe(201);
    tomId = registered.body.user.id;
  });

  async function newToken(name: string): Promise<{ id: number; secret: string }> {
    const created = await tom.post('/api/account/api-tokens', { name, scope: 'read' });
    expect(created.status).toBe(201);
    return { id: created.body.token.id, secret: created.body.secret };
  }

  /** A request of a script: the bearer token, no cookie. */
  const asScript = (secret: string, path = '/api/auth/session') => new ApiClient(t.url).request('GET', path, undefined, { authorization: `Bearer ${secret}` });

  it('costs no statement of the host once cached, and a malformed one none either', async () => {
    const { secret } = await newToken('Cached script');
    // The first use reads the token and records its use; the record's word evicts it once.
    await asScript(secret);
    await asScript(secret);
    expect(await statementsOf(async () => expect((await asScript(secret)).status).toBe(200))).toBe(0);
    // A read token that asks to write is refused by the host alone.
    const write = () => new ApiClient(t.url).request('POST', '/api/contacts/contacts', { name: 'No' }, { authorization: `Bearer ${secret}` });
    expect(await statementsOf(async () => expect((await write()).status).toBe(403))).toBe(0);
    expect(await statementsOf(async () => expect((await asScript('not-a-token')).status).toBe(401))).toBe(0);
  });

  it('revoked through the API is refused on the next request', async () => {
    const { id, secret } = await newToken('Revoked here');
    await asScript(secret);
    expect((await asScript(secret)).status).toBe(200);
    expect((await tom.request('DELETE', `/api/account/api-tokens/${id}`)).status).toBe(200);
    expect((await asScript(secret)).status).toBe(401);
  });

  it('revoked by another process', async () => {
    const { id, secret } = await newToken('Revoked elsewhere');
    await asScript(secret);
    expect((await asScript(secret)).status).toBe(200);
    await elsewhere(`update "api_token" set revoked_at = now() where id = ${id}`);
    expect(await eventually(async () => (await asScript(secret)).status === 401)).toBe(true);
  });

  it('deleted by another process', async () => {
    const { id, secret } = await newToken('Deleted elsewhere');
    await asScript(secret);
    expect((await asScript(secret)).status).toBe(200);
    await elsewhere(`delete from "api_token" where id = ${id}`);
    expect(await eventually(async () => (await asScript(secret)).status === 401)).toBe(true);
  });

  it("its account's expiry, set and taken back by another process", async () => {
    const { secret } = await newToken('Expiring account');
    expect((await asScript(secret, '/api/contacts/contacts')).status).toBe(200);
    await elsewhere(`update "account" set expires_at = now() - interval '1 minute' where id = (select account_id from "user" where id = ${tomId})`);
    expect(await eventually(async () => (await asScript(secret, '/api/contacts/contacts')).body.error?.code === 'PACKAGE_EXPIRED')).toBe(true);
    await elsewhere(`update "account" set expires_at = null where id = (select account_id from "user" where id = ${tomId})`);
    expect(await eventually(async () => (await asScript(secret, '/api/contacts/contacts')).status === 200)).toBe(true);
  });

  it('of a user deactivated by another process', async () => {
    const { secret } = await newToken('Deactivated user');
    expect((await asScript(secret)).status).toBe(200);
    await elsewhere(`update "user" set deactivated_at = now() where id = ${tomId}`);
    expect(await eventually(async () => (await asScript(secret)).status === 401)).toBe(true);
  });
});
