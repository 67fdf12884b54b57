import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { invalidOtpMessage, phoneCodeSpacingKey, tooManyAttemptsMessage } from '../../core/src/account/phoneVerificationService.ts';
import { unconfirmedPhoneMessage } from '../../core/src/account/profileService.ts';
import { AccessLevelSchema } from '../../core/src/db/entities/AccessLevel.ts';
import { hashPassword } from '../../core/src/auth/passwordHash.ts';
import { sha256 } from '../../core/src/auth/tokens.ts';
import { UserSchema } from '../../core/src/db/entities/User.ts';
import { FakeSmtpServer, type ReceivedMail } from '../fakes/smtpServer.ts';
import { ApiClient } from '../support/apiClient.ts';
import { keptMailsTo } from '../support/keptMails.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * The Account Settings page through the real product and a real SMTP server: the profile with
 * its required fields, the phone confirmed by a one-time code sent by email since no SMS provider
 * is configured (wrong, expired, used up, too many attempts; phoneBySms.test.ts has the SMS path), the billing history confined to the account, and the owner's
 * cancellation and re-activation.
 */
let smtp: FakeSmtpServer;
let t: TestPlatform;
let owner: ApiClient;
let ownerId: number, accountId: number;
const password = 'owner password 1';
const ownerEmail = 'olga@example.com';

beforeAll(async () => {
  smtp = await new FakeSmtpServer().start();
  t = await startTestPlatform(smtp.env());
  await new ApiClient(t.url).post('/api/setup', { name: 'Admin', email: 'admin@example.com', password });
  owner = new ApiClient(t.url);
  const registered = await owner.post('/api/auth/register', { name: 'Olga Owner', email: ownerEmail, password });
  ownerId = registered.body.user.id;
  accountId = registered.body.user.accountId;
});
afterAll(async () => {
  await t?.stop();
  await smtp?.stop();
});

const db = () => t.platform.db.em();

/** The next mail to `address` after the `seen` ones already received. */
async function nextMail(address: string, seen: number): Promise<ReceivedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = smtp.received.filter((mail) => mail.to.includes(address));
    if (mails.length > seen) return mails[mails.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No new mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address)).length;

function codeIn(mail: ReceivedMail): string {
  const match = /^(\d{6})$/m.exec(mail.text);
  if (!match) throw new Error(`No code in: ${mail.text}`);
  return match[1]!;
}

/** Asks for a code for `phone` and returns the one mailed. The wait between sends is moved into the past first. */
async function sendCode(client: ApiClient, userId: number, email: string, phone: string): Promise<string> {
  await db().execute(`update attempt_counter set window_ends_at = now() where key = ?`, [phoneCodeSpacingKey(userId)]);
  const seen = mailsTo(email);
  const sent = await client.post('/api/account/phone/send-code', { phone });
  expect(sent.status).toBe(202);
  return codeIn(await nextMail(email, seen));
}

/** Moves the user's pending code `interval` into the past, as if that much time had gone by. */
async function age(userId: number, interval: string): Promise<void> {
  await db().execute(
    `update phone_verification set created_at = created_at - ?::interval, expires_at = expires_at - ?::interval where user_id = ? and used_at is null`,
    [interval, interval, userId],
  );
}

const profile = {
  name: 'Olga Owner',
  pictureUrl: 'https://cdn.example.com/olga.png',
  mailingAddress: '1 Harbour Road, Penang',
  nationalId: 'NRIC-880101-07-1234',
};

