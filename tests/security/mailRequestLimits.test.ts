import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PasswordResetSchema } from '../../core/src/db/entities/PasswordReset.ts';
import { UserSchema } from '../../core/src/db/entities/User.ts';
import { FakeSmtpServer } from '../fakes/smtpServer.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * The requests that mail someone or make an account are bounded (config/default.json): 3 reset
 * mails per email and 10 reset requests per address an hour, 3 resends per invitee and 20 per
 * address an hour, 10 sign-ups per address an hour. Each request is counted before it is
 * carried out, so requests sent all at once meet the same bound. The server runs behind a
 * (pretend) trusted proxy, so a test chooses each request's address with X-Forwarded-For.
 */
let smtp: FakeSmtpServer;
let t: TestPlatform;
let admin: ApiClient;
const password = 'owner password 1';
const em = () => t.platform.db.em();

beforeAll(async () => {
  smtp = await new FakeSmtpServer().start();
  t = await startTestPlatform({ ...smtp.env(), TRUST_PROXY: 'true' });
  admin = new ApiClient(t.url);
  await admin.post('/api/setup', { name: 'Admin', email: 'admin@example.com', password });
});
afterAll(async () => {
  await t?.stop();
  await smtp?.stop();
});

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('forgot password', () => {
  it('mails one victim at most 3 reset links however many requests come, from however many addresses', async () => {
    const victim = new ApiClient(t.url);
    const { body } = await victim.request('POST', '/api/auth/register', { name: 'Vic Victim', email: 'vic@example.com', password }, from('192.0.2.1'));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new ApiClient(t.url).request('POST', '/api/auth/forgot-password', { email: 'vic@example.com' }, from(`198.51.100.${i + 1}`)),
      ),
    );
    expect(answers.filter((res) => res.status === 202)).toHaveLength(3);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(17);
    for (const res of refused) {
      expect(res.body.error.code).toBe('RATE_LIMITED');
      expect(res.body.error.message).toMatch(
        /^Too many password reset requests\. Check your inbox \(and spam folder\) for the mails already sent, or try again in \d+ minutes?\.$/,
      );
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // A reset link and its mail commit together: three links, three mails.
    expect(await em().count(PasswordResetSchema, { userId: body.user.id, purpose: 'reset' })).toBe(3);
    await smtp.waitForNth('vic@example.com', 3);
    expect(smtp.received.filter((mail) => mail.to.includes('vic@example.com'))).toHaveLength(3);
  });

  it('bounds one address, and answers the same for emails with and without an account', async () => {
    await new ApiClient(t.url).request('POST', '/api/auth/register', { name: 'Kim Known', email: 'kim@example.com', password }, from('192.0.2.2'));
    const asked: number[] = [];
    for (let i = 0; i < 10; i++)
      asked.push((await new ApiClient(t.url).request('POST', '/api/auth/forgot-password', { email: `ghost${i}@example.com` }, from('203.0.113.20'))).status);
    expect(asked).toEqual(Array(10).fill(202));
    const unknown = await new ApiClient(t.url).request('POST', '/api/auth/forgot-password', { email: 'ghost-more@example.com' }, from('203.0.113.20'));
    const known = await new ApiClient(t.url).request('POST', '/api/auth/forgot-password', { email: 'kim@example.com' }, from('203.0.113.20'));
    expect(unknown.status).toBe(429);
    expect(known.status).toBe(429);
    expect(known.body).toEqual(unknown.body);
    expect(await em().count(PasswordResetSchema, { purpose: 'reset', userId: (await em().findOneOrFail(UserSchema, { email: 'kim@example.com' })).id })).toBe(
      0,
    );
  });
});

describe('sign-ups', () => {
  it('lets 10 of 30 sign-ups sent at once from one address through, and others still sign up', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        new ApiClient(t.url).request('POST', '/api/auth/register', { name: `Flood ${i}`, email: `flood${i}@example.com`, password }, from('203.0.113.30')),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(10);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(20);
    expect(refused[0]!.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many sign-ups from your network\. Try again in \d+ minutes?\.$/),
    });
    expect(await em().count(UserSchema, { email: { $like: 'flood%@example.com' } })).toBe(10);

    const elsewhere = await new ApiClient(t.url).request(
      'POST',
      '/api/auth/register',
      { name: 'Nell New', email: 'nell@example.com', password },
      from('203.0.113.31'),
    );
    expect(elsewhere.status).toBe(201);
  });
});

describe('invitation resends', () => {
  it('mails one invitee at most 3 more invitations however many resends are asked for at once', async () => {
    const owner = new ApiClient(t.url);
    await owner.request('POST', '/api/auth/register', { name: 'Olive Owner', email: 'olive@example.com', password }, from('192.0.2.3'));
    const options = await owner.get('/api/team-members/options');
    const accessLevelId = options.body.accessLevels.find((level: { name: string }) => level.name === 'Full Access').id;
    const invited = await owner.post('/api/team-members', { name: 'Ivan Invitee', email: 'ivan@example.com', accessType: 'team_member', accessLevelId });
    expect(invited.status).toBe(201);
    const memberId = invited.body.member.id;

    const answers = await Promise.all(Array.from({ length: 10 }, () => owner.post(`/api/team-members/${memberId}/resend-invitation`)));
    expect(answers.filter((res) => res.status === 202)).toHaveLength(3);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.body.error.message).toMatch(
      /^This invitation was sent again too often\. Ask the invitee to check their inbox \(and spam folder\), or send it again in \d+ minutes?\.$/,
    );
    // The first invitation and three resends.
    expect(await em().count(PasswordResetSchema, { userId: memberId, purpose: 'invitation' })).toBe(4);
    await smtp.waitForNth('ivan@example.com', 4);
    expect(smtp.received.filter((mail) => mail.to.includes('ivan@example.com'))).toHaveLength(4);
  });
});
