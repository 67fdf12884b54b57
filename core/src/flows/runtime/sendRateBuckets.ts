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
  /** Whether `reserveApart` commits apart from the caller's transaction (PostgreSQL) or in it (PGlite, one connection). */
  readonly commitsApart: boolean;
  /** Takes every reservation at once; answers, in their order, how many seconds each bucket's `full_at` now lies ahead. */
  reserve(reservations: readonly BucketReservation[]): Promise<number[]>;
  /**
   * As `reserve`, for a caller in `em`'s transaction: committed at once, apart from it, where the
   * database has connections to spare (PostgreSQL); in it where it has one (PGlite).
   */
  reserveApart(em: EntityManager, reservations: readonly BucketReservation[]): Promise<number[]>;
  /**
   * Takes every reservation, each only if its sends may all go now (its bucket's `full_at` then
   * lies at most `burstSeconds` ahead), in `em`'s transaction; answers whether all were taken.
   * `alongside` runs in the same statement; on a false answer the caller rolls it back with the
   * rest. The rows stay locked to the commit: a channel account's, which every conversation of
   * the account needs, is for `reserveApart`.
   */
  takeIfFree(
    em: EntityManager,
    reservations: ReadonlyArray<{ reservation: BucketReservation; burstSeconds: number }>,
    alongside?: AlongsideStatement,
  ): Promise<boolean>;
  /** Forgets buckets that are full: a missing bucket is a full one. */
  prune(): Promise<void>;
}

/**
 * The buckets of every worker process on this database, so a channel account's limit holds
 * however many processes send for it. One statement reserves for several buckets, each row
 * locked only for that statement (autocommit, on a connection of its own: no caller's
 * transaction waits on it). The statement's start is the clock, the database's, which all
 * processes share; a statement that waited for a row's lock reads a time from before the wait,
 * which only ever makes the answer later, never sooner.
 *
 * Rows are locked in one order everywhere: the recipients' first, then the channel accounts'
 * (by key within each). A step's transaction holds its recipient's row to its commit while it
 * reserves the account's slots on the fast-commit connection (reserveApart); a statement that
 * locked the account's row first and then waited for that recipient would wait for a commit
 * that waits for it.
 */
export class DatabaseRateBuckets implements RateBuckets {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  get commitsApart(): boolean {
    return this.#db.fastCommit !== null;
  }

  reserve(reservations: readonly BucketReservation[]): Promise<number[]> {
    return reserveWith((sql, params) => executePrepared(this.#db.em(), sql, params), reservations);
  }

  /**
   * A channel account's row is every conversation's of the account: held to the commit of each
   * step's transaction, it made the steps wait for each other's commits (every lock wait seen
   * at 50 widget conversations on PostgreSQL). So on PostgreSQL it is taken on the fast-commit
   * connection; should the caller's transaction roll back afterwards, the slots stay spent,
   * which only ever sends less. PGlite runs one statement at a time: there it is taken in `em`'s
   * transaction (a statement apart would wait for the transaction's end).
   */
  reserveApart(em: EntityManager, reservations: readonly BucketReservation[]): Promise<number[]> {
    const fastCommit = this.#db.fastCommit;
    const run: Run = fastCommit ? (sql, params) => fastCommit.execute(sql, params) : (sql, params) => executePrepared(em, sql, params);
    return reserveWith(run, reservations);
  }

  takeIfFree(
    em: EntityManager,
    reservations: ReadonlyArray<{ reservation: BucketReservation; burstSeconds: number }>,
    alongside?: AlongsideStatement,
  ): Promise<boolean> {
    return takeIfFreeWith((sql, params) => executePrepared(em, sql, params), reservations, alongside);
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

/**
 * Takes every reservation at once, in one statement; how far ahead each bucket's `full_at` then
 * lies, in their order. The statement's clock, not the transaction's: they are one in autocommit,
 * and on PGlite `reserveApart` runs in a transaction begun earlier.
 */
async function reserveWith(run: Run, reservations: readonly BucketReservation[]): Promise<number[]> {
  const rows = reservations.map((r) => ({ account_key: r.accountKey, recipient_key: r.recipientKey, seconds: r.count / r.perSecond }));
  const answered = (await run(
    `insert into "send_rate_bucket" as b ("account_key", "recipient_key", "full_at")
     select r."account_key", r."recipient_key", statement_timestamp() + make_interval(secs => r."seconds")
     from jsonb_to_recordset(cast(:rows as jsonb)) as r("account_key" text, "recipient_key" text, "seconds" float8)
     order by r."recipient_key" = '', r."account_key", r."recipient_key"
     on conflict ("account_key", "recipient_key") do update set "full_at" = greatest(b."full_at", statement_timestamp()) + (excluded."full_at" - statement_timestamp())
     returning "account_key", "recipient_key", cast(extract(epoch from "full_at" - statement_timestamp()) as float8) as "ahead"`,
    { rows: JSON.stringify(rows) },
  )) as Array<{ account_key: string; recipient_key: string; ahead: number | string }>;
  const ahead = new Map(answered.map((row) => [`${row.account_key}\n${row.recipient_key}`, Number(row.ahead)]));
  return reservations.map((r) => ahead.get(`${r.accountKey}\n${r.recipientKey}`) ?? 0);
}

/** Takes every reservation only if its bucket has its sends free now, in one statement (with `alongside`); answers whether all were taken. */
async function takeIfFreeWith(
  run: Run,
  reservations: ReadonlyArray<{ reservation: BucketReservation; burstSeconds: number }>,
  alongside?: AlongsideStatement,
): Promise<boolean> {
  // Each row's burst is read back from "r": `excluded` holds only the table's columns. A row
  // that the condition refuses is neither changed nor returned. The clock as the row is
  // updated, once its lock is had: in a transaction now() is when the transaction began, and
  // statement_timestamp() is from before a wait for another transaction's lock on the row.
  const rows = reservations.map(({ reservation: r, burstSeconds }) => ({
    account_key: r.accountKey,
    recipient_key: r.recipientKey,
    seconds: r.count / r.perSecond,
    burst: burstSeconds,
  }));
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
