import type { EntityManager } from '@mikro-orm/sql';
import { AppError } from '@chatmill/sdk';
import type { BrandInfo } from '../brands/brandDirectory.ts';
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
  async request(email: string, brand: BrandInfo, origin: string): Promise<void> {
    this.#mailer.assertConfigured();
    const user = await this.#em.findOne(UserSchema, { brandId: brand.id, email });
    if (!user) return;
    const token = newSecretToken();
    const minutes = this.#settings.passwordReset.tokenMinutes;
    const link = `${linkOrigin(origin, brand, this.#settings)}/home/reset-password?token=${encodeURIComponent(token)}`;
    await this.#em.transactional(async (em) => {
      const reset = em.create(PasswordResetSchema, { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + minutes * 60_000) });
      await em.flush();
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
      await em.nativeUpdate(UserSchema, { id: reset.userId }, { passwordHash, passwordChangedAt: new Date() });
      return true;
    });
    if (!used) throw new AppError('UNPROCESSABLE', invalidLink);
    await this.#auth.endSessions(reset.userId, null, 'password_reset');
  }

  async #findUsable(token: string) {
    const reset = await this.#em.findOne(PasswordResetSchema, { tokenHash: sha256(token) });
    if (!reset || reset.usedAt || reset.expiresAt.getTime() < Date.now()) throw new AppError('UNPROCESSABLE', invalidLink);
    return reset;
  }
}
