import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PhoneVerificationSchema } from '../../core/src/db/entities/PhoneVerification.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * The login limits against what an attacker does: guesses sent all at once, a forged
 * X-Forwarded-For, and failing a victim's login on purpose to lock them out. The server runs
 * behind a (pretend) trusted proxy, so each request's address is the one the proxy appended:
 * the rightmost X-Forwarded-For entry. Limits (config/default.json): 5 failures per account, 20
 * per address, 15 minutes; a locked account is still open to 3 tries from an address that has not
 * been failing on it.
 */
let t: TestPlatform;
const password = 'the right password 1';
const perAccount = 5;
const perAddress = 20;

beforeAll(async () => {
  t = await startTestPlatform({ TRUST_PROXY: 'true' });
  await new ApiClient(t.url).post('/api/setup', { name: 'Admin', email: 'admin@example.com', password });
});
afterAll(async () => t?.stop());

let signUps = 0;
/** A new owner, signed up from an address of its own (sign-ups are bounded per address). */
async function owner(email: string): Promise<void> {
  const res = await login('/api/auth/register', { name: email.split('@')[0]!, email, password }, `192.0.2.${++signUps}`);
  expect(res.status).toBe(201);
}

function login(path: string, body: Record<string, string>, forwardedFor: string) {
  return new ApiClient(t.url).request('POST', path, body, { 'x-forwarded-for': forwardedFor });
}

const attempt = (email: string, guess: string, forwardedFor: string) => login('/api/auth/login', { email, password: guess }, forwardedFor);

describe('guesses sent all at once', () => {
  it('judges at most the limit of 40 concurrent guesses; the rest are refused with Retry-After, a right password among them too', async () => {
    await owner('vera@example.com');
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? password : `wrong guess ${i}`));
    const answers = await Promise.all(guesses.map((guess) => attempt('vera@example.com', guess, '198.51.100.1')));

    const judged = answers.filter((res) => res.status === 200 || res.status === 401);
    const refused = answers.filter((res) => res.status === 429);
    expect(judged.length).toBeLessThanOrEqual(perAccount);
    expect(judged.length + refused.length).toBe(40);
    for (const res of refused) {
      expect(res.body.error.code).toBe('RATE_LIMITED');
      expect(res.body.error.message).toMatch(/^Too many failed logins\. Try again in \d+ minutes?, or reset your password\.$/);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // The right password counts only if it was among the judged; refused, it opened no session.
    const right = answers[39]!;
    if (right.status === 429) expect(right.headers.getSetCookie().some((c) => c.startsWith('cm_session='))).toBe(false);
    expect(answers.filter((res) => res.status === 200).length).toBeLessThanOrEqual(right.status === 200 ? 1 : 0);
  });

  it('refuses a right password sent with a burst of guesses once the limit is used up', async () => {
    await owner('walt@example.com');
    for (let i = 0; i < perAccount; i++) expect((await attempt('walt@example.com', `wrong ${i}`, '198.51.100.2')).status).toBe(401);
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? password : `wrong guess ${i}`));
    const answers = await Promise.all(guesses.map((guess) => attempt('walt@example.com', guess, '198.51.100.2')));
    expect(answers.map((res) => res.status)).toEqual(Array(40).fill(429));
  });
});

describe('the client address behind a trusted proxy', () => {
  it('is the one the proxy saw: a forged leftmost X-Forwarded-For entry does not escape the per-address limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < perAddress + 3; i++) {
      // The attacker writes a different address each time; the proxy appends the real one.
      codes.push((await attempt(`nobody${i}@example.com`, 'wrong guess', `10.${i}.0.1, 203.0.113.77`)).status);
    }
    expect(codes.slice(0, perAddress)).toEqual(Array(perAddress).fill(401));
    expect(codes.slice(perAddress)).toEqual([429, 429, 429]);
    // Another real address is not affected.
    expect((await attempt('nobody@example.com', 'wrong guess', '10.0.0.1, 203.0.113.78')).status).toBe(401);
  });
});

describe('locking someone else out', () => {
  it('keeps refusing the addresses that failed, but lets the right password in from an address that has not been failing', async () => {
    await owner('lena@example.com');
    const attacker = '198.51.100.66';
    for (let i = 0; i < perAccount; i++) expect((await attempt('lena@example.com', `wrong ${i}`, attacker)).status).toBe(401);
    expect((await attempt('lena@example.com', 'wrong again', attacker)).status).toBe(429);
    expect((await attempt('lena@example.com', password, attacker)).status).toBe(429);

    // From an address that has not been failing, wrong passwords are still limited: three tries on a locked account.
    const other = '198.51.100.67';
    expect((await attempt('lena@example.com', 'wrong a', other)).status).toBe(401);
    expect((await attempt('lena@example.com', 'wrong b', other)).status).toBe(401);
    expect((await attempt('lena@example.com', 'wrong c', other)).status).toBe(401);
    expect((await attempt('lena@example.com', 'wrong d', other)).status).toBe(429);
    expect((await attempt('lena@example.com', password, other)).status).toBe(429);

    // The owner, from their own address, gets in with the right password.
    const own = await attempt('lena@example.com', password, '203.0.113.5');
    expect(own.status).toBe(200);
    expect(own.body.user.email).toBe('lena@example.com');
    // The attacker's address stays refused for its window, even with the right password.
    expect((await attempt('lena@example.com', password, attacker)).status).toBe(429);
  });
});

describe('one-time phone codes', () => {
  it('sends one code of ten asked for at once; the others are told to wait', async () => {
    const client = new ApiClient(t.url);
    const { body } = await client.request(
      'POST',
      '/api/auth/register',
      { name: 'Otto', email: 'otto@example.com', password },
      { 'x-forwarded-for': '192.0.2.200' },
    );
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/account/phone/send-code', { phone: '+60123456789' })));
    expect(answers.filter((res) => res.status === 202)).toHaveLength(1);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.body.error.message).toMatch(/^A code was sent a moment ago\. Wait \d+ seconds before asking for another one\.$/);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await t.platform.db.em().count(PhoneVerificationSchema, { userId: body.user.id })).toBe(1);
  });
});
