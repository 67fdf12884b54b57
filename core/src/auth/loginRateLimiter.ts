import type { Settings } from '../config/schema.ts';
import { minutesText, rateLimited, type AttemptCounters, type Bound, type Counted } from './attemptCounters.ts';

/** A login attempt that was counted and may be judged; `succeeded` settles it when the password was right. */
export interface AdmittedLogin {
  readonly accountKey: string;
  readonly addressKey: string;
  readonly accountAtAddressKey: string;
}

const tooManyFailures = (minutes: number) => `Too many failed logins. Try again in ${minutesText(minutes)}, or reset your password.`;

/**
 * Limits logins per account (email on a brand), per address, and per account from one address.
 * Every attempt is counted first, atomically in the database (AttemptCounters), and judged only
 * if its count is within the limits: forty guesses sent at once meet the same limit as forty sent
 * one by one. A right password takes its own attempt back and clears the account's count.
 *
 * Anyone could lock an account by failing its login; so once the account's limit is reached,
 * an address that has not been failing on it (at most `lockedAccountTriesPerIp` attempts on it in
 * the window, this one included) is still judged, and its owner gets in. The addresses that did
 * the failing stay refused for their window, even after the owner's login cleared the account's count.
 */
export class LoginRateLimiter {
  readonly #counters: AttemptCounters;
  readonly #limits: Settings['loginRateLimit'];

  constructor(counters: AttemptCounters, settings: Settings) {
    this.#counters = counters;
    this.#limits = settings.loginRateLimit;
  }

  /** Counts the attempt; throws RATE_LIMITED (with Retry-After) when it must not be judged. */
  async admit(brandId: number, email: string, ip: string): Promise<AdmittedLogin> {
    const limits = this.#limits;
    const windowSeconds = Math.ceil(limits.windowMinutes * 60);
    const bound = (key: string, max: number): Bound => ({ key, max, windowSeconds });
    const admitted: AdmittedLogin = {
      addressKey: `login:ip:${ip}`,
      accountKey: `login:account:${brandId}:${email}`,
      accountAtAddressKey: `login:account-ip:${brandId}:${email}:${ip}`,
    };
    const [address, account, accountAtAddress] = (await this.#counters.count([
      bound(admitted.addressKey, limits.maxFailuresPerIp),
      bound(admitted.accountKey, limits.maxFailuresPerAccount),
      bound(admitted.accountAtAddressKey, limits.maxFailuresPerAccount),
    ])) as [Counted, Counted, Counted];
    const waits: number[] = [];
    if (address.count > address.max) waits.push(address.secondsLeft);
    if (accountAtAddress.count > accountAtAddress.max) waits.push(accountAtAddress.secondsLeft);
    // A locked account is still open to an address that has not been failing on it.
    if (account.count > account.max && accountAtAddress.count > limits.lockedAccountTriesPerIp) {
      waits.push(Math.min(account.secondsLeft, accountAtAddress.secondsLeft));
    }
    if (waits.length > 0) throw rateLimited(Math.max(...waits), tooManyFailures);
    return admitted;
  }

  /** The password was right: the attempt was no failure, and the account's failures are forgotten. */
  async succeeded(admitted: AdmittedLogin): Promise<void> {
    await this.#counters.clear([admitted.accountKey, admitted.accountAtAddressKey]);
    await this.#counters.uncount([admitted.addressKey]);
  }
}
