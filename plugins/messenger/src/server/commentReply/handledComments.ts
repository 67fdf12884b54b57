import type { EntityManager } from '@chatmill/sdk';

/** How far the work on one comment went: each step is marked as soon as it is done, so a retry does only what is left. */
export interface HandledComment {
  rule_id: number | null;
  counted: boolean;
  limit_reached: boolean;
  moderated: boolean;
  public_replied: boolean;
  private_replied: boolean;
}

export type HandledStep = 'counted' | 'limit_reached' | 'moderated' | 'public_replied' | 'private_replied';

/**
 * The comments a rule took, one row per (account, comment id): pg-boss delivers a job at least
 * once and Meta a webhook as often as it likes, so the row, not the delivery, says what was done.
 */
export class HandledComments {
  readonly #em: EntityManager;
  readonly #accountId: number;

  constructor(em: EntityManager, accountId: number) {
    this.#em = em;
    this.#accountId = accountId;
  }

  /** The comment's row, made for this rule if it is new; an existing row keeps the rule it was first given. */
  async take(commentId: string, ruleId: number): Promise<HandledComment> {
    await this.#em.execute(
      `insert into "messenger_comment_handled" ("account_id", "comment_id", "rule_id") values (:accountId, :commentId, :ruleId) on conflict do nothing`,
      { accountId: this.#accountId, commentId, ruleId },
    );
    const [row] = await this.#em.execute<HandledComment[]>(
      `select "rule_id", "counted", "limit_reached", "moderated", "public_replied", "private_replied" from "messenger_comment_handled" where "account_id" = :accountId and "comment_id" = :commentId`,
      { accountId: this.#accountId, commentId },
    );
    return row!;
  }

  async mark(commentId: string, step: HandledStep): Promise<void> {
    // `step` is one of the column names above, never data.
    await this.#em.execute(`update "messenger_comment_handled" set "${step}" = true where "account_id" = :accountId and "comment_id" = :commentId`, {
      accountId: this.#accountId,
      commentId,
    });
  }
}
