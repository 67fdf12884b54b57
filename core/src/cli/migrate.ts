import { loadSettings, repoRoot, SettingsError } from '../config/loadSettings.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { PluginHost } from '../plugins/pluginHost.ts';

/** `npm run migrate`: applies pending migrations (the core's first, then each plugin's in dependency order) and exits. */
try {
  const settings = loadSettings();
  const logger = createLogger(settings.logLevel);
  const plugins = await PluginHost.load(settings.pluginRoot ?? repoRoot, logger);
  const db = await openDatabase(settings, { logger, entities: plugins.entities() });
  const applied = await migrate(db, plugins.migrations());
  await db.close();
  process.stdout.write(
    applied.length ? `Applied ${applied.length} migration(s):\n${applied.map((m) => `  ${m}`).join('\n')}\n` : 'The database is up to date.\n',
  );
} catch (error) {
  if (error instanceof SettingsError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  throw error;
}
