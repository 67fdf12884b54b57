import type { EntityManager } from '@mikro-orm/sql';
import { AppError, type RequestBrand } from '@chatmill/sdk';
import type { Settings } from '../config/schema.ts';
import { PasswordResetSchema, type LinkPurpose } from '../db/entities/PasswordReset.ts';
import { UserSchema } from '../db/entities/User.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import { brandedMail } from '../mail/brandedMail.ts';
import { mailBrandFor, type MailBrand } from '../mail/mailBrand.ts';
import { sendMailJob } from '../mail/sendMailJob.ts';
import { ApiTokenRepository } from '../account/apiTokenRepository.ts';
import type { AuthService } from './authService.ts';
import { hashPassword } from './passwordHash.ts';
import type { RequestLimits } from './requestLimits.ts';
import { newSecretToken, sha256 } from './tokens.ts';

/** An invitee may not read their mail for a few days; a reset link lasts minutes. */
export const invitationDays = 7;

export interface Invitation {
  user: { id: number; name: string; email: string };
  /** The account the invitee joins, named in the mail. */
  accountName: string;
  inviterName: string;
  /** The request's origin; `linkOrigin` decides whether the link may use it. */
  origin: string;
}

/** The refusal of a link that cannot be used, worded for what it was sent for. */
function invalidLink(purpose: LinkPurpose): AppError {
  return new AppError(
    'UNPROCESSABLE',
    purpose === 'invitation'
      ? 'This invitation link is invalid or has expired. Ask whoever invited you to send the invitation again.'
      : 'This reset link is invalid or has expired. Ask for a new one from the Forgot Password page.',
  );
}

/**
 * Forgot and reset password, and the invitee's first password. The mailed link carries a random
 * token; only its hash is stored, it works once, and it expires. The mail is a job enqueued with
 * the token, so both commit together. Mails speak for the recipient's brand (mailBrandFor).
 */
export class PasswordResetService {
  readonly #em: EntityManager;
  readonly #settings: Settings;
  readonly #jobs: JobQueue;
  readonly #auth: AuthService;
  readonly #limits: RequestLimits;

  constructor(em: EntityManager, settings: Settings, jobs: JobQueue, auth: AuthService, limits: RequestLimits) {
    this.#em = em;
    this.#settings = settings;
    this.#jobs = jobs;
    this.#auth = auth;
    this.#limits = limits;
  }

  /**
   * Always answers the same for known and unknown emails, so the form cannot be used to find
   * accounts; past the bounds per email and per address (counted for unknown emails too) it
   * refuses, the same way for both.
   */
  async request(email: string, brand: RequestBrand, origin: string, ip: string): Promise<void> {
    await this.#limits.passwordReset(brand.id, email, ip);
    const user = await this.#em.findOne(UserSchema, { brandId: brand.id, email });
    if (!user) return;
    const minutes = this.#settings.passwordReset.tokenMinutes;
    await this.#em.transactional(async (em) => {
      const mailBrand = await mailBrandFor(em, this.#settings, user.id, origin);
      const { reset, link } = await this.#newLink(em, user.id, 'reset', minutes * 60_000, mailBrand);
      const mail = brandedMail(mailBrand, {
        to: user.email,
        subject: `Reset your ${mailBrand.name} password`,
        blocks: [
          `Hello ${user.name},`,
          `Someone asked to reset the password of your ${mailBrand.name} account. To choose a new password, open this link within ${minutes} minutes:`,
          { link, label: 'Choose a new password' },
          'A new password also signs you out everywhere and revokes your API tokens: create new ones afterwards under Account Settings, API Access Token.',
          'If it was not you, ignore this mail: your password stays as it is.',
        ],
      });
      await this.#jobs.enqueue(em, sendMailJob, mail, { singletonKey: `password-reset:${reset.id}` });
    });
  }

  /**
   * Mails an invited team member or client the link to choose their first password: the reset
   * link's machinery with a longer life and its own text. Runs in the caller's transaction
   * (`em`), so the mail is queued only if the user is stored; a new invitation ends the earlier links.
   */
  async invite(em: EntityManager, invitation: Invitation): Promise<void> {
    const { user, accountName, inviterName, origin } = invitation;
    await em.nativeUpdate(PasswordResetSchema, { userId: user.id, usedAt: null, expiresAt: { $gt: new Date() } }, { expiresAt: new Date() });
    const mailBrand = await mailBrandFor(em, this.#settings, user.id, origin);
    const { reset, link } = await this.#newLink(em, user.id, 'invitation', invitationDays * 86_400_000, mailBrand);
    const mail = brandedMail(mailBrand, {
      to: user.email,
      subject: `You are invited to join ${accountName} on ${mailBrand.name}`,
      blocks: [
        `Hello ${user.name},`,
        `${inviterName} invited you to join ${accountName} on ${mailBrand.name}. To accept, choose your password within ${invitationDays} days:`,
        { link, label: 'Choose your password' },
        `Then log in with this email address: ${user.email}`,
      ],
    });
    await this.#jobs.enqueue(em, sendMailJob, mail, { singletonKey: `invitation:${reset.id}` });
  }

  /** Whom the link is for and what for: the screen asks for a first password or a new one. */
  async verify(token: string): Promise<{ email: string; purpose: LinkPurpose }> {
    const reset = await this.#findUsable(token);
    const user = await this.#em.findOneOrFail(UserSchema, { id: reset.userId });
    return { email: user.email, purpose: reset.purpose };
  }

  /**
   * Sets the new password, uses up the link and ends every session of the user. A reset is an
   * account's recovery, so it revokes the user's API tokens too, in the same transaction: a
   * token someone else made while holding the account stops working with the old password.
   * (The revocation tells every process's token cache as it commits: migration 18.)
   */
  async reset(token: string, password: string): Promise<void> {
    const reset = await this.#findUsable(token);
    const passwordHash = await hashPassword(password);
    const used = await this.#em.transactional(async (em) => {
      // Conditional update: of two concurrent uses of one link, only one succeeds.
      const claimed = await em.nativeUpdate(PasswordResetSchema, { id: reset.id, usedAt: null }, { usedAt: new Date() });
      if (claimed === 0) return false;
      // Setting a password through a mailed link proves the email address (an invitee becomes Verified).
      await em.nativeUpdate(UserSchema, { id: reset.userId }, { passwordHash, passwordChangedAt: new Date(), verified: true });
      await new ApiTokenRepository(em, reset.userId).revokeAll();
      return true;
    });
    if (!used) throw invalidLink(reset.purpose);
    await this.#auth.endSessions(reset.userId, null, 'password_reset');
  }

  /** A one-use link for the user on the mail's brand, valid for `validMs`; only the token's hash is stored. */
  async #newLink(em: EntityManager, userId: number, purpose: LinkPurpose, validMs: number, brand: MailBrand) {
    const token = newSecretToken();
    const reset = em.create(PasswordResetSchema, { userId, tokenHash: sha256(token), purpose, expiresAt: new Date(Date.now() + validMs) });
    await em.flush();
    return { reset, link: `${brand.baseUrl}/home/reset-password?token=${encodeURIComponent(token)}` };
  }

  async #findUsable(token: string) {
    const reset = await this.#em.findOne(PasswordResetSchema, { tokenHash: sha256(token) });
    if (!reset) throw invalidLink('reset');
    if (reset.usedAt || reset.expiresAt.getTime() < Date.now()) throw invalidLink(reset.purpose);
    return reset;
  }
}
