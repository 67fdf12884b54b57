import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OAuthIdentitySchema } from '../../core/src/db/entities/OAuthIdentity.ts';
import { ApiClient } from '../support/apiClient.ts';
import { FakeOAuthProvider } from '../fakes/fakeOAuthProvider.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

let google: FakeOAuthProvider;
let facebook: FakeOAuthProvider;
let t: TestPlatform;

beforeAll(async () => {
  google = await new FakeOAuthProvider('google', { id: 'g-1001', name: 'Gina Google', email: 'gina@example.com' }).start();
  facebook = await new FakeOAuthProvider('facebook', { id: 'fb-2002', name: 'Fred Facebook', email: 'fred@example.com' }).start();
  t = await startTestPlatform({ ...google.env(), ...facebook.env() });
  await new ApiClient(t.url).post('/api/setup', { name: 'Admin', email: 'admin@example.com', password: 'admin password' });
});
afterAll(async () => {
  await t.stop();
  await google.stop();
  await facebook.stop();
});

/** Plays the browser: start, the provider's consent redirect, and the callback. */
async function signIn(api: ApiClient, provider: 'google' | 'facebook', tamperState = false) {
  const start = await api.get(`/api/auth/${provider}/start`);
  expect(start.status).toBe(302);
  const consent = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location')!);
  if (tamperState) callback.searchParams.set('state', 'forged-state-value');
  return api.get(callback.pathname + callback.search);
}

describe('Google and Facebook sign-in', () => {
  it('shows the buttons only for configured providers', async () => {
    expect((await new ApiClient(t.url).get('/api/auth/providers')).body).toMatchObject({ google: true, facebook: true });
    const bare = await startTestPlatform();
    try {
      expect((await new ApiClient(bare.url).get('/api/auth/providers')).body).toMatchObject({ google: false, facebook: false });
      const start = await new ApiClient(bare.url).get('/api/auth/google/start');
      expect(start.status).toBe(503);
      expect(start.body.error.code).toBe('OAUTH_NOT_CONFIGURED');
    } finally {
      await bare.stop();
    }
  });

  it.each(['google', 'facebook'] as const)('signs in with %s, creating the owner once and reusing it after', async (provider) => {
    const first = new ApiClient(t.url);
    const done = await signIn(first, provider);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/');
    const me = (await first.get('/api/auth/session')).body.user;
    expect(me.email).toBe(provider === 'google' ? 'gina@example.com' : 'fred@example.com');

    const second = new ApiClient(t.url);
    await signIn(second, provider);
    expect((await second.get('/api/auth/session')).body.user.id).toBe(me.id);
    expect(await t.platform.db.em().count(OAuthIdentitySchema, { provider })).toBe(1);
  });

  it('refuses a callback whose state does not match the cookie', async () => {
    const api = new ApiClient(t.url);
    const res = await signIn(api, 'google', true);
    expect(res.status).toBe(302);
    expect(decodeURIComponent(res.headers.get('location')!)).toContain('/home/login?error=The sign-in expired or came from another browser');
    expect((await api.get('/api/auth/session')).status).toBe(401);
  });

  it('links a provider to an existing account with the same email', async () => {
    const owner = new ApiClient(t.url);
    await owner.post('/api/auth/register', { name: 'Hana', email: 'hana@example.com', password: 'hana password' });
    const ownerId = (await owner.get('/api/auth/session')).body.user.id;
    google.user = { id: 'g-3003', name: 'Hana G', email: 'hana@example.com' };
    const api = new ApiClient(t.url);
    await signIn(api, 'google');
    expect((await api.get('/api/auth/session')).body.user.id).toBe(ownerId);
  });

  it('counts a new account from a provider as a sign-up: past the bound per address it is refused, and known users still sign in', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      google.user = { id: `g-flood-${i}`, name: `Flood ${i}`, email: `flood${i}@example.com` };
      const res = await signIn(new ApiClient(t.url), 'google');
      outcomes.push(decodeURIComponent(res.headers.get('location')!));
    }
    const refused = outcomes.filter((location) => location.startsWith('/home/login?error='));
    // Ten sign-ups an hour from one address (this file's earlier ones count too): at least the last two are refused.
    expect(refused.length).toBeGreaterThanOrEqual(2);
    for (const location of refused) expect(location).toMatch(/^\/home\/login\?error=Too many sign-ups from your network\. Try again in \d+ minutes?\.$/);
    expect(await t.platform.db.em().count(OAuthIdentitySchema, { providerUserId: { $like: 'g-flood-%' } })).toBe(12 - refused.length);

    google.user = { id: 'g-1001', name: 'Gina Google', email: 'gina@example.com' };
    const known = new ApiClient(t.url);
    expect((await signIn(known, 'google')).headers.get('location')).toBe('/');
  });

  it('sends Facebook the appsecret_proof the Graph API checks', async () => {
    // The fake refuses /me without a correct HMAC; a wrong secret in our settings must fail sign-in.
    const wrong = await startTestPlatform({ ...facebook.env(), FACEBOOK_APP_SECRET: 'not-the-secret' });
    try {
      const api = new ApiClient(wrong.url);
      const start = await api.get('/api/auth/facebook/start');
      const consent = await fetch(start.headers.get('location')!, { redirect: 'manual' });
      const callback = new URL(consent.headers.get('location')!);
      const res = await api.get(callback.pathname + callback.search);
      expect(decodeURIComponent(res.headers.get('location')!)).toContain('Facebook refused the sign-in');
    } finally {
      await wrong.stop();
    }
  });
});
