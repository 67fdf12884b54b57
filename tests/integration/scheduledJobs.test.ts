import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { JobContext, ScheduledRun } from '@chatmill/sdk';
import { repoRoot } from '../../core/src/config/loadSettings.ts';
import { JobQueue } from '../../core/src/jobs/jobQueue.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * Issue: "Schedules: plugins declare cron jobs; each run happens once across all processes."
 * The fixture plugin (tests/fixtures/plugin-roots/schedules) runs `tick` every 5 minutes, Berlin
 * time, and its handler records each run it handles. Two workers find the same runs due at the
 * same moments: on PostgreSQL two worker processes (`npm run worker`, scheduleWorkerProcess.ts),
 * on PGlite (one process's database) the product's job queue and a second one in this process.
 * The due moments are chosen, not waited for: JobQueue.runDueSchedules(at).
 */
const pluginRoot = join(repoRoot, 'tests', 'fixtures', 'plugin-roots', 'schedules');
const nodeBin = join(repoRoot, 'node_modules', '.bin', 'node');
const script = join(repoRoot, 'tests', 'integration', 'scheduleWorkerProcess.ts');
const tick = 'test-schedules.tick';

interface Worker {
  /** The runs this worker stored when asked for those due at `at`. */
  runDue(at: Date): Promise<Array<{ name: string; dueAt: string }>>;
}

let t: TestPlatform;
const workers: Worker[] = [];
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  t = await startTestPlatform({}, { pluginRoot, work: true });
  if (t.database.kind === 'postgres') {
    // The product's own queue stays out: the two processes are the workers.
    await t.platform.jobs.stop();
    await t.platform.jobs.start({ work: false });
    workers.push(...(await Promise.all([startWorkerProcess(t.database.env), startWorkerProcess(t.database.env)])));
  } else {
    workers.push({ runDue: async (at) => serialised(await t.platform.jobs.runDueSchedules(at)) });
    workers.push(await startSecondQueue(t));
  }
}, 120_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await t.stop();
});

describe('a job on a cron schedule', () => {
  it('is listed with its schedule', async () => {
    expect(await t.platform.jobs.schedules()).toContainEqual({ name: tick, cron: '*/5 * * * *' });
  });

  it('runs once per due time across two workers that find it due at the same moments', async () => {
    // 00:00, 00:05 and 00:10 Berlin time (UTC+1 in January); 00:12:30 finds 00:10 due again, 00:14:59 too.
    const moments = [
      '2031-01-01T00:00:00+01:00',
      '2031-01-01T00:05:00+01:00',
      '2031-01-01T00:10:00+01:00',
      '2031-01-01T00:12:30+01:00',
      '2031-01-01T00:14:59+01:00',
    ];
    const expected = ['2030-12-31T23:00:00.000Z', '2030-12-31T23:05:00.000Z', '2030-12-31T23:10:00.000Z'];
    const stored: string[] = [];
    for (const moment of moments) {
      const answers = await Promise.all(workers.map((worker) => worker.runDue(new Date(moment))));
      stored.push(
        ...answers
          .flat()
          .filter((run) => run.name === tick)
          .map((run) => run.dueAt),
      );
    }
    // Each due run was stored by exactly one of the two.
    expect(stored.sort()).toEqual(expected);
    // A worker that finds a run due again, as after a restart, stores nothing.
    expect((await Promise.all(workers.map((worker) => worker.runDue(new Date(moments[2]!))))).flat()).toEqual([]);

    const runs = await until(async () => {
      const rows = await t.platform.db
        .em()
        .execute<Array<{ due_at: string; job_id: string }>>(
          `select "due_at", "job_id" from "test_schedules_run" where "due_at" like '2030-%' order by "due_at"`,
        );
      return rows.length >= expected.length ? rows : null;
    });
    await waitForQueueSettled(tick);
    const handled = await t.platform.db
      .em()
      .execute<Array<{ due_at: string }>>(`select "due_at" from "test_schedules_run" where "due_at" like '2030-%' order by "due_at"`);
    expect(handled.map((row) => row.due_at)).toEqual(expected);
    expect(new Set(runs.map((row) => row.job_id)).size).toBe(expected.length);
  });

  it('is refused at load when its cron cannot be read, naming the plugin and the job', async () => {
    const { definePlugin, defineJob } = await import('@chatmill/sdk');
    const plugin = (schedule: { cron: string; timeZone?: string }) => () =>
      definePlugin({
        id: 'bad-schedule',
        name: 'Bad',
        version: '1.0.0',
        sdk: '^0.1.0',
        permissions: [],
        jobs: [defineJob({ name: 'tick', schedule, handle: async () => undefined })],
      });
    expect(plugin({ cron: '*/5 * * *' })).toThrow(
      'job tick: "*/5 * * *" must have five fields (minute hour day-of-month month day-of-week), such as "*/5 * * * *"',
    );
    expect(plugin({ cron: '61 * * * *' })).toThrow('job tick: "61" is not a valid minute in "61 * * * *"');
    expect(plugin({ cron: '0 9 * * MON-FRI', timeZone: 'Mars/Olympus' })).toThrow('job tick: "Mars/Olympus" is not an IANA time zone such as Europe/Berlin');
    expect(plugin({ cron: '0 9 * * MON-FRI', timeZone: 'Europe/Berlin' })).not.toThrow();
  });
});

