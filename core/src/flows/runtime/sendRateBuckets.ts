import { executePrepared } from '@chatmill/sdk';
import type { EntityManager } from '@mikro-orm/sql';
import type { Database } from '../../db/database.ts';

/** `count` sends taken from one bucket, which refills at `perSecond`. */
export interface BucketReservation {
  /** `<channel>:<channel account id>`. */
  accountKey: string;
  /** The recipient's id on the platform; '' for the channel account's own bucket. */
  recipientKey: string;
  perSecond: number;
  count: number;
}

/**
 * A data-modifying statement of the caller's (an update, written with `:name` parameters) that
 * runs as a part of the statement taking the recipients' slots, in the caller's transaction:
 * one round trip for both.
 */
export interface AlongsideStatement {
  sql: string;
  params: Record<string, unknown>;
}

/**
 * Rate buckets as GCRA keeps them: a bucket is the moment it will be full again (`full_at`).
 * Reserving n sends moves that moment n / perSecond later, starting from now if it had passed.
 * How far ahead of now it then lies says when each reserved send may go (see SendRateLimiter).
 */
export interface RateBuckets {
  /** Takes every reservation at once; answers, in their order, how many seconds each bucket's `full_at` now lies ahead. */
  reserve(reservations: readonly BucketReservation[]): Promise<number[]>;
  /**
   * Takes every reservation, each only if its sends may all go now (its bucket's `full_at` then
   * lies at most `burstSeconds` ahead); answers whether all were taken. The recipients' are
   * taken in `em`'s transaction; a channel account's may be taken apart and committed at once,
   * and then only once the others were. `alongside` runs in `em`'s transaction, before any
   * account's slots are taken; on a false answer the caller rolls it back with the rest.
   */
  takeIfFree(em: EntityManager, reservations: ReadonlyArray<{ reservation: BucketReservation; burstSeconds: number }>, alongside?: AlongsideStatement): Promise<boolean>;
  /** Forgets buckets that are full: a missing bucket is a full one. */
  prune(): Promise<void>;
}

/**
 * The buckets of every worker process on this database, so a channel account's limit holds
 * however many processes send for it. One statement reserves for several buckets, each row
 * locked only for that statement (autocommit, on a connection of its own: no caller's
 * transaction waits on it). `now()` is the database's clock, the one all processes share; a
 * statement that waited for a row's lock reads a `now()` from before the wait, which only ever
 * makes the answer later, never sooner.
 *
 * Rows are locked in one order everywhere: the recipients' first, then the channel accounts'
 * (by key within each). A step's transaction holds its recipient's row to its commit while it
 * takes the account's row on the fast-commit connection (takeIfFree); a statement that locked
 * the account's row first and then waited for that recipient would wait for a commit that
 * waits for it.
 */
export class DatabaseRateBuckets implements RateBuckets {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async reserve(reservations: readonly BucketReservation[]): Promise<number[]> {
    const rows = reservations.map((r) => ({ account_key: r.accountKey, recipient_key: r.recipientKey, seconds: r.count / r.perSecond }));
    const answered = await executePrepared<Array<{ account_key: string; recipient_key: string; ahead: number | string }>>(
      this.#db.em(),
      `insert into "send_rate_bucket" as b ("account_key", "recipient_key", "full_at")
       select r."account_key", r."recipient_key", now() + make_interval(secs => r."seconds")
       from jsonb_to_recordset(cast(:rows as jsonb)) as r("account_key" text, "recipient_key" text, "seconds" float8)
       order by r."recipient_key" = '', r."account_key", r."recipient_key"
       on conflict ("account_key", "recipient_key") do update set "full_at" = greatest(b."full_at", now()) + (excluded."full_at" - now())
       returning "account_key", "recipient_key", cast(extract(epoch from "full_at" - now()) as float8) as "ahead"`,
      { rows: JSON.stringify(rows) },
    );
    const ahead = new Map(answered.map((row) => [`${row.account_key}\n${row.recipient_key}`, Number(row.ahead)]));
    return reservations.map((r) => ahead.get(`${r.accountKey}\n${r.recipientKey}`) ?? 0);
  }

