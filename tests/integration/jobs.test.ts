import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BrandSchema } from '../../core/src/db/entities/Brand.ts';
import { pgliteBossAdapter } from '../../core/src/jobs/pgliteBossAdapter.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

let t: TestPlatform;
const seen: number[] = [];
/** A queue whose batch runs one job after another, and one whose batch runs at once. */
const batchQueues = [
  ['test.batch.oneByOne', false],
  ['test.batch.atOnce', true],
] as const;
const batchRuns = new Map<string, Array<{ n: number; retryCount: number }>>(batchQueues.map(([queue]) => [queue, []]));

beforeAll(async () => {
  t = await startTestPlatform();
  // A queue defined after start: define + create it the way plugins will.
  t.platform.jobs.define<{ n: number }>('test.record', async ({ n }) => {
    seen.push(n);
  });
  for (const [queue, concurrent] of batchQueues) {
    t.platform.jobs.define<{ n: number }>(
      queue,
      async ({ n }, job) => {
        const runs = batchRuns.get(queue)!;
        runs.push({ n, retryCount: job.retryCount });
        if (n === 3 && job.retryCount === 0) throw new Error('job 3 fails on its first run');
      },
      { concurrent },
    );
  }
  await t.platform.jobs.stop();
  await t.platform.jobs.start({ work: true });
});
afterAll(async () => t.stop());

/** Until no job of the queue waits, runs or waits for a retry. */
async function waitForQueueSettled(queue: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await t.platform.db
      .em()
      .execute<Array<{ open: number }>>(`select count(*)::int as open from pgboss.job where name = ? and state in ('created', 'retry', 'active')`, [queue]);
    if (row!.open === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs of ${queue} still open`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('jobs on the product database', () => {
  it('stores a job only when the transaction that enqueues it commits', async () => {
    const em = t.platform.db.em();
    await em.transactional(async (tx) => {
      tx.create(BrandSchema, { name: 'Committed', shortName: 'C', domain: 'committed.test' });
      await tx.flush();
      await t.platform.jobs.enqueue(tx, 'test.record', { n: 1 });
    });
    await expect(
      t.platform.db.em().transactional(async (tx) => {
        tx.create(BrandSchema, { name: 'Rolled back', shortName: 'R', domain: 'rolled.test' });
        await tx.flush();
        await t.platform.jobs.enqueue(tx, 'test.record', { n: 2 });
        throw new Error('the change fails after enqueueing');
      }),
    ).rejects.toThrow('the change fails after enqueueing');
    await t.platform.db.em().transactional(async (tx) => t.platform.jobs.enqueue(tx, 'test.record', { n: 3 }));

    await until(() => seen.includes(1) && seen.includes(3));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(seen.sort()).toEqual([1, 3]);
    expect(await t.platform.db.em().count(BrandSchema, { domain: 'rolled.test' })).toBe(0);
  });

  it.each(batchQueues.map(([queue]) => queue))(
    'completes or fails each job of a fetched batch on its own (%s): a failing job is retried alone',
    async (queue) => {
      // One transaction: the five jobs become visible together, so the worker fetches them as one batch.
      await t.platform.db.em().transactional(async (tx) => {
        for (const n of [1, 2, 3, 4, 5]) await t.platform.jobs.enqueue(tx, queue, { n });
      });
      const runs = batchRuns.get(queue)!;
      await until(() => runs.some((run) => run.n === 3 && run.retryCount === 1));
      // Nothing left to run: before, the other four jobs of the batch were failed with job 3 and ran again.
      await waitForQueueSettled(queue);
      expect(runs.filter((run) => run.n !== 3).sort((a, b) => a.n - b.n)).toEqual([1, 2, 4, 5].map((n) => ({ n, retryCount: 0 })));
      expect(runs.filter((run) => run.n === 3)).toEqual([
        { n: 3, retryCount: 0 },
        { n: 3, retryCount: 1 },
      ]);
      const states = await t.platform.db
        .em()
        .execute<Array<{ n: string; state: string; retry_count: number }>>(
          `select data->>'n' as n, state, retry_count from pgboss.job where name = ? order by (data->>'n')::int`,
          [queue],
        );
      expect(states.map((row) => [Number(row.n), row.state, row.retry_count])).toEqual([
        [1, 'completed', 0],
        [2, 'completed', 0],
        [3, 'completed', 1],
        [4, 'completed', 0],
        [5, 'completed', 0],
      ]);
    },
  );

  it('refuses to enqueue outside a transaction', async () => {
    await expect(t.platform.jobs.enqueue(t.platform.db.em(), 'test.record', { n: 4 })).rejects.toThrow(/inside em.transactional/);
  });

  it('keeps concurrent transactions apart', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        t.platform.db.em().transactional(async (tx) => {
          tx.create(BrandSchema, { name: `B${i}`, shortName: 'B', domain: `b${i}.concurrent.test` });
          await tx.flush();
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (i % 3 === 0) throw new Error('fail this one');
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(8);
    expect(await t.platform.db.em().count(BrandSchema, { domain: { $like: '%.concurrent.test' } })).toBe(8);
  });

  it('reports the queue in /api/health', async () => {
    const health = await (await fetch(`${t.url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', db: t.database.kind, jobs: { state: 'running', workers: true } });
    expect(health.jobs.queues).toEqual(expect.arrayContaining(['core.mail.send', 'test.record']));
  });
});

describe('the PGlite adapter for pg-boss', () => {
  it('returns the rows of every statement of a multi-statement script, and runs parameters through query', async () => {
    const pglite = t.platform.db.pglite;
    if (!pglite) {
      // On PostgreSQL pg-boss has its own pool; the adapter is PGlite's alone, checked on a PGlite of its own.
      const { PGlite } = await import('@electric-sql/pglite');
      const own = await PGlite.create();
      await checkAdapter(own);
      await own.close();
      return;
    }
    await checkAdapter(pglite);
  });
});

async function checkAdapter(pglite: import('@electric-sql/pglite').PGlite): Promise<void> {
  const adapter = pgliteBossAdapter(pglite);
  const script = await adapter.executeSql('select 1 as a; select 2 as b union all select 3');
  expect(script.rows).toEqual([{ a: 1 }, { b: 2 }, { b: 3 }]);
  const withParams = await adapter.executeSql('select $1::int + $2::int as sum', [2, 3]);
  expect(withParams.rows).toEqual([{ sum: 5 }]);
}
