import type { EntityManager } from '@mikro-orm/sql';
import { AppError, type RequestBrand } from '@chatmill/sdk';
import { linkOrigin } from '../brands/linkOrigin.ts';
import type { Settings } from '../config/schema.ts';
import { PasswordResetSchema } from '../db/entities/PasswordReset.ts';
import { UserSchema } from '../db/entities/User.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendMailJob, type SendMailData } from '../mail/sendMailJob.ts';
import type { AuthService } from './authService.ts';
import { hashPassword } from './passwordHash.ts';
import { newSecretToken, sha256 } from './tokens.ts';

/** An invitee may not read their mail for a few days; a reset link lasts minutes. */
export const invitationDays = 7;

export interface Invitation {
  user: { id: number; name: string; email: string };
  brand: RequestBrand;
  /** The account the invitee joins, named in the mail. */
  accountName: string;
  inviterName: string;
  /** The request's origin; `linkOrigin` decides whether the link may use it. */
  origin: string;
}

const invalidLink = 'This reset link is invalid or has expired. Ask for a new one from the Forgot Password page.';

/**
 * Forgot and reset password. The mailed link carries a random token; only its hash is stored,
 * it works once, and it expires. The mail is a job enqueued with the token, so both commit together.
 */
export class PasswordResetService {
  readonly #em: EntityManager;
  readonly #settings: Settings;
  readonly #mailer: Mailer;
  readonly #jobs: JobQueue;
  readonly #auth: AuthService;

  constructor(em: EntityManager, settings: Settings, mailer: Mailer, jobs: JobQueue, auth: AuthService) {
    this.#em = em;
    this.#settings = settings;
    this.#mailer = mailer;
    this.#jobs = jobs;
    this.#auth = auth;
  }

  /** Always answers the same for known and unknown emails, so the form cannot be used to find accounts. */
  async request(email: string, brand: RequestBrand, origin: string): Promise<void> {
    this.#mailer.assertConfigured();
    const user = await this.#em.findOne(UserSchema, { brandId: brand.id, email });
    if (!user) return;
    const minutes = this.#settings.passwordReset.tokenMinutes;
    await this.#em.transactional(async (em) => {
      const { reset, link } = await this.#newLink(em, user.id, minutes * 60_000, origin, brand);
      const mail: SendMailData = {
        to: user.email,
        subject: `Reset your ${brand.name} password`,
        text: [
          `Hello ${user.name},`,
          '',
          `Someone asked to reset the password of your ${brand.name} account. To choose a new password, open this link within ${minutes} minutes:`,
          '',
          link,
          '',
          'If it was not you, ignore this mail: your password stays as it is.',
        ].join('\n'),
      };
      await this.#jobs.enqueue(em, sendMailJob, mail, { singletonKey: `password-reset:${reset.id}` });
    });
  }

  /**
   * Mails an invited team member the link to choose their first password: the reset link's
   * machinery with a longer life and its own text. Runs in the caller's transaction (`em`), so
   * the mail is queued only if the member is stored; a new invitation ends the earlier links.
   */
  async invite(em: EntityManager, invitation: Invitation): Promise<void> {
    this.#mailer.assertConfigured();
    const { user, brand, accountName, inviterName, origin } = invitation;
    await em.nativeUpdate(PasswordResetSchema, { userId: user.id, usedAt: null, expiresAt: { $gt: new Date() } }, { expiresAt: new Date() });
    const { reset, link } = await this.#newLink(em, user.id, invitationDays * 86_400_000, origin, brand);
    const mail: SendMailData = {
      to: user.email,
      subject: `You are invited to join ${accountName} on ${brand.name}`,
      text: [
        `Hello ${user.name},`,
        '',
        `${inviterName} invited you to join ${accountName} on ${brand.name}. To accept, choose your password within ${invitationDays} days:`,
        '',
        link,
        '',
        `Then log in with this email address: ${user.email}`,
      ].join('\n'),
    };
    await this.#jobs.enqueue(em, sendMailJob, mail, { singletonKey: `invitation:${reset.id}` });
  }

  async verify(token: string): Promise<{ email: string }> {
    const reset = await this.#findUsable(token);
    const user = await this.#em.findOneOrFail(UserSchema, { id: reset.userId });
    return { email: user.email };
  }

  /** Sets the new password, uses up the link and ends every session of the user. */
  async reset(token: string, password: string): Promise<void> {
    const reset = await this.#findUsable(token);
    const passwordHash = await hashPassword(password);
    const used = await this.#em.transactional(async (em) => {
      // Conditional update: of two concurrent uses of one link, only one succeeds.
      const claimed = await em.nativeUpdate(PasswordResetSchema, { id: reset.id, usedAt: null }, { usedAt: new Date() });
      if (claimed === 0) return false;
      // Setting a password through a mailed link proves the email address (an invitee becomes Verified).
      await em.nativeUpdate(UserSchema, { id: reset.userId }, { passwordHash, passwordChangedAt: new Date(), verified: true });
      return true;
    });
    if (!used) throw new AppError('UNPROCESSABLE', invalidLink);
    await this.#auth.endSessions(reset.userId, null, 'password_reset');
  }

  /** A one-use link for the user, valid for `validMs`; only the token's hash is stored. */
  async #newLink(em: EntityManager, userId: number, validMs: number, origin: string, brand: RequestBrand) {
    const token = newSecretToken();
    const reset = em.create(PasswordResetSchema, { userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + validMs) });
    await em.flush();
    return { reset, link: `${linkOrigin(origin, brand, this.#settings)}/home/reset-password?token=${encodeURIComponent(token)}` };
  }

  async #findUsable(token: string) {
    const reset = await this.#em.findOne(PasswordResetSchema, { tokenHash: sha256(token) });
    if (!reset || reset.usedAt || reset.expiresAt.getTime() < Date.now()) throw new AppError('UNPROCESSABLE', invalidLink);
    return reset;
  }
}
