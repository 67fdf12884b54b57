import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The database of one product under test: the settings that name it, and how to drop it. */
export interface ProductDatabase {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  drop(): Promise<void>;
}

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
type PgModule = { Client: new (options: { connectionString: string }) => PgClient };

/**
 * With `DATABASE_URL`, a new PostgreSQL database next to the one it names (so parallel test
 * files and earlier runs share nothing), dropped afterwards; without it, PGlite in memory.
 * The product's own `pg` creates it: the SDK brings no database driver of its own.
 */
export async function createProductDatabase(home: string, databaseUrl: string | undefined): Promise<ProductDatabase> {
  if (!databaseUrl) return { kind: 'pglite', env: { DATA_DIR: 'memory://', PGLITE_TEMPLATE: pgliteTemplateFile(home) }, drop: async () => undefined };
  const pg = createRequire(join(home, 'core', 'package.json'))('pg') as PgModule;
  const name = `cm_plugin_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { kind: 'postgres', env: { DATABASE_URL: url.toString() }, drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/**
 * Where the product keeps the dump of an empty PGlite cluster between starts (its PGLITE_TEMPLATE),
 * one per PGlite version: each start then skips initdb, which takes seconds in WASM.
 */
function pgliteTemplateFile(home: string): string {
  const manifest = join(home, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  return join(tmpdir(), `chatmill-pglite-empty-${version}.tar`);
}