describe('the profile', () => {
  it('starts incomplete: no mailing address, national id or phone', async () => {
    const res = await owner.get('/api/account/profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: 'Olga Owner',
      email: ownerEmail,
      pictureUrl: null,
      mailingAddress: null,
      nationalId: null,
      phone: null,
      phoneConfirmedAt: null,
      complete: false,
      // No TWILIO_* settings on this server: phone codes go by email.
      phoneCodeChannel: 'email',
    });
  });

  it('refuses to save without the required fields, and a picture that is not a web address', async () => {
    const res = await owner.request('PUT', '/api/account/profile', { name: '', pictureUrl: 'javascript:alert(1)', mailingAddress: ' ', nationalId: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Name is required',
      pictureUrl: 'Enter a web address starting with http:// or https://.',
      mailingAddress: 'Enter your mailing address.',
      nationalId: 'Enter your national id.',
    });
  });

  it('saves name, picture, mailing address and national id; the session shows the new name', async () => {
    const res = await owner.request('PUT', '/api/account/profile', { ...profile, name: 'Olga O. Owner', phone: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...profile, name: 'Olga O. Owner', phone: null, complete: true });
    expect((await owner.get('/api/account/profile')).body).toEqual(res.body);
    expect((await owner.get('/api/auth/session')).body.user.name).toBe('Olga O. Owner');
  });
});

describe('the phone, confirmed with a one-time code', () => {
  const phone = '+60123456789';

  it('refuses a number that was not confirmed', async () => {
    const res = await owner.request('PUT', '/api/account/profile', { ...profile, phone: '+60 12-345 6789' });
    expect(res.status).toBe(422);
    const unconfirmed = { code: 'UNPROCESSABLE', message: unconfirmedPhoneMessage, key: 'unconfirmedPhone', fields: { phone: unconfirmedPhoneMessage } };
    expect(res.body.error).toEqual(unconfirmed);
    expect((await owner.get('/api/account/profile')).body.phone).toBeNull();
  });

  it('refuses a number without its country code', async () => {
    const res = await owner.post('/api/account/phone/send-code', { phone: '0123456789' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.phone).toContain('has no country code');
  });

  it('mails a 6-digit code valid 15 minutes, stored only as its hash', async () => {
    const seen = mailsTo(ownerEmail);
    const res = await owner.post('/api/account/phone/send-code', { phone: '+60 12-345 6789' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ sent: true, channel: 'email', to: ownerEmail, expiresAt: expect.any(String), message: null });
    const mail = await nextMail(ownerEmail, seen);
    expect(mail.subject).toBe('Your Chatmill phone confirmation code');
    expect(mail.text).toContain(phone);
    const code = codeIn(mail);

    const [row] = await db().execute<{ code_hash: string; created_at: Date; expires_at: Date }[]>(
      `select code_hash, created_at, expires_at from phone_verification where user_id = ? and used_at is null`,
      [ownerId],
    );
    expect(row!.code_hash).toBe(sha256(code));
    expect(new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()).toBe(15 * 60_000);
    expect(new Date(res.body.expiresAt).getTime()).toBe(new Date(row!.expires_at).getTime());
  });

  it('sends at most one code a minute', async () => {
    const res = await owner.post('/api/account/phone/send-code', { phone });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("answers 'Invalid OTP!' to a wrong code, and to the right code for another number", async () => {
    const code = await sendCode(owner, ownerId, ownerEmail, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await owner.post('/api/account/phone/confirm', { phone, code: wrong });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'UNPROCESSABLE', message: invalidOtpMessage, key: 'invalidOtp', fields: { code: invalidOtpMessage } });
    expect((await owner.post('/api/account/phone/confirm', { phone: '+60123450000', code })).body.error.message).toBe(invalidOtpMessage);
    expect((await owner.get('/api/account/profile')).body.phone).toBeNull();
  });

  it('confirms the number with the right code within 15 minutes; the code then stops working', async () => {
    const code = await sendCode(owner, ownerId, ownerEmail, phone);
    await age(ownerId, '14 minutes 50 seconds');
    const res = await owner.post('/api/account/phone/confirm', { phone: '+60 12 345 6789', code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone, phoneConfirmedAt: expect.any(String) });

    expect((await owner.post('/api/account/phone/confirm', { phone, code })).body.error.message).toBe(invalidOtpMessage);
    // Saving the profile with the confirmed number is fine now.
    const saved = await owner.request('PUT', '/api/account/profile', { ...profile, phone });
    expect(saved.status).toBe(200);
    expect(saved.body.phone).toBe(phone);
  });

  it("answers 'Invalid OTP!' to the right code after 15 minutes", async () => {
    const newPhone = '+447911123456';
    const code = await sendCode(owner, ownerId, ownerEmail, newPhone);
    await age(ownerId, '15 minutes 1 second');
    const res = await owner.post('/api/account/phone/confirm', { phone: newPhone, code });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(invalidOtpMessage);
    expect((await owner.get('/api/account/profile')).body.phone).toBe(phone);
  });

  it('allows 5 attempts: after 5 wrong codes even the right one is refused', async () => {
    const newPhone = '+447911123456';
    const code = await sendCode(owner, ownerId, ownerEmail, newPhone);
    const wrong = code === '999999' ? '888888' : '999999';
    const attempts = await Promise.all(Array.from({ length: 5 }, () => owner.post('/api/account/phone/confirm', { phone: newPhone, code: wrong })));
    expect(attempts.map((res) => res.body.error.message)).toEqual(Array(5).fill(invalidOtpMessage));
    const sixth = await owner.post('/api/account/phone/confirm', { phone: newPhone, code });
    expect(sixth.status).toBe(422);
    expect(sixth.body.error.message).toBe(tooManyAttemptsMessage);
    expect((await owner.get('/api/account/profile')).body.phone).toBe(phone);

    // A new code starts over; the previous one no longer works.
    const fresh = await sendCode(owner, ownerId, ownerEmail, newPhone);
    if (fresh !== code) expect((await owner.post('/api/account/phone/confirm', { phone: newPhone, code })).body.error.message).toBe(invalidOtpMessage);
    expect((await owner.post('/api/account/phone/confirm', { phone: newPhone, code: fresh })).body.phone).toBe(newPhone);
  });

  it('removes the number when the profile is saved without one', async () => {
    const res = await owner.request('PUT', '/api/account/profile', { ...profile, phone: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ phone: null, phoneConfirmedAt: null });
  });

  it('keeps the code in the local mailbox when this server has no SMTP, and says so', async () => {
    const bare = await startTestPlatform();
    try {
      const api = new ApiClient(bare.url);
      const admin = new ApiClient(bare.url);
      await admin.post('/api/setup', { name: 'Admin', email: 'admin@example.com', password });
      await api.post('/api/auth/register', { name: 'No Mail', email: 'nomail@example.com', password });
      const res = await api.post('/api/account/phone/send-code', { phone });
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ sent: true, channel: 'email', to: 'nomail@example.com', message: expect.stringContaining('kept in the local mailbox') });
      const [mail] = await keptMailsTo(admin, 'nomail@example.com');
      expect(mail!.subject).toBe('Your Chatmill phone confirmation code');
      expect(mail!.text).toMatch(/^\d{6}$/m);
    } finally {
      await bare.stop();
    }
  });
});

