import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient } from '../support/apiClient.ts';
import { FakeSmtpServer, resetLinkIn } from '../fakes/smtpServer.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

let smtp: FakeSmtpServer;
let t: TestPlatform;
beforeAll(async () => {
  smtp = await new FakeSmtpServer().start();
  t = await startTestPlatform(smtp.env());
  await new ApiClient(t.url).post('/api/setup', { name: 'Admin', email: 'admin@example.com', password: 'admin password' });
});
afterAll(async () => {
  await t.stop();
  await smtp.stop();
});

describe('forgot and reset password through a real SMTP server', () => {
  it('mails a link that sets a new password once and ends every session', async () => {
    const old = new ApiClient(t.url);
    await old.post('/api/auth/register', { name: 'Fay', email: 'fay@example.com', password: 'first password' });

    const asked = await new ApiClient(t.url).post('/api/auth/forgot-password', { email: 'FAY@example.com' });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ sent: true });

    const mail = await smtp.waitFor('fay@example.com');
    expect(mail.subject).toBe('Reset your Chatmill password');
    const link = new URL(resetLinkIn(mail));
    expect(link.origin).toBe(t.url.replace('localhost', '127.0.0.1'));
    const token = link.searchParams.get('token')!;

    const browser = new ApiClient(t.url);
    expect((await browser.get(`/api/auth/reset-password/verify?token=${encodeURIComponent(token)}`)).body).toEqual({
      email: 'fay@example.com',
      purpose: 'reset',
    });
    const reset = await browser.post('/api/auth/reset-password', { token, password: 'second password' });
    expect(reset.body).toEqual({ ok: true });

    expect((await old.get('/api/auth/session')).body.error.code).toBe('SESSION_INVALIDATED');
    expect((await browser.post('/api/auth/login', { email: 'fay@example.com', password: 'first password' })).status).toBe(401);
    expect((await browser.post('/api/auth/login', { email: 'fay@example.com', password: 'second password' })).status).toBe(200);

    const reused = await browser.post('/api/auth/reset-password', { token, password: 'third password' });
    expect(reused.status).toBe(422);
    expect(reused.body.error.message).toBe('This reset link is invalid or has expired. Ask for a new one from the Forgot Password page.');
  });

  it("revokes the user's API tokens: a token that worked before the reset is refused after it", async () => {
    const owner = new ApiClient(t.url);
    await owner.post('/api/auth/register', { name: 'Tom Token', email: 'tom@example.com', password: 'first password' });
    const created = await owner.post('/api/account/api-tokens', { name: 'Nightly export', scope: 'read-write' });
    expect(created.status).toBe(201);
    const bearer = { authorization: `Bearer ${created.body.secret}` };
    // Used once, so every cache that serves the token holds it.
    const before = await new ApiClient(t.url).request('GET', '/api/auth/session', undefined, bearer);
    expect(before.status).toBe(200);
    expect(before.body.user.email).toBe('tom@example.com');

    const asked = await new ApiClient(t.url).post('/api/auth/forgot-password', { email: 'tom@example.com' });
    expect(asked.status).toBe(202);
    const token = new URL(resetLinkIn(await smtp.waitFor('tom@example.com'))).searchParams.get('token')!;
    expect((await new ApiClient(t.url).post('/api/auth/reset-password', { token, password: 'second password' })).body).toEqual({ ok: true });

    const after = await new ApiClient(t.url).request('GET', '/api/auth/session', undefined, bearer);
    expect(after.status).toBe(401);
    const [row] = await t.platform.db.em().execute<{ revoked_at: Date | null }[]>(`select revoked_at from api_token where id = ?`, [created.body.token.id]);
    expect(row!.revoked_at).not.toBeNull();
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = smtp.received.length;
    const asked = await new ApiClient(t.url).post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(asked.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.length).toBe(before);
  });

  it('says that mails go out over SMTP', async () => {
    expect((await new ApiClient(t.url).get('/api/auth/providers')).body).toMatchObject({ mailDelivery: 'smtp' });
  });

  it('refuses a made-up token', async () => {
    const res = await new ApiClient(t.url).get('/api/auth/reset-password/verify?token=made-up-token-123');
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('UNPROCESSABLE');
  });
});
