import { loadSettings, SettingsError } from '../config/loadSettings.ts';
import { startPlatform } from '../platform.ts';

/** `npm start` ends here (after building the dashboard): serve the API and dashboard, run the jobs. */
try {
  const settings = loadSettings();
  const platform = await startPlatform(settings, { serve: true, work: settings.runWorkers });
  const users = await platform.db.em().getConnection().execute('select count(*)::int as n from "user"');
  const firstRun = Number((users[0] as { n: number }).n) === 0;
  process.stdout.write(
    [
      '',
      `  ${settings.defaultBrand.name} is running at ${platform.url}`,
      `  Database: ${platform.db.kind === 'pglite' ? `embedded PGlite in ${settings.dataDir}` : 'PostgreSQL'}`,
      firstRun ? `  First run: open ${platform.url}/home/setup to create the platform admin (the first owner).` : `  Log in at ${platform.url}/home/login`,
      `  API reference: ${platform.url}/developers/api`,
      '',
    ].join('\n') + '\n',
  );
  const shutdown = (signal: string) => {
    platform.logger.info(`received ${signal}, stopping`);
    platform.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof SettingsError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  throw error;
}
