import { PgBoss, type Job, type JobResult } from 'pg-boss';
import type { EntityManager } from '@mikro-orm/sql';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { pgliteBossAdapter } from './pgliteBossAdapter.ts';
import { transactionBossAdapter } from './transactionBossAdapter.ts';
import { NamedStatementClient } from '../db/namedStatementClient.ts';
import { DueWakeups } from './dueWakeups.ts';
import { runBatch } from './runBatch.ts';
import { ScheduledRuns, type DueRun } from './scheduledRuns.ts';
import type { JobSchedule, ScheduledRun } from '@chatmill/sdk';

export interface JobHandler<T> {
  (data: T, job: { id: string; name: string; retryCount: number }): Promise<void>;
}

export interface EnqueueOptions {
  /** Only one pending job with this key (an idempotency key for side effects). */
  singletonKey?: string;
  startAfterSeconds?: number;
  /** Not before this moment (a time gap's due time); wins over `startAfterSeconds`. */
  startAfter?: Date;
  retryLimit?: number;
}

export interface QueueOptions {
  /**
   * How long a job may stay active before pg-boss hands it out again: a job claimed by a
   * process that was killed waits this long (plus the supervise interval) to be retried.
   * pg-boss's default is 15 minutes; queues whose handlers are short set less.
   */
  expireInSeconds?: number;
  /**
   * The jobs of a batch are independent of each other: run them at once (true), or at most this
   * many at a time, rather than one after another, so that a job's round trips to the database
   * do not wait for the jobs before it.
   */
  concurrent?: boolean | number;
}

/**
 * How often pg-boss looks for expired jobs (of killed workers) and refreshes queue stats. Its
 * default is 60 s; 10 s brings an interrupted job back sooner at the cost of a few cheap
 * queries per interval.
 */
const superviseSeconds = 10;

/**
 * Every queue notifies its workers when a job is created (a NOTIFY sent on commit of the
 * transaction that enqueued it), so a job starts at once instead of at the next poll; polling
 * stays on as the floor for jobs that come due later. On PostgreSQL this wakes workers in every process.
 */
const listenNotify = { useListenNotify: true } as const;

/** Cron schedules are ours (scheduledRuns.ts): pg-boss's timekeeper, which polls for its own every 30 s, stays off. */
const ownSchedules = { schedule: false } as const;

/**
 * pg-boss hands its options to its pg.Pool, which makes its connections with this class: pg-boss's
 * statements (all sent with parameters) are parsed and planned once per connection.
 */
const namedStatements = { Client: NamedStatementClient } as object;

/**
 * How each process's workers take jobs, the same for every queue; tests/perf/jobThroughput.ts
 * measures them against a hand-written SKIP LOCKED loop (`npm run bench`).
 * - The poll stays at 0.5 s even when NOTIFY wakes the workers: a job that comes due later (a
 *   time gap, a retry's backoff) sends no NOTIFY, and pg-boss would otherwise poll every 30 s.
 * - Batches of 20, one worker per queue. Measured on 5,000 no-op jobs (2 cores, busy), pg-boss
 *   against the SKIP LOCKED loop: batches of 5 made 285/s on PostgreSQL (0.35x) and 640/s on
 *   PGlite (0.33x), under the 1,000/s wanted; 20 made 1,820/s (0.71x) and 1,160/s (0.32x).
 *   Four workers per queue were faster still (4,480/s and 1,980/s) but poll four times as often
 *   while idle, which PGlite pays for in CPU.
 * - A batch's jobs run one after another unless its queue says they are independent
 *   (`QueueOptions.concurrent`), so a batch must finish within the queue's expiry
 *   (flowRuntime.ts `jobExpirySeconds`, 15 s). The runtime's wake-ups and webhook calls run at
 *   once, its sends four at a time (flowRuntime.ts `sendsAtOnce`); sends wait for slots that
 *   the rate limiter hands out in order, so 20 fit in 15 s for any channel account allowed 1.4/s.
 * - Each job of a batch completes or fails on its own (runBatch.ts, pg-boss's perJobResults): the
 *   completions of a batch still cost one statement, its failures one more.
 */
