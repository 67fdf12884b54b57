import { loadSettings } from '../../core/src/config/loadSettings.ts';
import { openDatabase, type Database } from '../../core/src/db/database.ts';
import { JobQueue, workSettings } from '../../core/src/jobs/jobQueue.ts';
import { createLogger } from '../../core/src/logger.ts';
import { emptyCluster } from '../support/pgliteTemplate.ts';
import { createTestDatabase } from '../support/testDatabase.ts';

/**
 * Jobs per second through our JobQueue (pg-boss with `workSettings`) against a hand-written
 * SKIP LOCKED loop on the same database with the same batch size and concurrency: `n` no-op
 * jobs enqueued first, then timed from the workers' start to the last job done. The gap is what
 * pg-boss's bookkeeping (states, retries, expiry, singleton keys) costs per job.
 */
export async function jobThroughput(n = 5_000): Promise<string[]> {
  const database = await createTestDatabase();
  const settings = loadSettings({ LOG_LEVEL: 'error', ...database.env });
  const db = await openDatabase(settings, database.kind === 'pglite' ? { pgliteTemplate: await emptyCluster() } : {});
  try {
    const boss = await pgBossJobsPerSecond(db, settings.timeZone, n);
    const loop = await skipLockedJobsPerSecond(db, n);
    const name = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    const { batchSize, localConcurrency } = workSettings;
    return [
      `Jobs per second (${name}, ${n} no-op jobs, batches of ${batchSize}, ${localConcurrency} worker${localConcurrency === 1 ? '' : 's'} per queue):`,
      `  pg-boss through JobQueue                 ${boss.toFixed(0).padStart(7)} jobs/s  ${(boss / loop).toFixed(2)}x SKIP LOCKED`,
      `  hand-written SKIP LOCKED loop            ${loop.toFixed(0).padStart(7)} jobs/s`,
    ];
  } finally {
    await db.close();
    await database.drop();
  }
}

async function pgBossJobsPerSecond(db: Database, timeZone: string, n: number): Promise<number> {
  const logger = createLogger('error');
  const queue = 'bench.noop';
  // Enqueued by a queue that does not work, so the workers start on a full queue.
  const producer = new JobQueue(db, logger, timeZone);
  producer.define(queue, async () => undefined);
  await producer.start({ work: false });
  for (let i = 0; i < n; i += 500) {
    await db.em().transactional(async (tx) => {
      for (let j = i; j < Math.min(n, i + 500); j += 1) await producer.enqueue(tx, queue, { j });
    });
  }
  await producer.stop();

  let done = 0;
  let finished!: () => void;
  const allDone = new Promise<void>((resolve) => (finished = resolve));
  const consumer = new JobQueue(db, logger, timeZone);
  consumer.define(queue, async () => {
    if (++done === n) finished();
  });
  const began = performance.now();
  await consumer.start({ work: true });
  await allDone;
  const seconds = (performance.now() - began) / 1000;
  await consumer.stop();
  return n / seconds;
}

async function skipLockedJobsPerSecond(db: Database, n: number): Promise<number> {
  const em = () => db.em();
  await em().execute(`create table "bench_job" ("id" bigserial primary key, "data" jsonb not null, "state" text not null default 'created')`);
  try {
    await em().execute(`insert into "bench_job" ("data") select jsonb_build_object('j', g) from generate_series(1, :n) g`, { n });
    let done = 0;
    const worker = async (): Promise<void> => {
      for (;;) {
        const claimed = await em().execute<Array<{ id: string; data: unknown }>>(
          `update "bench_job" set "state" = 'active' where "id" in (select "id" from "bench_job" where "state" = 'created' order by "id" for update skip locked limit :k) returning "id", "data"`,
          { k: workSettings.batchSize },
        );
        if (!claimed.length) return;
        done += claimed.length; // the no-op handler
        await em().execute(`delete from "bench_job" where "id" in (${claimed.map((row) => Number(row.id)).join(', ')})`);
      }
    };
    const began = performance.now();
    await Promise.all(Array.from({ length: workSettings.localConcurrency }, worker));
    const seconds = (performance.now() - began) / 1000;
    if (done !== n) throw new Error(`The SKIP LOCKED loop did ${done} of ${n} jobs.`);
    return n / seconds;
  } finally {
    await em().execute(`drop table "bench_job"`);
  }
}
