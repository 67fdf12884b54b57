import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { invalidApiTokenMessage, readOnlyApiTokenMessage, sessionOnlyMessage } from '../../core/src/account/apiTokenAuth.ts';
import { sha256 } from '../../core/src/auth/tokens.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Personal API tokens through the real product: the secret is shown once and stored hashed;
 * `Authorization: Bearer` acts as the token's user on any route (core and plugin); a read
 * token may only read; a revoked or unknown token answers 401; one user's token never acts
 * as another; and tokens cannot manage tokens (or close the account).
 */
let t: TestPlatform;
let alice: ApiClient;
let bob: ApiClient;
let aliceId: number;
let bobId: number;
const password = 'owner password 1';

beforeAll(async () => {
  t = await startTestPlatform();
  await new ApiClient(t.url).post('/api/setup', { name: 'Admin', email: 'admin@example.com', password });
  alice = new ApiClient(t.url);
  aliceId = (await alice.post('/api/auth/register', { name: 'Alice Owner', email: 'alice@example.com', password })).body.user.id;
  bob = new ApiClient(t.url);
  bobId = (await bob.post('/api/auth/register', { name: 'Bob Owner', email: 'bob@example.com', password })).body.user.id;
});
afterAll(async () => {
  await t?.stop();
});

/** A client without cookies: every call carries only the bearer token. */
function bearer(token: string) {
  const client = new ApiClient(t.url);
  const auth = { authorization: `Bearer ${token}` };
  return {
    get: (path: string) => client.request('GET', path, undefined, auth),
    post: (path: string, body?: unknown) => client.request('POST', path, body, auth),
    delete: (path: string) => client.request('DELETE', path, undefined, auth),
  };
}

async function createToken(client: ApiClient, name: string, scope: 'read' | 'read-write'): Promise<{ id: number; secret: string }> {
  const res = await client.post('/api/account/api-tokens', { name, scope });
  expect(res.status).toBe(201);
  return { id: res.body.token.id, secret: res.body.secret };
}

async function tokenRow(id: number) {
  const [row] = await t.platform.db
    .em()
    .execute<{ token_hash: string; token_prefix: string; last_used_at: Date | string | null; revoked_at: Date | null }[]>(
      `select token_hash, token_prefix, last_used_at, revoked_at from api_token where id = ?`,
      [id],
    );
  return row!;
}

describe('creating and listing tokens', () => {
  it('shows the secret once, in the answer to the creation, and stores only its hash', async () => {
    const created = await alice.post('/api/account/api-tokens', { name: 'Reporting script', scope: 'read' });
    expect(created.status).toBe(201);
    const { token, secret } = created.body;
    expect(secret).toMatch(/^cm_[A-Za-z0-9_-]{43}$/);
    expect(token).toEqual({
      id: expect.any(Number),
      name: 'Reporting script',
      scope: 'read',
      prefix: secret.slice(0, 9),
      createdAt: expect.any(String),
      lastUsedAt: null,
    });

    const row = await tokenRow(token.id);
    expect(row.token_hash).toBe(sha256(secret));
    expect(row.token_prefix).toBe(secret.slice(0, 9));

    const list = await alice.get('/api/account/api-tokens');
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([token]);
    // The list never carries the secret, nor anything longer than the prefix of it.
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(0, 12));
  });

  it('validates the name and the scope', async () => {
    const res = await alice.post('/api/account/api-tokens', { name: ' ', scope: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ name: 'Name is required', scope: 'Choose read or read-write.' });
  });
});

