import type { EntityManager } from '@mikro-orm/sql';
import type { CancelReason } from '@chatmill/sdk/contracts';

/** The account's billing cycle and cancellation, as stored on the `account` row. */
export interface AccountTerm {
  expiresAt: Date | null;
  cancelRequestedAt: Date | null;
  cancelEffectiveAt: Date | null;
  cancelReason: CancelReason | null;
  /** The cancellation itself set `expiresAt` (the account had no end date). */
  cancelSetExpiry: boolean;
}

interface TermRow {
  expires_at: Date | string | null;
  cancel_requested_at: Date | string | null;
  cancel_effective_at: Date | string | null;
  cancel_reason: CancelReason | null;
  cancel_set_expiry: boolean;
}

export interface Cancellation {
  requestedAt: Date;
  effectiveAt: Date;
  reason: CancelReason;
  feedback: string | null;
  /** Set the account's `expires_at` to `effectiveAt` (it had none). */
  setExpiry: boolean;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The cancellation columns of the caller's account (raw SQL: the `Account` entity maps only
 * what every request needs). Every statement filters on the account id this repository was
 * made with (see `callerRecords`); the changes are conditional updates, so two requests at
 * once cannot both cancel or both re-activate.
 */
export class CancellationRepository {
  readonly #em: EntityManager;
  readonly #accountId: number;

  constructor(em: EntityManager, accountId: number) {
    this.#em = em;
    this.#accountId = accountId;
  }

  async term(): Promise<AccountTerm> {
    const [row] = await this.#em.execute<TermRow[]>(
      `select "expires_at", "cancel_requested_at", "cancel_effective_at", "cancel_reason", "cancel_set_expiry" from "account" where "id" = ?`,
      [this.#accountId],
    );
    if (!row) throw new Error(`account ${this.#accountId} not found`);
    return {
      expiresAt: date(row.expires_at),
      cancelRequestedAt: date(row.cancel_requested_at),
      cancelEffectiveAt: date(row.cancel_effective_at),
      cancelReason: row.cancel_reason,
      cancelSetExpiry: Boolean(row.cancel_set_expiry),
    };
  }

  /** False when the account was already cancelled. */
  async cancel(cancellation: Cancellation): Promise<boolean> {
    const { requestedAt, effectiveAt, reason, feedback, setExpiry } = cancellation;
    // (In an UPDATE every right-hand side sees the old row, so the new end date is passed again.)
    const setExpiresAt = setExpiry ? ', "expires_at" = ?' : '';
    const rows = await this.#em.execute<{ id: number }[]>(
      `update "account" set "cancel_requested_at" = ?, "cancel_effective_at" = ?, "cancel_reason" = ?, "cancel_feedback" = ?,
         "cancel_set_expiry" = ?${setExpiresAt}
        where "id" = ? and "cancel_requested_at" is null returning "id"`,
      [requestedAt, effectiveAt, reason, feedback, setExpiry, ...(setExpiry ? [effectiveAt] : []), this.#accountId],
    );
    return rows.length > 0;
  }

  /**
   * Withdraws the cancellation; an end date the cancellation set goes again, an end date the
   * package had stays. False when the account is not cancelled (any more).
   */
  async reactivate(): Promise<boolean> {
    const rows = await this.#em.execute<{ id: number }[]>(
      `update "account" set "expires_at" = case when "cancel_set_expiry" then null else "expires_at" end,
         "cancel_requested_at" = null, "cancel_effective_at" = null, "cancel_reason" = null, "cancel_feedback" = null, "cancel_set_expiry" = false
        where "id" = ? and "cancel_requested_at" is not null returning "id"`,
      [this.#accountId],
    );
    return rows.length > 0;
  }
}