function serialised(runs: Array<{ name: string; dueAt: Date }>): Array<{ name: string; dueAt: string }> {
  return runs.map(({ name, dueAt }) => ({ name, dueAt: dueAt.toISOString() }));
}

/** A second worker in this process, as another process would have one: its own job queue running the plugin's job. */
async function startSecondQueue(platform: TestPlatform): Promise<Worker> {
  const { db, logger, settings, plugins } = platform.platform;
  const job = plugins.get('test-schedules')!.plugin.jobs![0]!;
  const queue = new JobQueue(db, logger, settings.timeZone);
  // The fixture's handler reads only the entity manager and the job id from its context.
  queue.defineScheduled(tick, job.schedule!, (data: ScheduledRun, meta) => job.handle(data, { ...meta, em: db.em() } as unknown as JobContext));
  await queue.start({ work: true });
  cleanups.push(() => queue.stop());
  return { runDue: async (at) => serialised(await queue.runDueSchedules(at)) };
}

async function startWorkerProcess(env: Record<string, string>): Promise<Worker> {
  const child: ChildProcess = spawn(nodeBin, [script], {
    env: { ...process.env, LOG_LEVEL: 'warn', TEST_PLUGIN_ROOT: pluginRoot, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += String(chunk)));
  const answers: Array<(line: string) => void> = [];
  let ready: (() => void) | null = null;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line === 'ready') ready?.();
    else if (line.startsWith('due ') || line.startsWith('failed ')) answers.shift()?.(line);
  });
  await new Promise<void>((resolve, reject) => {
    ready = resolve;
    child.once('exit', (code) => reject(new Error(`A worker exited (${code}) before it was ready:\n${errors}`)));
  });
  return {
    runDue: (at) =>
      new Promise((resolve, reject) => {
        answers.push((line) => (line.startsWith('due ') ? resolve(JSON.parse(line.slice(4))) : reject(new Error(line))));
        child.stdin!.write(`${at.toISOString()}\n`);
      }),
  };
}

async function until<T>(check: () => Promise<T | null>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result !== null) return result;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Until no job of the queue waits, runs or waits for a retry. */
async function waitForQueueSettled(queue: string): Promise<void> {
  await until(async () => {
    const [row] = await t.platform.db
      .em()
      .execute<Array<{ open: number }>>(`select count(*)::int as open from pgboss.job where name = ? and state in ('created', 'retry', 'active')`, [queue]);
    return row!.open === 0 ? true : null;
  });
}