describe('a request with a bearer token', () => {
  it('acts as the token’s user on core and plugin routes, without any cookie', async () => {
    const { secret } = await createToken(alice, 'Sync', 'read-write');
    const session = await bearer(secret).get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ id: aliceId, email: 'alice@example.com' });

    const made = await bearer(secret).post('/api/contacts/contacts', { firstName: 'Made', lastName: 'By Token', email: 'made@example.com' });
    expect(made.status).toBe(201);
    const list = await bearer(secret).get('/api/contacts/contacts');
    expect(list.status).toBe(200);
    expect(list.body.items.map((c: { email: string }) => c.email)).toEqual(['made@example.com']);
    // The contact is Alice's: her own session sees it.
    expect((await alice.get(`/api/contacts/contacts/${made.body.id}`)).status).toBe(200);
  });

  it('with a read token, may GET but not change anything', async () => {
    const { secret } = await createToken(alice, 'Read only', 'read');
    expect((await bearer(secret).get('/api/contacts/contacts')).status).toBe(200);
    const refused = await bearer(secret).post('/api/contacts/contacts', { email: 'nope@example.com' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'FORBIDDEN', message: readOnlyApiTokenMessage });
    const list = await alice.get('/api/contacts/contacts?search=nope');
    expect(list.body.total).toBe(0);
  });

  it('of user A never acts as user B, nor reaches B’s records', async () => {
    const a = await createToken(alice, 'A only', 'read-write');
    const bobsContact = await bob.post('/api/contacts/contacts', { firstName: 'Bobs', email: 'bobs.contact@example.com' });
    expect(bobsContact.status).toBe(201);

    expect((await bearer(a.secret).get('/api/auth/session')).body.user.id).toBe(aliceId);
    expect((await bearer(a.secret).get(`/api/contacts/contacts/${bobsContact.body.id}`)).status).toBe(404);
    const aliceList = await bearer(a.secret).get('/api/contacts/contacts?search=bobs');
    expect(aliceList.body.total).toBe(0);
    expect((await bearer(a.secret).get('/api/account/profile')).body.email).toBe('alice@example.com');

    // B cannot see or revoke A's token; it keeps working.
    expect((await bob.get('/api/account/api-tokens')).body.items).toEqual([]);
    const revoke = await bob.request('DELETE', `/api/account/api-tokens/${a.id}`);
    expect(revoke.status).toBe(404);
    expect((await bearer(a.secret).get('/api/auth/session')).status).toBe(200);

    // And B's own token is B.
    const b = await createToken(bob, 'B only', 'read');
    expect((await bearer(b.secret).get('/api/auth/session')).body.user.id).toBe(bobId);
  });

  it('records the last use at most once a minute', async () => {
    const { id, secret } = await createToken(alice, 'Busy script', 'read');
    expect((await tokenRow(id)).last_used_at).toBeNull();
    await bearer(secret).get('/api/auth/session');
    const first = new Date((await tokenRow(id)).last_used_at!).getTime();
    expect(Date.now() - first).toBeLessThan(30_000);
    await bearer(secret).get('/api/auth/session');
    expect(new Date((await tokenRow(id)).last_used_at!).getTime()).toBe(first);

    await t.platform.db.em().execute(`update api_token set last_used_at = last_used_at - interval '2 minutes' where id = ?`, [id]);
    await bearer(secret).get('/api/auth/session');
    expect(new Date((await tokenRow(id)).last_used_at!).getTime()).toBeGreaterThan(first - 60_000);
    const listed = (await alice.get('/api/account/api-tokens')).body.items.find((token: { id: number }) => token.id === id);
    expect(listed.lastUsedAt).toBe(new Date((await tokenRow(id)).last_used_at!).toISOString());
  });
});

describe('tokens that are not valid', () => {
  it('answers 401 for a revoked token, and the token leaves the list', async () => {
    const { id, secret } = await createToken(alice, 'To revoke', 'read-write');
    expect((await bearer(secret).get('/api/auth/session')).status).toBe(200);

    const revoked = await alice.request('DELETE', `/api/account/api-tokens/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ id });
    expect((await tokenRow(id)).revoked_at).not.toBeNull();

    for (const path of ['/api/auth/session', '/api/contacts/contacts']) {
      const res = await bearer(secret).get(path);
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 'UNAUTHENTICATED', message: invalidApiTokenMessage });
    }
    expect((await alice.get('/api/account/api-tokens')).body.items.map((token: { id: number }) => token.id)).not.toContain(id);
    // Revoking it again: there is no such live token.
    expect((await alice.request('DELETE', `/api/account/api-tokens/${id}`)).status).toBe(404);
  });

  it('answers 401 for an unknown or malformed token, on any route', async () => {
    for (const token of ['cm_thisTokenWasNeverMade', 'not-even-ours', '']) {
      const res = await bearer(token).get('/api/auth/providers');
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(invalidApiTokenMessage);
    }
  });

  it('leaves cookie sessions as they were', async () => {
    expect((await alice.get('/api/auth/session')).body.user.id).toBe(aliceId);
    expect((await new ApiClient(t.url).get('/api/auth/session')).body.error.code).toBe('UNAUTHENTICATED');
    // Another scheme is not ours: the cookie still decides.
    expect((await alice.request('GET', '/api/auth/session', undefined, { authorization: 'Basic YWxpY2U6cGFzc3dvcmQ=' })).status).toBe(200);
  });
});

describe('what a token may never do', () => {
  it('manage tokens: list, create and revoke need a signed-in session', async () => {
    const { id, secret } = await createToken(alice, 'Would mint more', 'read-write');
    const token = bearer(secret);
    for (const res of [
      await token.get('/api/account/api-tokens'),
      await token.post('/api/account/api-tokens', { name: 'More', scope: 'read-write' }),
      await token.delete(`/api/account/api-tokens/${id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: sessionOnlyMessage });
    }
    expect((await alice.get('/api/account/api-tokens')).body.items.filter((t: { name: string }) => t.name === 'More')).toEqual([]);
    expect((await tokenRow(id)).revoked_at).toBeNull();
  });

  it('cancel the account', async () => {
    const { secret } = await createToken(alice, 'Would close the account', 'read-write');
    const res = await bearer(secret).post('/api/account/cancel', { reason: 'not_using', acknowledged: true });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Closing or reopening the account is done by its owner in person: sign in to the dashboard to do it.');
    expect((await bearer(secret).post('/api/account/reactivate')).status).toBe(403);
    expect((await alice.get('/api/account/subscription')).body.cancellation).toBeNull();
  });
});
