import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** Settings to pass as environment: DATABASE_URL for PostgreSQL, DATA_DIR for PGlite. */
  env: Record<string, string>;
  kind: 'pglite' | 'postgres';
  drop(): Promise<void>;
}

/**
 * A database of its own for each test file: on PostgreSQL (when DATABASE_URL is set) a new
 * database created next to the one named, dropped afterwards; otherwise PGlite in memory.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) return { env: { DATA_DIR: 'memory://' }, kind: 'pglite', drop: async () => undefined };
  const name = `cm_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    kind: 'postgres',
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
