import type { EntityManager } from '@mikro-orm/sql';
import { AppError, describeBytes } from '@chatmill/sdk';

/**
 * An account's stored bytes and files (`account_file_usage`), counted before a file is taken:
 * an upload reserves its largest possible size with one conditional UPDATE (`bytes + n <= limit`),
 * so two uploads racing past the limit cannot both pass, in one process or many; once the file
 * is stored the reservation shrinks to its real size, and a failed upload gives it all back.
 */
export class StorageQuota {
  /** What an account may store in all; 0 is unlimited. */
  readonly #limitBytes: number;

  constructor(limitBytes: number) {
    this.#limitBytes = limitBytes;
  }

  /** Reserves `bytes` and one file, or refuses with LIMIT_REACHED naming what is used. */
  async reserve(em: EntityManager, accountId: number, bytes: number): Promise<void> {
    await em.execute(`insert into "account_file_usage" ("account_id") values (?) on conflict do nothing`, [accountId]);
    const updated = await em.execute<{ bytes: string }[]>(
      `update "account_file_usage" set "bytes" = "bytes" + ?, "files" = "files" + 1, "updated_at" = now()
        where "account_id" = ? and (? = 0 or "bytes" + ? <= ?) returning "bytes"`,
      [bytes, accountId, this.#limitBytes, bytes, this.#limitBytes],
    );
    if (updated.length > 0) return;
    const { bytes: used } = await this.usage(em, accountId);
    throw new AppError(
      'LIMIT_REACHED',
      `Your account's file storage is full: ${describeBytes(used)} of ${describeBytes(this.#limitBytes)} used, and this upload may take up to ${describeBytes(bytes)}. Delete files you no longer need and try again.`,
    );
  }

  /** Gives back `bytes` (never below zero), and `files` files: an upload smaller than reserved, a failed upload, a deleted file. */
  async release(em: EntityManager, accountId: number, bytes: number, files: number): Promise<void> {
    if (bytes <= 0 && files <= 0) return;
    await em.execute(
      `update "account_file_usage" set "bytes" = greatest("bytes" - ?, 0), "files" = greatest("files" - ?, 0), "updated_at" = now() where "account_id" = ?`,
      [Math.max(bytes, 0), Math.max(files, 0), accountId],
    );
  }

  async usage(em: EntityManager, accountId: number): Promise<{ bytes: number; files: number; limitBytes: number }> {
    const [row] = await em.execute<{ bytes: string | number; files: number }[]>(`select "bytes", "files" from "account_file_usage" where "account_id" = ?`, [
      accountId,
    ]);
    return { bytes: Number(row?.bytes ?? 0), files: Number(row?.files ?? 0), limitBytes: this.#limitBytes };
  }
}
