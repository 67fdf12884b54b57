import type { EntityManager } from '@mikro-orm/sql';
import { AppError } from '@chatmill/sdk';
import type { Settings } from '../config/schema.ts';
import { LoginAttemptSchema } from '../db/entities/LoginAttempt.ts';

/**
 * Limits failed logins per account (email) and per IP within a sliding window. Attempts are
 * rows in the database, so the limit holds across every web process.
 */
export class LoginRateLimiter {
  readonly #em: EntityManager;
  readonly #limits: Settings['loginRateLimit'];

  constructor(em: EntityManager, settings: Settings) {
    this.#em = em;
    this.#limits = settings.loginRateLimit;
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const since = new Date(Date.now() - this.#limits.windowMinutes * 60_000);
    const [byEmail, byIp] = await Promise.all([
      this.#em.count(LoginAttemptSchema, { email, succeeded: false, createdAt: { $gte: since } }),
      this.#em.count(LoginAttemptSchema, { ip, succeeded: false, createdAt: { $gte: since } }),
    ]);
    if (byEmail >= this.#limits.maxFailuresPerAccount || byIp >= this.#limits.maxFailuresPerIp) {
      const retryAfterSeconds = Math.ceil(this.#limits.windowMinutes * 60);
      throw new AppError('RATE_LIMITED', `Too many failed logins. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes, or reset your password.`, {
        headers: { 'Retry-After': String(retryAfterSeconds) },
      });
    }
  }

  async record(email: string, ip: string, succeeded: boolean): Promise<void> {
    if (succeeded) {
      // A successful login clears the account's failures, so a user who finally remembers is not locked out later.
      await this.#em.nativeDelete(LoginAttemptSchema, { email, succeeded: false });
      return;
    }
    this.#em.create(LoginAttemptSchema, { email, ip, succeeded });
    await this.#em.flush();
  }
}
