import { AppError, type RequestUser } from '@chatmill/sdk';
import { isAdmin } from '../access/requireAdmin.ts';
import type { CancellationRepository } from './cancellationRepository.ts';
import type { CancelAccountBody, SubscriptionView } from '@chatmill/sdk/contracts';

/** Spec 3, 9: "Account data kept 3 months after cancellation; re-activation within 3 months." */
export const reactivationMonths = 3;

export interface SubscriptionDeps {
  cancellation: CancellationRepository;
  user: RequestUser;
  /** The name of the package the account is on. */
  packageName(): Promise<string>;
  now?: () => Date;
}

/**
 * The account's subscription on the Account Settings page: the package and its end date, and
 * the owner's cancellation (spec 3, 4: "cancellation takes effect at the end of the billing
 * cycle; account can be re-activated within 3 months"). The end of the billing cycle is the
 * account's `expires_at`; an account without one closes at once. Cancelling keeps every
 * record; the account is simply expired from then on, until it is re-activated.
 */
export class SubscriptionService {
  readonly #deps: SubscriptionDeps;
  readonly #now: () => Date;

  constructor(deps: SubscriptionDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? (() => new Date());
  }

  async view(): Promise<SubscriptionView> {
    const { cancellation, packageName } = this.#deps;
    const term = await cancellation.term();
    const now = this.#now();
    const canCancel = this.#refusal() === null;
    let cancelled: SubscriptionView['cancellation'] = null;
    if (term.cancelRequestedAt && term.cancelEffectiveAt && term.cancelReason) {
      const reactivableUntil = addMonths(term.cancelEffectiveAt, reactivationMonths);
      cancelled = {
        requestedAt: term.cancelRequestedAt.toISOString(),
        effectiveAt: term.cancelEffectiveAt.toISOString(),
        reason: term.cancelReason,
        pending: term.cancelEffectiveAt.getTime() > now.getTime(),
        reactivableUntil: reactivableUntil.toISOString(),
        canReactivate: canCancel && now.getTime() < reactivableUntil.getTime(),
      };
    }
    return { packageName: await packageName(), expiresAt: term.expiresAt?.toISOString() ?? null, canCancel, cancellation: cancelled };
  }

  async cancel(body: CancelAccountBody): Promise<SubscriptionView> {
    const { cancellation } = this.#deps;
    this.#assertMayCancel();
    const now = this.#now();
    const term = await cancellation.term();
    // The end of the billing cycle, or now for an account whose package never runs out (or already ran out).
    const effectiveAt = term.expiresAt && term.expiresAt.getTime() > now.getTime() ? term.expiresAt : now;
    const done = await cancellation.cancel({ requestedAt: now, effectiveAt, reason: body.reason, feedback: body.feedback, setExpiry: term.expiresAt === null });
    if (!done) throw new AppError('CONFLICT', 'Your account is already cancelled. Reactivate it first if you changed your mind.');
    return this.view();
  }

  async reactivate(): Promise<SubscriptionView> {
    const { cancellation } = this.#deps;
    this.#assertMayCancel();
    const term = await cancellation.term();
    if (!term.cancelEffectiveAt) throw new AppError('UNPROCESSABLE', 'Your account is not cancelled: there is nothing to reactivate.');
    if (this.#now().getTime() >= addMonths(term.cancelEffectiveAt, reactivationMonths).getTime()) {
      throw new AppError(
        'UNPROCESSABLE',
        `Your account closed more than ${reactivationMonths} months ago and can no longer be reactivated. Create a support ticket if you need help.`,
      );
    }
    if (!(await cancellation.reactivate())) throw new AppError('UNPROCESSABLE', 'Your account is not cancelled: there is nothing to reactivate.');
    return this.view();
  }

  /** Why this user may not cancel the account; null when they may. */
  #refusal(): string | null {
    const { user } = this.#deps;
    // Admins never expire (spec 1, 6), so there is nothing a cancellation could end.
    if (isAdmin(user)) return 'The platform admin’s account cannot be cancelled.';
    if (!user.isOwner) return 'Only the account owner can cancel or reactivate the account.';
    return null;
  }

  #assertMayCancel(): void {
    const refusal = this.#refusal();
    if (refusal) throw new AppError('FORBIDDEN', refusal);
  }
}

/** `months` calendar months later, on the same day or the month's last one (31 January + 1 month: 28 or 29 February). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
