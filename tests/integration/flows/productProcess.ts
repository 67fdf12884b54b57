import { loadSettings } from '../../../core/src/config/loadSettings.ts';
import { startPlatform } from '../../../core/src/platform.ts';

/**
 * The product in a process of its own, as `npm start` (SERVE=1 WORK=1) or `npm run worker`
 * (SERVE=0 WORK=1) run it, with the plugins of TEST_PLUGIN_ROOT and the flow runtime's clock
 * moved by TEST_CLOCK_OFFSET_MS (-45000: 45 s behind, so a one-minute time gap comes due 15 s
 * later; the due time is still a pg-boss job's start_after in the database). The fault test
 * kills it.
 */
const offsetMs = Number(process.env.TEST_CLOCK_OFFSET_MS ?? '0');
const platform = await startPlatform(loadSettings(), {
  serve: process.env.SERVE === '1',
  work: process.env.WORK === '1',
  ...(process.env.TEST_PLUGIN_ROOT ? { pluginRoot: process.env.TEST_PLUGIN_ROOT } : {}),
  flowClock: { now: () => new Date(Date.now() + offsetMs) },
});
process.stdout.write(`ready ${platform.url ?? 'worker'}\n`);
process.once('SIGTERM', () => {
  platform.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
