import { loadSettings, SettingsError } from '../config/loadSettings.ts';
import { startPlatform } from '../platform.ts';

/**
 * `npm run worker`: job handlers only, no HTTP. Start as many as the load needs, on any
 * machine that reaches the same PostgreSQL; pg-boss hands each job to one of them.
 */
try {
  const settings = loadSettings();
  if (!settings.databaseUrl) {
    process.stderr.write('npm run worker needs PostgreSQL: set DATABASE_URL. On the embedded database (PGlite) the jobs already run inside `npm start`.\n');
    process.exit(2);
  }
  const platform = await startPlatform(settings, { serve: false, work: true });
  platform.logger.info('worker started', { queues: platform.jobs.health().queues });
  const shutdown = () =>
    void platform.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof SettingsError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  throw error;
}