describe('billing', () => {
  it('lists no transactions while there are none', async () => {
    const res = await owner.get('/api/account/billing/transactions');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });

  it("lists only the account's own transactions, newest first, amounts as decimals", async () => {
    const other = new ApiClient(t.url);
    const otherAccount = (await other.post('/api/auth/register', { name: 'Other', email: 'other.billing@example.com', password })).body.user.accountId;
    await db().execute(
      `insert into billing_transaction (account_id, occurred_at, description, amount, currency, status) values
         (?, '2026-10-01T00:00:00Z', 'Pro monthly', 19.90, 'USD', 'paid'),
         (?, '2026-11-01T00:00:00Z', 'Pro monthly', 19.90, 'USD', 'failed'),
         (?, '2026-11-02T00:00:00Z', 'Someone else', 99.00, 'EUR', 'paid')`,
      [accountId, accountId, otherAccount],
    );
    const res = await owner.get('/api/account/billing/transactions?pageSize=1');
    expect(res.body.total).toBe(2);
    expect(res.body.items).toEqual([
      { id: expect.any(Number), occurredAt: '2026-11-01T00:00:00.000Z', description: 'Pro monthly', amount: '19.90', currency: 'USD', status: 'failed' },
    ]);
    const second = await owner.get('/api/account/billing/transactions?pageSize=1&page=2');
    expect(second.body.items[0].occurredAt).toBe('2026-10-01T00:00:00.000Z');
    expect((await other.get('/api/account/billing/transactions')).body.items.map((i: { description: string }) => i.description)).toEqual(['Someone else']);
    expect((await owner.get('/api/account/billing/transactions?sort=price')).status).toBe(400);
    await db().execute(`delete from billing_transaction`);
  });
});

