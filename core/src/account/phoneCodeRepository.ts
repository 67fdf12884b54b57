import type { EntityManager } from '@mikro-orm/sql';

export interface PendingCode {
  id: number;
  phone: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
}

interface CodeRow {
  id: number;
  phone: string;
  code_hash: string;
  attempts: number;
  expires_at: Date | string;
}

/**
 * The signed-in user's one-time phone codes. Every statement filters on the user id this
 * repository was made with (see `callerRecords`): one user's codes are never another's.
 */
export class PhoneCodeRepository {
  readonly #em: EntityManager;
  readonly #userId: number;

  constructor(em: EntityManager, userId: number) {
    this.#em = em;
    this.#userId = userId;
  }

  /**
   * Stores a new code in the caller's transaction (`em`); earlier codes stop working, so only
   * the code in the latest message is ever valid.
   */
  async replace(em: EntityManager, phone: string, codeHash: string, createdAt: Date, expiresAt: Date): Promise<number> {
    await em.execute(`update "phone_verification" set "used_at" = ? where "user_id" = ? and "used_at" is null`, [createdAt, this.#userId]);
    const [row] = await em.execute<{ id: number }[]>(
      `insert into "phone_verification" ("user_id", "phone", "code_hash", "created_at", "expires_at") values (?, ?, ?, ?, ?) returning "id"`,
      [this.#userId, phone, codeHash, createdAt, expiresAt],
    );
    return Number(row!.id);
  }

  /** The code of the latest message, unless it was used or replaced. */
  async pending(): Promise<PendingCode | null> {
    const [row] = await this.#em.execute<CodeRow[]>(
      `select "id", "phone", "code_hash", "attempts", "expires_at" from "phone_verification"
        where "user_id" = ? and "used_at" is null order by "created_at" desc, "id" desc limit 1`,
      [this.#userId],
    );
    if (!row) return null;
    return { id: Number(row.id), phone: row.phone, codeHash: row.code_hash, attempts: Number(row.attempts), expiresAt: new Date(row.expires_at) };
  }

  /**
   * Takes one attempt at a code: a conditional update, so of any number of concurrent
   * guesses at most `max` are ever compared. False when the attempts are used up.
   */
  async claimAttempt(id: number, max: number): Promise<boolean> {
    const rows = await this.#em.execute<{ attempts: number }[]>(
      `update "phone_verification" set "attempts" = "attempts" + 1
        where "id" = ? and "user_id" = ? and "used_at" is null and "attempts" < ? returning "attempts"`,
      [id, this.#userId, max],
    );
    return rows.length > 0;
  }

  /** Uses the code up, in the caller's transaction; false when another request used it first. */
  async markUsed(em: EntityManager, id: number, at: Date): Promise<boolean> {
    const rows = await em.execute<{ id: number }[]>(
      `update "phone_verification" set "used_at" = ? where "id" = ? and "user_id" = ? and "used_at" is null returning "id"`,
      [at, id, this.#userId],
    );
    return rows.length > 0;
  }
}
