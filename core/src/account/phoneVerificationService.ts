import { randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { AppError, type RequestBrand, type RequestUser } from '@chatmill/sdk';
import type { AttemptCounters, Counted } from '../auth/attemptCounters.ts';
import { sha256 } from '../auth/tokens.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Settings } from '../config/schema.ts';
import { brandedMail } from '../mail/brandedMail.ts';
import { keptMailNotice } from '../mail/localMailbox.ts';
import { mailBrandFor, type MailBrand } from '../mail/mailBrand.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendMailJob, type SendMailData } from '../mail/sendMailJob.ts';
import { sendSmsJob, type SendSmsData } from '../sms/sendSmsJob.ts';
import type { SmsSender } from '../sms/smsSender.ts';
import type { PhoneCodeRepository } from './phoneCodeRepository.ts';
import type { ProfileRepository } from './profileRepository.ts';
import type { PhoneCodeChannel, SentPhoneCode } from '@chatmill/sdk/contracts';

/** Spec 3, 9: "OTP valid 15 minutes". */
export const codeValidMinutes = 15;
/** Architecture: one-time codes allow a few attempts. */
export const maxCodeAttempts = 5;
/** A new code at most once a minute, so the form cannot be used to flood a phone or a mailbox. */
export const resendAfterSeconds = 60;

/** The attempt counter that spaces a user's codes out (AttemptCounters). */
export function phoneCodeSpacingKey(userId: number): string {
  return `phone-code:user:${userId}`;
}

/** Spec 3, 8 (Profile/payments): the exact text, for a wrong or expired code. */
export const invalidOtpMessage = 'Invalid OTP!';
export const tooManyAttemptsMessage = 'Too many wrong codes. Send a new code and enter that one.';

export interface PhoneVerificationDeps {
  codes: PhoneCodeRepository;
  profile: ProfileRepository;
  counters: AttemptCounters;
  em: EntityManager;
  settings: Settings;
  /** Whether a mailed code goes out or into the local mailbox (the answer says which). */
  mailer: Pick<Mailer, 'delivery'>;
  sms: SmsSender;
  jobs: JobQueue;
  user: RequestUser;
  brand: RequestBrand;
  /** The request's origin, for the mail's links (see linkOrigin). */
  origin: string;
  now?: () => Date;
}

/** How a code travels on this server: by SMS when an SMS provider is configured, else by email. */
export function phoneCodeChannel(sms: Pick<SmsSender, 'configured'>): PhoneCodeChannel {
  return sms.configured ? 'sms' : 'email';
}

/**
 * Confirms a phone number with a 6-digit one-time code (spec 3, 5: "phone OTP must be
 * correct"). The code goes by SMS to the number itself when the server has an SMS provider
 * (Twilio), which also proves the user holds that phone; without one it goes to the user's
 * email address, and the screen says which. Either way it leaves through a job enqueued in the
 * transaction that stores it. Only the code's hash is stored; it lasts 15 minutes and allows
 * 5 attempts; a new code replaces the last one, at most one a minute (counted before it is
 * made, so requests at once cannot slip between a check and the send).
 */
export class PhoneVerificationService {
  readonly #deps: PhoneVerificationDeps;
  readonly #now: () => Date;

  constructor(deps: PhoneVerificationDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? (() => new Date());
  }

  async send(phone: string): Promise<SentPhoneCode> {
    const { codes, profile, counters, em, settings, mailer, sms, jobs, user, brand, origin } = this.#deps;
    const channel = phoneCodeChannel(sms);
    if ((await profile.confirmedPhone()) === phone) {
      const message = 'This number is already confirmed.';
      throw new AppError('UNPROCESSABLE', message, { fields: { phone: message } });
    }
    const now = this.#now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + codeValidMinutes * 60_000);
    const job =
      channel === 'sms'
        ? { name: sendSmsJob, data: smsWithCode(phone, code, brand.name), to: phone }
        : { name: sendMailJob, data: mailWithCode(user, phone, code, await mailBrandFor(em, settings, user.id, origin)), to: user.email };
    // The code and its message commit together: no stored code without a message, no message for a code that was not stored.
    await em.transactional(async (tx) => {
      // Counted first, in this transaction: the counter's row stays locked to the commit, so of
      // any number of sends at once one goes out; a send that fails takes its count back with it.
      const [{ count, secondsLeft }] = (await counters.count([{ key: phoneCodeSpacingKey(user.id), max: 1, windowSeconds: resendAfterSeconds }], tx)) as [
        Counted,
      ];
      if (count > 1) {
        throw new AppError('RATE_LIMITED', `A code was sent a moment ago. Wait ${secondsLeft} seconds before asking for another one.`, {
          headers: { 'Retry-After': String(secondsLeft) },
        });
      }
      const id = await codes.replace(tx, phone, sha256(code), now, expiresAt);
      await jobs.enqueue(tx, job.name, job.data, { singletonKey: `phone-code:${id}` });
    });
    const message = channel === 'email' ? keptMailNotice(mailer.delivery) : null;
    return { sent: true, channel, to: job.to, expiresAt: expiresAt.toISOString(), message };
  }

  /** Stores the number as confirmed when the code of the latest message for it is right. */
  async confirm(phone: string, code: string): Promise<void> {
    const { codes, profile, em } = this.#deps;
    const now = this.#now();
    const pending = await codes.pending();
    if (!pending || pending.phone !== phone || pending.expiresAt.getTime() <= now.getTime()) throw invalidOtp();
    // The attempt is counted before the comparison, so no guess goes uncounted.
    if (!(await codes.claimAttempt(pending.id, maxCodeAttempts))) {
      throw new AppError('UNPROCESSABLE', tooManyAttemptsMessage, { fields: { code: tooManyAttemptsMessage } });
    }
    if (!sameHash(sha256(code), pending.codeHash)) throw invalidOtp();
    await em.transactional(async (tx) => {
      if (!(await codes.markUsed(tx, pending.id, now))) throw invalidOtp();
      await profile.setConfirmedPhone(tx, phone, now);
    });
  }
}

/** Short enough for one SMS segment; the code first, so a phone's notification shows it. */
function smsWithCode(phone: string, code: string, brandName: string): SendSmsData {
  return { to: phone, body: `${code} is your ${brandName} phone confirmation code. It is valid for ${codeValidMinutes} minutes.` };
}

function mailWithCode(user: RequestUser, phone: string, code: string, brand: MailBrand): SendMailData {
  return brandedMail(brand, {
    to: user.email,
    subject: `Your ${brand.name} phone confirmation code`,
    blocks: [
      `Hello ${user.name},`,
      `Your code to confirm the phone number ${phone} on ${brand.name} is:`,
      { code },
      `It is valid for ${codeValidMinutes} minutes. We send it by email because text messages are not set up on ${brand.name} yet.\nIf you did not ask for it, ignore this mail: nothing changes.`,
    ],
  });
}

function invalidOtp(): AppError {
  return new AppError('UNPROCESSABLE', invalidOtpMessage, { fields: { code: invalidOtpMessage }, key: 'invalidOtp' });
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
