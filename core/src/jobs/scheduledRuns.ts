import { createHash } from 'node:crypto';
import type { JobSchedule, ScheduledRun } from '@chatmill/sdk';

/** The two pg-boss calls schedules need: the cron walk (cron-parser's, as pg-boss reads it) and the send. */
export interface ScheduleBoss {
  previewSchedule(cron: string, options: { tz: string; from: Date; count: number }): Date[];
  send(name: string, data: object, options: { id: string; retryLimit: number; retryBackoff: boolean }): Promise<string | null>;
}

export interface DueRun {
  name: string;
  dueAt: Date;
}

/**
 * A run that could not be enqueued on time (every process was down or busy) is still enqueued
 * if it is at most this late; of several missed in a row only the latest is. Completed jobs stay
 * in pg-boss's table for 7 days (its `deleteAfterSeconds`), far longer than this, so the run's
 * job id still dedupes whenever a process may still enqueue it.
 */
export const catchUpMs = 60 * 60_000;
/** The longest a timer waits before it looks again, whatever the schedules (clock changes, sleeps). */
const longestWaitMs = 10 * 60_000;
/** A little after the due time, so it has passed on the database's clock too. */
const afterDueMs = 25;
const retryAfterFailureMs = 5_000;

/**
 * Enqueues the runs of cron schedules, each once across every process: a run is a job whose id
 * is made from (queue, due time), inserted with ON CONFLICT DO NOTHING (pg-boss's send), so
 * the processes that find the same run due all try, and one job is stored. Workers then run it
 * as any job, retries included. pg-boss's own schedule() is not used: it cannot be driven at a
 * chosen time, which the tests need, and it polls every 30 s in every process for work this
 * does with one timer per process and one statement per due time.
 */
export class ScheduledRuns {
  readonly #boss: ScheduleBoss;
  readonly #defaultTimeZone: string;
  readonly #schedules = new Map<string, Required<JobSchedule>>();
  /** Per queue, the due time this process last enqueued or found enqueued. */
  readonly #handled = new Map<string, number>();
  readonly #onError: (error: unknown) => void;
  #timer: NodeJS.Timeout | null = null;
  #stopped = true;

  constructor(boss: ScheduleBoss, defaultTimeZone: string, onError: (error: unknown) => void) {
    this.#boss = boss;
    this.#defaultTimeZone = defaultTimeZone;
    this.#onError = onError;
  }

  /** Checks the schedule by pg-boss's own parser; throws a message naming the queue when it is refused. */
  add(name: string, schedule: JobSchedule): void {
    const full = { cron: schedule.cron.trim(), timeZone: schedule.timeZone ?? this.#defaultTimeZone };
    try {
      this.#boss.previewSchedule(full.cron, { tz: full.timeZone, from: new Date(), count: 1 });
    } catch (error) {
      throw new Error(`The schedule of job ${name} ("${full.cron}", ${full.timeZone}) cannot be read: ${(error as Error).message}`);
    }
    this.#schedules.set(name, full);
  }

  list(): Array<{ name: string; cron: string; timeZone: string }> {
    return [...this.#schedules].map(([name, { cron, timeZone }]) => ({ name, cron, timeZone }));
  }

  /** Enqueues, once across all processes, each schedule's latest run due at `now`; answers the runs this call stored. */
  async runDue(now: Date = new Date()): Promise<DueRun[]> {
    const stored: DueRun[] = [];
    for (const [name, schedule] of this.#schedules) {
      const dueAt = this.#latestDue(schedule, now);
      // Only the same due time is skipped without asking the database: after the clock moved back, an earlier one is still tried.
      if (!dueAt || dueAt.getTime() === this.#handled.get(name)) continue;
      const data: ScheduledRun = { dueAt: dueAt.toISOString() };
      const id = await this.#boss.send(name, data, { id: runJobId(name, dueAt), retryLimit: 5, retryBackoff: true });
      this.#handled.set(name, dueAt.getTime());
      if (id) stored.push({ name, dueAt });
    }
    return stored;
  }

  /** Looks for due runs now and at each next due time, until stopped. */
  start(): void {
    this.#stopped = false;
    void this.#pass();
  }

  stop(): void {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  async #pass(): Promise<void> {
    if (this.#stopped) return;
    const failed = await this.runDue().then(
      () => false,
      (error: unknown) => (this.#onError(error), true),
    );
    if (this.#stopped || this.#schedules.size === 0) return;
    const now = Date.now();
    const next = Math.min(...[...this.#schedules.values()].map((schedule) => this.#nextDue(schedule, new Date(now))));
    // A run that could not be stored (the database away) is tried again soon, not at the next due time.
    const wait = failed ? retryAfterFailureMs : Math.min(Math.max(0, next - now) + afterDueMs, longestWaitMs);
    const timer = setTimeout(() => void this.#pass(), wait);
    // A pending pass never keeps the process alive on its own.
    timer.unref();
    this.#timer = timer;
  }

  /**
   * The latest due time in (now - catchUpMs, now], or null. One due time per step: a walk of
   * several reads on past `now`, and the next time of a sparse cron (29 February) costs a search
   * of years each. Five fields make at most 60 steps an hour.
   */
  #latestDue(schedule: Required<JobSchedule>, now: Date): Date | null {
    let latest: Date | null = null;
    let from = new Date(now.getTime() - catchUpMs);
    for (;;) {
      const next = this.#boss.previewSchedule(schedule.cron, { tz: schedule.timeZone, from, count: 1 })[0];
      if (!next || next.getTime() > now.getTime()) return latest;
      latest = next;
      from = next;
    }
  }

  #nextDue(schedule: Required<JobSchedule>, now: Date): number {
    return this.#boss.previewSchedule(schedule.cron, { tz: schedule.timeZone, from: now, count: 1 })[0]?.getTime() ?? Infinity;
  }
}

/** The job id of a run: the same in every process for the same queue and due time (a UUID of version 8, from SHA-256). */
export function runJobId(name: string, dueAt: Date): string {
  const bytes = createHash('sha256').update(`${name}\n${dueAt.toISOString()}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
