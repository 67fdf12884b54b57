import { createInterface } from 'node:readline';
import { loadSettings } from '../../core/src/config/loadSettings.ts';
import { startPlatform } from '../../core/src/platform.ts';

/**
 * A worker process (`npm run worker`: SERVE=0 WORK=1) with the plugins of TEST_PLUGIN_ROOT, that
 * also takes a due time per line on stdin, enqueues the schedules' runs due then
 * (JobQueue.runDueSchedules) and answers `due <JSON of the runs it stored>` (scheduledJobs.test.ts).
 */
const platform = await startPlatform(loadSettings(), { serve: false, work: true, pluginRoot: process.env.TEST_PLUGIN_ROOT! });
process.stdout.write('ready\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  platform.jobs.runDueSchedules(new Date(line.trim())).then(
    (runs) => process.stdout.write(`due ${JSON.stringify(runs.map(({ name, dueAt }) => ({ name, dueAt: dueAt.toISOString() })))}\n`),
    (error: unknown) => process.stdout.write(`failed ${JSON.stringify(String(error))}\n`),
  );
});
process.once('SIGTERM', () => {
  platform.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
