import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, openAsBlob, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { coreMigrations } from '../../migrations/core/index.ts';
import { loadSettings, repoRoot } from '../../core/src/config/loadSettings.ts';
import { openDatabase } from '../../core/src/db/database.ts';
import { migrate } from '../../core/src/db/migrate.ts';
import { JobQueue } from '../../core/src/jobs/jobQueue.ts';
import { createLogger } from '../../core/src/logger.ts';
import { PluginHost } from '../../core/src/plugins/pluginHost.ts';

/**
 * Where a test's in-memory PGlite starts: a tar dump of a data folder with the migrations of the
 * plugins under `pluginRoot` applied and pg-boss's schema made. Every test file boots a product
 * on a database of its own; from an empty cluster that boot ran initdb in WASM (4-5 s), then the
 * migrations (0.8 s) and pg-boss's schema (0.3 s). The first boot of a run makes the dump in
 * `.tmp/` and the rest load it. Nothing else is in it: brands, seeds and queues are made by each
 * boot, from that test's own settings.
 *
 * Keyed by PGlite's and pg-boss's versions and by the migrations' names and code, so a migration
 * edited in place makes a new template rather than a database the code does not expect.
 */
export async function pgliteTemplate(pluginRoot: string = repoRoot): Promise<Blob> {
  const logger = createLogger('error');
  const plugins = await PluginHost.load(pluginRoot, logger);
  const sources = [{ pluginId: 'core', migrations: coreMigrations }, ...plugins.migrations()];
  const key = createHash('sha256')
    .update(`${packageVersion('@electric-sql/pglite')} ${packageVersion('pg-boss')}\n`)
    .update(sources.flatMap(({ pluginId, migrations }) => migrations.map((m) => `${pluginId}/${m.name}\n${m.toString()}`)).join('\n'))
    .digest('hex')
    .slice(0, 16);
  return cached(`pglite-migrated-${key}.tar`, 'pglite-migrated-', async () => {
    const settings = loadSettings({ DATA_DIR: 'memory://', LOG_LEVEL: 'error' });
    const db = await openDatabase(settings, { entities: plugins.entities(), pgliteTemplate: await emptyCluster() });
    await migrate(db, plugins.migrations());
    const jobs = new JobQueue(db, logger, settings.timeZone);
    await jobs.start({ work: false });
    await jobs.stop();
    const dump = await db.pglite!.dumpDataDir('none');
    await db.close();
    return dump;
  });
}

/** A new, empty cluster: initdb's result, the same for every set of plugins. */
export function emptyCluster(): Promise<Blob> {
  return cached(`pglite-empty-${packageVersion('@electric-sql/pglite')}.tar`, 'pglite-empty-', async () => {
    const pglite = await PGlite.create({ dataDir: 'memory://' });
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    return dump;
  });
}

/**
 * The file in `.tmp/` if a test made it before; otherwise made now. Others of its kind older than
 * a day go: each plugin root of the tests has one, and an old one is for migrations since changed.
 */
async function cached(name: string, kind: string, make: () => Promise<Blob>): Promise<Blob> {
  const folder = join(repoRoot, '.tmp');
  const file = join(folder, name);
  // Read straight from the file when PGlite asks: half the time of a copy into a Blob first (43 MB).
  if (existsSync(file)) return openAsBlob(file);
  const dump = await make();
  mkdirSync(folder, { recursive: true });
  // Two workers may make it at once: each writes a file of its own and renames it into place.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  for (const other of readdirSync(folder)) {
    if (!other.startsWith(kind) || !other.endsWith('.tar') || other === name) continue;
    const path = join(folder, other);
    // The other worker may be removing it too.
    const made = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (made < Date.now() - dayMs) rmSync(path, { force: true });
  }
  return dump;
}

const dayMs = 24 * 60 * 60 * 1000;

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}
