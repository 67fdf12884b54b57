import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserSchema } from '../../core/src/db/entities/User.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(async () => t.stop());

const client = () => new ApiClient(t.url);

/** The attempts an attempt counter holds in its window (core/src/auth/attemptCounters.ts). */
async function counted(platform: TestPlatform, key: string): Promise<number> {
  const [row] = await platform.platform.db.em().execute<{ count: number }[]>(`select count from attempt_counter where key = ?`, [key]);
  return Number(row?.count ?? 0);
}
const password = 'correct horse 1';

describe('first-run setup and registration', () => {
  it('refuses registration until the platform admin exists, then makes the admin user id 1', async () => {
    const early = await client().post('/api/auth/register', { name: 'Early', email: 'early@example.com', password });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('SETUP_REQUIRED');
    expect((await client().get('/api/setup')).body).toEqual({ required: true });

    const admin = client();
    const setup = await admin.post('/api/setup', { name: 'Ada Admin', email: 'Ada@Example.com', password });
    expect(setup.status).toBe(201);
    expect(setup.body.user).toMatchObject({ id: 1, email: 'ada@example.com', userType: 'Admin' });
    expect((await admin.get('/api/auth/session')).body.user.id).toBe(1);

    const again = await client().post('/api/setup', { name: 'Eve', email: 'eve@example.com', password });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('SETUP_DONE');
  });

  it('registers an owner, signs them in with an httpOnly SameSite cookie and stores only a memory-hard hash', async () => {
    const bob = client();
    const res = await bob.post('/api/auth/register', { name: 'Bob', email: 'bob@example.com', password });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: 'Bob', email: 'bob@example.com', userType: 'Member' });
    expect(res.body.user.id).toBeGreaterThan(1);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cm_session='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);

    const stored = await t.platform.db.em().findOneOrFail(UserSchema, { email: 'bob@example.com' });
    expect(stored.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored.passwordHash).not.toContain(password);
  });

  it('answers a taken email with CONFLICT and a field message, and bad input with field messages', async () => {
    const taken = await client().post('/api/auth/register', { name: 'Bob 2', email: 'BOB@example.com', password });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'CONFLICT', fields: { email: 'This email is already registered.' } });

    const bad = await client().post('/api/auth/register', { name: '', email: 'not-an-email', password: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(bad.body.error.fields).toEqual({ name: 'Name is required', email: 'Enter a valid email address.', password: 'Use at least 8 characters.' });
  });
});

describe('login, logout and sessions', () => {
  it('logs in, and a logged-out session answers SESSION_INVALIDATED if its cookie comes back', async () => {
    const carol = client();
    await carol.post('/api/auth/register', { name: 'Carol', email: 'carol@example.com', password });
    await carol.post('/api/auth/logout');
    expect((await carol.get('/api/auth/session')).body.error.code).toBe('UNAUTHENTICATED');

    const browser = client();
    const login = await browser.post('/api/auth/login', { email: 'carol@example.com', password });
    expect(login.status).toBe(200);
    const stolen = browser.cookieHeader();
    await browser.post('/api/auth/logout');
    const replay = await client().request('GET', '/api/auth/session', undefined, { cookie: stolen });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('SESSION_INVALIDATED');
  });

  it('ends the other sessions when the password changes, and keeps the one that changed it', async () => {
    const laptop = client();
    const phone = client();
    await laptop.post('/api/auth/register', { name: 'Dan', email: 'dan@example.com', password });
    await phone.post('/api/auth/login', { email: 'dan@example.com', password });

    const wrong = await laptop.post('/api/auth/change-password', { currentPassword: 'nope-nope', newPassword: 'new password 2' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: 'The current password is incorrect.' });

    const changed = await laptop.post('/api/auth/change-password', { currentPassword: password, newPassword: 'new password 2' });
    expect(changed.body).toEqual({ ok: true });
    expect((await laptop.get('/api/auth/session')).status).toBe(200);
    const ended = await phone.get('/api/auth/session');
    expect(ended.status).toBe(401);
    expect(ended.body.error.code).toBe('SESSION_INVALIDATED');
    expect((await client().post('/api/auth/login', { email: 'dan@example.com', password })).status).toBe(401);
    expect((await client().post('/api/auth/login', { email: 'dan@example.com', password: 'new password 2' })).status).toBe(200);
  });

  it('limits failed logins per account', async () => {
    await client().post('/api/auth/register', { name: 'Erin', email: 'erin@example.com', password });
    const attempts = [];
    for (let i = 0; i < 6; i++) {
      attempts.push(
        (await client().request('POST', '/api/auth/login', { email: 'erin@example.com', password: 'wrong password' }, { 'x-test': String(i) })).body.error.code,
      );
    }
    expect(attempts.slice(0, 5)).toEqual(Array(5).fill('INVALID_CREDENTIALS'));
    expect(attempts[5]).toBe('RATE_LIMITED');
    // Even the right password is refused from the address that did the failing (another address would get in: tests/security/signInLimits).
    const locked = await client().post('/api/auth/login', { email: 'erin@example.com', password });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('limits failed logins per IP address across accounts', async () => {
    // Every attempt from this address so far that was not a success (refused ones too: each is counted before it is judged).
    const earlier = await counted(t, 'login:ip:127.0.0.1');
    const allowed = 20 - earlier;
    expect(allowed).toBeGreaterThan(5);
    const codes: string[] = [];
    for (let i = 0; i < allowed + 2; i++) {
      codes.push((await client().post('/api/auth/login', { email: `nobody${i}@example.com`, password: 'wrong password' })).body.error.code);
    }
    // The IP limit is 20 failures in the window, whichever accounts they were for.
    expect(codes.slice(0, allowed)).toEqual(Array(allowed).fill('INVALID_CREDENTIALS'));
    expect(codes.slice(allowed)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
  });
});

describe('behind a TLS-terminating proxy', () => {
  it('marks the session cookie Secure and rate-limits by the forwarded client address', async () => {
    const proxied = await startTestPlatform({ TRUST_PROXY: 'true' });
    try {
      const api = new ApiClient(proxied.url);
      await api.post('/api/setup', { name: 'Admin', email: 'admin@example.com', password });
      const res = await api.request(
        'POST',
        '/api/auth/login',
        { email: 'admin@example.com', password },
        { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      );
      expect(res.headers.getSetCookie().find((c) => c.startsWith('cm_session='))).toMatch(/; secure/i);
      await api.request('POST', '/api/auth/login', { email: 'admin@example.com', password: 'wrong password' }, { 'x-forwarded-for': '203.0.113.9' });
      expect(await counted(proxied, 'login:ip:203.0.113.9')).toBe(1);
    } finally {
      await proxied.stop();
    }
  });
});
