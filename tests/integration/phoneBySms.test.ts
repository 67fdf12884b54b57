import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { invalidOtpMessage, phoneCodeSpacingKey } from '../../core/src/account/phoneVerificationService.ts';
import { sha256 } from '../../core/src/auth/tokens.ts';
import { sendSmsJob } from '../../core/src/sms/sendSmsJob.ts';
import { FakeTwilio, type TwilioMessage } from '../fakes/fakeTwilio.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * The phone confirmation code by SMS: with the TWILIO_* settings pointing at a local fake of
 * Twilio (and no SMTP at all), the code goes in a text message to the number itself through the
 * job queue, and confirms the number. With wrong Twilio credentials the job fails with Twilio's
 * error and stays queued for a retry. (Without TWILIO_* the code goes by email:
 * accountSettings.test.ts.)
 */
let twilio: FakeTwilio;
let t: TestPlatform;
let owner: ApiClient;
let ownerId: number;
const password = 'owner password 1';
const phone = '+60123456789';
const smsText = /^(\d{6}) is your Chatmill phone confirmation code\. It is valid for 15 minutes\.$/;

beforeAll(async () => {
  twilio = await new FakeTwilio().start();
  t = await startTestPlatform(twilio.env());
  await new ApiClient(t.url).post('/api/setup', { name: 'Admin', email: 'admin@example.com', password });
  owner = new ApiClient(t.url);
  ownerId = (await owner.post('/api/auth/register', { name: 'Sam Sms', email: 'sam@example.com', password })).body.user.id;
});
afterAll(async () => {
  await t?.stop();
  await twilio?.stop();
});

const db = () => t.platform.db.em();

function codeIn(message: TwilioMessage): string {
  const match = smsText.exec(message.body);
  if (!match) throw new Error(`No code in: ${message.body}`);
  return match[1]!;
}

/** Lets the next code be asked for at once: the minute between sends is moved into the past. */
const allowResend = () => db().execute(`update attempt_counter set window_ends_at = now() where key = ?`, [phoneCodeSpacingKey(ownerId)]);

describe('the phone code by SMS through Twilio', () => {
  it('tells the screen beforehand that codes go by text message', async () => {
    const res = await owner.get('/api/account/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone: null, phoneCodeChannel: 'sms' });
  });

  it('texts a 6-digit code to the number, from the configured sender, though no mail is configured', async () => {
    const seen = twilio.received.filter((message) => message.to === phone).length;
    const res = await owner.post('/api/account/phone/send-code', { phone: '+60 12-345 6789' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ sent: true, channel: 'sms', to: phone, expiresAt: expect.any(String), message: null });

    const sms = await twilio.nextMessage(phone, seen);
    expect(sms).toMatchObject({ to: phone, from: twilio.from, messagingServiceSid: null, sid: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    const code = codeIn(sms);
    const [row] = await db().execute<{ code_hash: string; phone: string; created_at: Date; expires_at: Date }[]>(
      `select code_hash, phone, created_at, expires_at from phone_verification where user_id = ? and used_at is null`,
      [ownerId],
    );
    expect(row).toMatchObject({ code_hash: sha256(code), phone });
    expect(new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()).toBe(15 * 60_000);
    expect(new Date(res.body.expiresAt).getTime()).toBe(new Date(row!.expires_at).getTime());
  });

  it('still sends at most one code a minute', async () => {
    const res = await owner.post('/api/account/phone/send-code', { phone });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
  });

  it("answers 'Invalid OTP!' to a wrong code and confirms the number with the texted one", async () => {
    await allowResend();
    const seen = twilio.received.filter((message) => message.to === phone).length;
    expect((await owner.post('/api/account/phone/send-code', { phone })).status).toBe(202);
    const code = codeIn(await twilio.nextMessage(phone, seen));

    const wrong = await owner.post('/api/account/phone/confirm', { phone, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toEqual({ code: 'UNPROCESSABLE', message: invalidOtpMessage, key: 'invalidOtp', fields: { code: invalidOtpMessage } });
    expect((await owner.get('/api/account/profile')).body.phone).toBeNull();

    const right = await owner.post('/api/account/phone/confirm', { phone, code });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ phone, phoneConfirmedAt: expect.any(String), phoneCodeChannel: 'sms' });
    expect((await owner.post('/api/account/phone/confirm', { phone, code })).body.error.message).toBe(invalidOtpMessage);
  });
});

describe('Twilio refusing the message', () => {
  it('fails the job with Twilio’s code and message and keeps it for a retry', async () => {
    const refusing = await startTestPlatform({ ...twilio.env(), TWILIO_AUTH_TOKEN: 'a-wrong-token' });
    try {
      const api = new ApiClient(refusing.url);
      await api.post('/api/setup', { name: 'Admin', email: 'admin@example.com', password });
      await api.post('/api/auth/register', { name: 'Rita Refused', email: 'rita@example.com', password });
      const before = twilio.received.length;
      const res = await api.post('/api/account/phone/send-code', { phone: '+447911123456' });
      expect(res.status).toBe(202);
      expect(res.body.channel).toBe('sms');

      const deadline = Date.now() + 20_000;
      let job: { state: string; output: { message?: string } | null } | undefined;
      for (;;) {
        [job] = await refusing.platform.db
          .em()
          .execute<{ state: string; output: { message?: string } | null }[]>(
            `select state, output from pgboss.job where name = ? order by created_on desc limit 1`,
            [sendSmsJob],
          );
        if (job?.output?.message || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(job!.state).toBe('retry');
      expect(job!.output!.message).toBe('Twilio refused the SMS with error 20003 (HTTP 401): Authenticate (https://www.twilio.com/docs/errors/20003)');
      expect(twilio.received.length).toBe(before);
    } finally {
      await refusing.stop();
    }
  });
});
