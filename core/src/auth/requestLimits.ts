import type { Settings } from '../config/schema.ts';
import { minutesText, rateLimited, type AttemptCounters, type Bound } from './attemptCounters.ts';

/**
 * Bounds on the requests that mail someone or make an account: forgot-password (per recipient
 * and per address), invitation resends (per recipient and per address) and sign-ups (per
 * address). Each request is counted first, atomically in the database, and refused past its
 * bound with RATE_LIMITED and Retry-After, so neither a victim's mailbox nor the user table can
 * be flooded, however many requests race.
 */
export class RequestLimits {
  readonly #counters: AttemptCounters;
  readonly #settings: Settings;

  constructor(counters: AttemptCounters, settings: Settings) {
    this.#counters = counters;
    this.#settings = settings;
  }

  /**
   * Counted whether or not the email has an account, and refused with the same words either
   * way, so the bound tells nothing about who is registered.
   */
  async passwordReset(brandId: number, email: string, ip: string): Promise<void> {
    const { maxPerEmail, maxPerIp, windowMinutes } = this.#settings.passwordResetRateLimit;
    await this.#within(
      [bound(`reset:email:${brandId}:${email}`, maxPerEmail, windowMinutes), bound(`reset:ip:${ip}`, maxPerIp, windowMinutes)],
      (minutes) => `Too many password reset requests. Check your inbox (and spam folder) for the mails already sent, or try again in ${minutesText(minutes)}.`,
    );
  }

  /** Counted per invited user, once the caller is known to own them. */
  async invitationResend(recipientUserId: number, ip: string): Promise<void> {
    const { maxPerRecipient, maxPerIp, windowMinutes } = this.#settings.invitationRateLimit;
    await this.#within(
      [bound(`invitation:user:${recipientUserId}`, maxPerRecipient, windowMinutes), bound(`invitation:ip:${ip}`, maxPerIp, windowMinutes)],
      (minutes) =>
        `This invitation was sent again too often. Ask the invitee to check their inbox (and spam folder), or send it again in ${minutesText(minutes)}.`,
    );
  }

  async signUp(ip: string): Promise<void> {
    const { maxPerIp, windowMinutes } = this.#settings.signUpRateLimit;
    await this.#within(
      [bound(`signup:ip:${ip}`, maxPerIp, windowMinutes)],
      (minutes) => `Too many sign-ups from your network. Try again in ${minutesText(minutes)}.`,
    );
  }

  async #within(bounds: Bound[], message: (minutes: number) => string): Promise<void> {
    const counted = await this.#counters.count(bounds);
    const over = counted.filter((one) => one.count > one.max);
    if (over.length > 0) throw rateLimited(Math.max(...over.map((one) => one.secondsLeft)), message);
  }
}

function bound(key: string, max: number, windowMinutes: number): Bound {
  return { key, max, windowSeconds: Math.ceil(windowMinutes * 60) };
}
