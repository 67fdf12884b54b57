import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { repoRoot } from '../../core/src/config/loadSettings.ts';

/**
 * The data folder of a new, empty PGlite database, as a tar dump. Creating one runs initdb in
 * WASM (4-5 s, more with two test workers); every test file boots a product on a database of its
 * own, so the first one dumps a fresh cluster to `.tmp/` and the rest load it (about 0.6 s).
 * Keyed by PGlite's version: a new version initialises a new template.
 */
export async function emptyPgliteTemplate(): Promise<Blob> {
  const version = JSON.parse(readFileSync(join(repoRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')).version as string;
  const folder = join(repoRoot, '.tmp');
  const file = join(folder, `pglite-empty-${version}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const pglite = await PGlite.create({ dataDir: 'memory://' });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  mkdirSync(folder, { recursive: true });
  // Two workers may make it at once: each writes a file of its own and renames it into place.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}
