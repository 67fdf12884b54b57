import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/sql';
import { loadSettings } from '../../../core/src/config/loadSettings.ts';
import { openDatabase, type Database } from '../../../core/src/db/database.ts';
import { executePrepared } from '@chatmill/sdk';
import { emptyCluster } from '../../support/pgliteTemplate.ts';
import { createTestDatabase, type TestDatabase } from '../../support/testDatabase.ts';

let testDb: TestDatabase;
let db: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = await openDatabase(loadSettings(testDb.env), testDb.kind === 'pglite' ? { pgliteTemplate: await emptyCluster() } : {});
});

afterAll(async () => {
  await db.close();
  await testDb.drop();
});

describe('statements sent with their values apart', () => {
  it('numbers each named value once, wherever it repeats, and leaves casts and quoted colons alone', async () => {
    const [row] = await executePrepared<Array<{ sum: number; label: string; again: number }>>(
      db.em(),
      `select cast(:a as int) + cast(:b as int) as "sum", ':' || cast(:label as text) as "label", cast(:a as int)::int as "again"`,
      { a: 2, b: 3, label: 'x' },
    );
    expect(row).toEqual({ sum: 5, label: ':x', again: 2 });
  });

  it('refuses a statement with a value missing, naming it', async () => {
    await expect(executePrepared(db.em(), `select cast(:present as int), cast(:absent as int)`, { present: 1 })).rejects.toThrow('No value for :absent');
  });

  it('is counted like the ORM’s statements and runs in the entity manager’s transaction', async () => {
    const before = db.statementCount();
    await db.em().transactional(async (tx) => {
      await executePrepared(tx, `create temporary table "prepared_probe" ("n" int) on commit drop`, {});
      await executePrepared(tx, `insert into "prepared_probe" ("n") values (:n)`, { n: 7 });
      const rows = await tx.execute<Array<{ n: number }>>(`select "n" from "prepared_probe"`);
      expect(rows).toEqual([{ n: 7 }]);
    });
    // begin, three statements, commit.
    expect(db.statementCount() - before).toBeGreaterThanOrEqual(3);
  });

  it('is parsed once per connection (PostgreSQL) or database (PGlite): the second run reuses the named statement', async () => {
    await db.em().transactional(async (tx) => {
      const em = tx;
      const text = `select cast(:n as int) * 2 as "twice"`;
      expect(await executePrepared(em, text, { n: 1 })).toEqual([{ twice: 2 }]);
      expect(await executePrepared(em, text, { n: 4 })).toEqual([{ twice: 8 }]);
      const prepared = await em.execute<Array<{ count: number }>>(
        `select count(*)::int as "count" from pg_prepared_statements where statement like '%* 2 as "twice"%'`,
      );
      expect(prepared[0]!.count).toBe(1);
    });
  });
});
