import { loadSettings, SettingsError } from '../config/loadSettings.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

/** `npm run migrate`: applies pending migrations (core first, then plugins) and exits. */
try {
  const settings = loadSettings();
  const db = await openDatabase(settings);
  const applied = await migrate(db);
  await db.close();
  process.stdout.write(applied.length ? `Applied ${applied.length} migration(s):\n${applied.map((m) => `  ${m}`).join('\n')}\n` : 'The database is up to date.\n');
} catch (error) {
  if (error instanceof SettingsError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  throw error;
}