export const workSettings = { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5, batchSize: 20, burstWhenBatchFull: true, localConcurrency: 1 };

/**
 * On PGlite the product is one process, so every job due later was enqueued here and a timer
 * wakes its queue when it comes due (DueWakeups), as does a failed job's retry once its backoff
 * has passed. The poll is then only a floor, for jobs enqueued before a restart and jobs
 * that expired: every 0.5 s, ten queues polling cost an idle product 10% of a core in WASM.
 */
const pglitePollSeconds = 5;

export interface JobsHealth {
  state: 'running' | 'stopped';
  workers: boolean;
  queues: string[];
}

/**
 * Durable jobs on the product's own database (pg-boss). Every handler must be idempotent:
 * pg-boss delivers at least once. `enqueue` takes the entity manager of the transaction
 * that causes the job, so both commit together.
 */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #logger: Logger;
  readonly #queues = new Set<string>();
  readonly #handlers = new Map<string, JobHandler<unknown>>();
  readonly #queueOptions = new Map<string, QueueOptions>();
  /** Runs of cron schedules, each enqueued once across all processes (scheduledRuns.ts). */
  readonly #scheduled: ScheduledRuns;
  #state: JobsHealth['state'] = 'stopped';
  /** Each queue's worker in this process, to wake it. */
  readonly #workerIds = new Map<string, string>();
  /** PGlite only (see pglitePollSeconds). */
  readonly #wakeups: DueWakeups | null;
  #statements = 0;
  #working = false;

  constructor(db: Database, logger: Logger, timeZone: string) {
    this.#logger = logger;
    this.#boss =
      db.kind === 'pglite'
        ? new PgBoss({
            db: pgliteBossAdapter(db.pglite!, () => this.#statements++),
            backend: 'pglite',
            schema: 'pgboss',
            ...listenNotify,
            ...ownSchedules,
            superviseIntervalSeconds: superviseSeconds,
            monitorIntervalSeconds: superviseSeconds,
          })
        : new PgBoss({
            connectionString: db.orm.config.get('clientUrl')!,
            schema: 'pgboss',
            max: 4,
            application_name: 'chatmill-jobs',
            ...listenNotify,
            ...ownSchedules,
            ...namedStatements,
            superviseIntervalSeconds: superviseSeconds,
            monitorIntervalSeconds: superviseSeconds,
          });
    this.#boss.on('error', (error: unknown) => this.#logger.error('job queue error', { error }));
    this.#scheduled = new ScheduledRuns(this.#boss, timeZone, (error) => this.#logger.error('scheduled job runs could not be enqueued', { error }));
    this.#wakeups = db.kind === 'pglite' ? new DueWakeups((queue) => this.#wake(queue)) : null;
  }

  /** Declares a queue and its handler; queues are created when the queue starts. */
  define<T>(name: string, handler: JobHandler<T>, options: QueueOptions = {}): void {
    this.#queues.add(name);
    this.#queueOptions.set(name, options);
    this.#handlers.set(name, handler as JobHandler<unknown>);
  }

  /**
   * A job that runs on a cron schedule (a bare cron: the server's time zone), once per due time
   * across all processes; its data is the run's due time. Throws when pg-boss cannot read the cron.
   */
  defineScheduled(name: string, schedule: string | JobSchedule, handler: JobHandler<ScheduledRun>): void {
    this.#scheduled.add(name, typeof schedule === 'string' ? { cron: schedule } : schedule);
    this.define(name, handler);
  }

  async start(options: { work: boolean }): Promise<void> {
    await this.#boss.start();
    for (const name of this.#queues) {
      const { concurrent: _, ...bossOptions } = this.#queueOptions.get(name) ?? {};
      const queueOptions = { notify: true, ...bossOptions };
      await this.#boss.createQueue(name, queueOptions);
      // createQueue leaves an existing queue as it was: bring its options to what the code says now.
      await this.#boss.updateQueue(name, queueOptions);
    }
    // Schedules that pg-boss itself kept (earlier versions used its schedule()) would enqueue a second run.
    for (const old of await this.#boss.getSchedules()) await this.#boss.unschedule(old.name, old.key);
    this.#state = 'running';
    if (!options.work) return;
    this.#scheduled.start();
    for (const [name, handler] of this.#handlers) {
      const run = (job: Job<unknown>) =>
        handler(job.data, { id: job.id, name: job.name, retryCount: job.retryCount ?? 0 }).catch((error: unknown) => {
          // pg-boss's backoff (retryBackoff, no retryDelay) puts the retry 1-2 s out, then 2-4 s, 4-8 s...: wake at the end of that range.
          this.#wakeups?.schedule(name, Date.now() + 2 ** ((job.retryCount ?? 0) + 1) * 1000);
          throw error;
        });
      const concurrent = this.#queueOptions.get(name)?.concurrent ?? false;
      const atOnce = concurrent === true ? workSettings.batchSize : concurrent === false ? 1 : Math.max(1, concurrent);
      const poll = this.#wakeups ? { notifyPollingIntervalSeconds: pglitePollSeconds } : {};
      // perJobResults: pg-boss completes the jobs that succeeded in one statement and fails the
      // others in another, so a failing job is retried alone instead of taking its batch with it.
      const workerId = await this.#boss.work(name, { ...workSettings, ...poll, perJobResults: true }, async (jobs): Promise<JobResult[]> =>
        (await runBatch(jobs, atOnce, run)).map((outcome) =>
          outcome.ok ? { id: outcome.job.id, status: 'completed' } : { id: outcome.job.id, status: 'failed', output: outcome.error },
        ),
      );
      this.#workerIds.set(name, workerId);
    }
    this.#working = true;
  }

  async enqueue<T extends object>(em: EntityManager, name: string, data: T, options: EnqueueOptions = {}): Promise<string | null> {
    if (!this.#queues.has(name)) throw new Error(`No job queue named ${name}: define it first.`);
    const dueAt = options.startAfter?.getTime() ?? (options.startAfterSeconds ? Date.now() + options.startAfterSeconds * 1000 : null);
    if (dueAt !== null) this.#wakeups?.schedule(name, dueAt);
    return this.#boss.send(name, data, {
      db: transactionBossAdapter(em),
      retryLimit: options.retryLimit ?? 5,
      retryBackoff: true,
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
  }

  async schedules(): Promise<Array<{ name: string; cron: string }>> {
    return this.#scheduled.list().map(({ name, cron }) => ({ name, cron }));
  }

  /**
   * Enqueues each schedule's latest run due at `now`, once across all processes, and answers the
   * runs this call stored (another process may have stored the others). Workers call it at each
   * due time; tests call it with the time they want.
   */
  runDueSchedules(now: Date = new Date()): Promise<DueRun[]> {
    return this.#scheduled.runDue(now);
  }

  /**
   * Statements the queue's workers sent on PGlite (fetching, completing, polling), for the
   * bench; enqueueing runs in the caller's transaction and counts as the ORM's. On PostgreSQL
   * pg-boss has a pool of its own and this stays 0.
   */
  statementCount(): number {
    return this.#statements;
  }

  health(): JobsHealth {
    return { state: this.#state, workers: this.#working, queues: [...this.#queues].sort() };
  }

  async stop(): Promise<void> {
    if (this.#state === 'stopped') return;
    this.#state = 'stopped';
    this.#working = false;
    this.#wakeups?.stop();
    this.#scheduled.stop();
    await this.#boss.stop({ graceful: true, timeout: 5000 });
  }

  #wake(queue: string): void {
    const workerId = this.#workerIds.get(queue);
    if (workerId && this.#state === 'running') this.#boss.notifyWorker(workerId);
  }
}