describe('cancelling the account', () => {
  let member: ApiClient;
  let noLevel: ApiClient;

  beforeAll(async () => {
    // Team members of the owner's account, signed in: one with the Full Access level, one without any.
    const em = db();
    const fullAccess = await em.findOneOrFail(AccessLevelSchema, { name: 'Full Access', accountId: null, brandId: null });
    const passwordHash = await hashPassword(password);
    const memberRow = { accountId, brandId: 1, passwordHash, accessType: 'team_member' as const, verified: true, lastLoginAt: null };
    em.create(UserSchema, { ...memberRow, email: 'mo@example.com', name: 'Mo Member', accessLevelId: fullAccess.id });
    em.create(UserSchema, { ...memberRow, email: 'nell@example.com', name: 'Nell No-Level' });
    await em.flush();
    member = new ApiClient(t.url);
    expect((await member.post('/api/auth/login', { email: 'mo@example.com', password })).status).toBe(200);
    noLevel = new ApiClient(t.url);
    expect((await noLevel.post('/api/auth/login', { email: 'nell@example.com', password })).status).toBe(200);
  });

  it("needs the page's permission: a member whose level does not give it is refused", async () => {
    for (const res of [
      await noLevel.get('/api/account/profile'),
      await noLevel.get('/api/account/subscription'),
      await noLevel.post('/api/account/api-tokens', { name: 'x', scope: 'read' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Sorry, your account does not have permission for this action.');
    }
    // A member with the level manages their own profile.
    expect((await member.get('/api/account/profile')).body.email).toBe('mo@example.com');
  });

  const setExpiry = (value: Date | null) => db().execute(`update account set expires_at = ? where id = ?`, [value, accountId]);
  const expiresAt = async () => {
    const [row] = await db().execute<{ expires_at: Date | string | null }[]>(`select expires_at from account where id = ?`, [accountId]);
    return row!.expires_at === null ? null : new Date(row!.expires_at).toISOString();
  };

  it('shows the package and no cancellation at first; only the owner may cancel', async () => {
    const res = await owner.get('/api/account/subscription');
    expect(res.body).toEqual({ packageName: 'Free', expiresAt: null, canCancel: true, cancellation: null });
    expect((await member.get('/api/account/subscription')).body.canCancel).toBe(false);
    const refused = await member.post('/api/account/cancel', { reason: 'not_using', acknowledged: true });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only the account owner can cancel or reactivate the account.');
    expect((await member.get('/api/account/billing/transactions')).status).toBe(403);
  });

  it('asks why, and for the acknowledgement', async () => {
    const res = await owner.post('/api/account/cancel', { reason: 'other', feedback: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ acknowledged: 'Confirm that you understand what cancelling does.' });
    const noWhy = await owner.post('/api/account/cancel', { reason: 'other', acknowledged: true });
    expect(noWhy.body.error.fields).toEqual({ feedback: 'Tell us in a few words why you are leaving.' });
    expect((await owner.post('/api/account/cancel', { reason: 'because', acknowledged: true })).body.error.fields).toEqual({
      reason: 'Tell us why you are leaving.',
    });
  });

  it('without an end of billing cycle, closes the account at once, keeping its data, and reactivates it', async () => {
    const contact = await owner.post('/api/contacts/contacts', { email: 'kept@example.com' });
    expect(contact.status).toBe(201);
    const before = Date.now();
    const res = await owner.post('/api/account/cancel', { reason: 'too_expensive', feedback: 'Over budget this quarter.', acknowledged: true });
    expect(res.status).toBe(200);
    const cancellation = res.body.cancellation;
    expect(cancellation).toMatchObject({ reason: 'too_expensive', pending: false, canReactivate: true });
    const effective = new Date(cancellation.effectiveAt).getTime();
    expect(effective).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(cancellation.reactivableUntil).getUTCMonth()).toBe((new Date(effective).getUTCMonth() + 3) % 12);
    expect(await expiresAt()).toBe(cancellation.effectiveAt);
    const [stored] = await db().execute<{ cancel_reason: string; cancel_feedback: string; cancel_requested_at: Date }[]>(
      `select cancel_reason, cancel_feedback, cancel_requested_at from account where id = ?`,
      [accountId],
    );
    expect(stored).toMatchObject({ cancel_reason: 'too_expensive', cancel_feedback: 'Over budget this quarter.' });

    // The account is expired now: the plugins refuse, the account pages still answer.
    expect((await owner.get('/api/auth/session')).body.user.expired).toBe(true);
    expect((await owner.get('/api/contacts/contacts')).body.error.code).toBe('PACKAGE_EXPIRED');
    expect((await owner.get('/api/account/subscription')).status).toBe(200);
    expect((await owner.post('/api/account/cancel', { reason: 'too_expensive', acknowledged: true })).status).toBe(409);

    const reactivated = await owner.post('/api/account/reactivate');
    expect(reactivated.status).toBe(200);
    expect(reactivated.body).toEqual({ packageName: 'Free', expiresAt: null, canCancel: true, cancellation: null });
    expect((await owner.get('/api/auth/session')).body.user.expired).toBe(false);
    // Data kept: the contact is still there.
    expect((await owner.get(`/api/contacts/contacts/${contact.body.id}`)).status).toBe(200);
    expect((await owner.post('/api/account/reactivate')).status).toBe(422);
  });

  it('with a billing cycle, takes effect when it ends; reactivating keeps the package’s end date', async () => {
    const end = new Date(Date.now() + 20 * 86_400_000);
    end.setUTCMilliseconds(0);
    await setExpiry(end);
    const res = await owner.post('/api/account/cancel', { reason: 'missing_features', acknowledged: true });
    expect(res.body).toMatchObject({ expiresAt: end.toISOString(), cancellation: { effectiveAt: end.toISOString(), pending: true, canReactivate: true } });
    expect(await expiresAt()).toBe(end.toISOString());
    expect((await owner.get('/api/auth/session')).body.user.expired).toBe(false);

    const reactivated = await owner.post('/api/account/reactivate');
    expect(reactivated.body).toMatchObject({ expiresAt: end.toISOString(), cancellation: null });
    expect(await expiresAt()).toBe(end.toISOString());
    await setExpiry(null);
  });

  it('cannot be reactivated more than 3 months after it took effect', async () => {
    expect((await owner.post('/api/account/cancel', { reason: 'not_using', acknowledged: true })).status).toBe(200);
    await db().execute(`update account set cancel_effective_at = now() - interval '3 months 1 day' where id = ?`, [accountId]);
    const view = await owner.get('/api/account/subscription');
    expect(view.body.cancellation).toMatchObject({ pending: false, canReactivate: false });
    const res = await owner.post('/api/account/reactivate');
    expect(res.status).toBe(422);
    expect(res.body.error.message).toContain('more than 3 months ago');

    // Two months ago is still within the window.
    await db().execute(`update account set cancel_effective_at = now() - interval '2 months' where id = ?`, [accountId]);
    expect((await owner.post('/api/account/reactivate')).status).toBe(200);
  });

  it('is not for the platform admin', async () => {
    const admin = new ApiClient(t.url);
    await admin.post('/api/auth/login', { email: 'admin@example.com', password });
    const res = await admin.post('/api/account/cancel', { reason: 'not_using', acknowledged: true });
    expect(res.status).toBe(403);
    expect((await admin.get('/api/account/subscription')).body.canCancel).toBe(false);
  });
});