  /**
   * A channel account's row is every conversation's of the account: held to the commit of each
   * step's transaction, it made the steps wait for each other's commits (every lock wait seen
   * at 50 widget conversations on PostgreSQL). So on PostgreSQL it is taken apart, on the
   * fast-commit connection, once the recipients' were taken in `em`'s transaction; should that
   * transaction roll back afterwards, the account's slots stay spent, which only ever sends
   * less. PGlite runs one statement at a time: all are taken in `em`'s transaction.
   */
  async takeIfFree(em: EntityManager, reservations: ReadonlyArray<{ reservation: BucketReservation; burstSeconds: number }>, alongside?: AlongsideStatement): Promise<boolean> {
    const inTransaction: Run = (sql, params) => executePrepared(em, sql, params);
    const fastCommit = this.#db.fastCommit;
    if (!fastCommit) return takeIfFreeWith(inTransaction, reservations, alongside);
    const accounts = reservations.filter(({ reservation }) => reservation.recipientKey === '');
    const recipients = reservations.filter(({ reservation }) => reservation.recipientKey !== '');
    if (recipients.length) {
      if (!(await takeIfFreeWith(inTransaction, recipients, alongside))) return false;
    } else if (alongside) {
      await inTransaction(alongside.sql, alongside.params);
    }
    return !accounts.length || takeIfFreeWith((sql, params) => fastCommit.execute(sql, params), accounts);
  }

  async prune(): Promise<void> {
    // Rows a transaction holds are left for the next prune: waiting for them while holding
    // others (a channel account's) could wait for a commit that waits for this.
    await this.#db.em().execute(
      `delete from "send_rate_bucket" where ("account_key", "recipient_key") in (
         select "account_key", "recipient_key" from "send_rate_bucket" where "full_at" < now() for update skip locked)`,
    );
  }
}

type Run = (sql: string, params: Record<string, unknown>) => Promise<unknown[]>;

/** Takes every reservation only if its bucket has its sends free now, in one statement (with `alongside`); answers whether all were taken. */
async function takeIfFreeWith(run: Run, reservations: ReadonlyArray<{ reservation: BucketReservation; burstSeconds: number }>, alongside?: AlongsideStatement): Promise<boolean> {
  // Each row's burst is read back from "r": `excluded` holds only the table's columns. A row
  // that the condition refuses is neither changed nor returned. The clock as the row is
  // updated, once its lock is had: in a transaction now() is when the transaction began, and
  // statement_timestamp() is from before a wait for another transaction's lock on the row.
  const rows = reservations.map(({ reservation: r, burstSeconds }) => ({ account_key: r.accountKey, recipient_key: r.recipientKey, seconds: r.count / r.perSecond, burst: burstSeconds }));
  const taken = await run(
    // A data-modifying part of WITH runs to its end whether or not the statement reads it.
    `with ${alongside ? `"alongside" as (${alongside.sql}), ` : ''}"r" as (select * from jsonb_to_recordset(cast(:rows as jsonb)) as r("account_key" text, "recipient_key" text, "seconds" float8, "burst" float8))
     insert into "send_rate_bucket" as b ("account_key", "recipient_key", "full_at")
     select "account_key", "recipient_key", clock_timestamp() + make_interval(secs => "seconds") from "r" where "seconds" <= "burst"
     order by "recipient_key" = '', "account_key", "recipient_key"
     on conflict ("account_key", "recipient_key") do update set "full_at" = greatest(b."full_at", clock_timestamp()) + (excluded."full_at" - clock_timestamp())
     where greatest(b."full_at", clock_timestamp()) + (excluded."full_at" - clock_timestamp()) <= clock_timestamp() + make_interval(secs => (
       select "burst" from "r" where "r"."account_key" = b."account_key" and "r"."recipient_key" = b."recipient_key"))
     returning 1`,
    { ...alongside?.params, rows: JSON.stringify(rows) },
  );
  return taken.length === reservations.length;
}
