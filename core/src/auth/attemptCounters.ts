import type { EntityManager } from '@mikro-orm/sql';
import { AppError } from '@chatmill/sdk';

/** One limited thing: at most `max` attempts per window of `windowSeconds`, the window starting at its first attempt. */
export interface Bound {
  /** What is limited, e.g. `login:ip:203.0.113.9`; unique per limit. */
  key: string;
  max: number;
  windowSeconds: number;
}

/** A bound after this attempt was counted in it. */
export interface Counted extends Bound {
  /** Attempts in the window, this one included. */
  count: number;
  /** Seconds until the window ends and the count starts again; at least 1. */
  secondsLeft: number;
}

interface CountedRow {
  key: string;
  count: number | string;
  seconds_left: number | string;
}

/**
 * Attempt counters in the database (`attempt_counter`, migration 22): an attempt is counted by
 * one upsert that answers the new count, and only then judged. The row's lock serializes
 * concurrent attempts on one key, so of any number sent at once, in any number of processes,
 * exactly the first `max` see a count within the bound.
 */
export class AttemptCounters {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /**
   * Counts this attempt against every bound, in one statement, and answers the counts in the
   * bounds' order. Run in `em`'s transaction when given (the count then commits with it).
   */
  async count(bounds: readonly Bound[], em: EntityManager = this.#em): Promise<Counted[]> {
    if (bounds.length === 0) return [];
    // Rows are locked in key order in every statement, so two statements never wait on each other in a circle.
    const sorted = [...new Map(bounds.map((bound) => [bound.key, bound])).values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const rows = await em.execute<CountedRow[]>(
      `insert into "attempt_counter" as c ("key", "count", "window_ends_at")
       values ${sorted.map(() => `(?, 1, now() + ? * interval '1 second')`).join(', ')}
       on conflict ("key") do update set
         "count" = case when c."window_ends_at" <= now() then 1 else c."count" + 1 end,
         "window_ends_at" = case when c."window_ends_at" <= now() then excluded."window_ends_at" else c."window_ends_at" end
       returning "key", "count", extract(epoch from ("window_ends_at" - now())) as "seconds_left"`,
      sorted.flatMap((bound) => [bound.key, bound.windowSeconds]),
    );
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return bounds.map((bound) => {
      const row = byKey.get(bound.key)!;
      return { ...bound, count: Number(row.count), secondsLeft: Math.max(1, Math.ceil(Number(row.seconds_left))) };
    });
  }

  /** Takes one attempt back, for an attempt that turned out not to be what the bound limits (a login that succeeded). */
  async uncount(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.#em.execute(`update "attempt_counter" set "count" = greatest("count" - 1, 0) where "key" in (${keys.map(() => '?').join(', ')})`, [...keys]);
  }

  /** Starts the bounds afresh (an account's failures end with a successful login). */
  async clear(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.#em.execute(`delete from "attempt_counter" where "key" in (${keys.map(() => '?').join(', ')})`, [...keys]);
  }
}

/** RATE_LIMITED with Retry-After; `message` gets the minutes to wait, rounded up. */
export function rateLimited(secondsLeft: number, message: (minutes: number) => string): AppError {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return new AppError('RATE_LIMITED', message(minutes), { headers: { 'Retry-After': String(secondsLeft) } });
}

/** "1 minute", "15 minutes". */
export function minutesText(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
