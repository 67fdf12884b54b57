import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/sql';
import type { Database } from '../../../core/src/db/database.ts';
import { openTestDb } from '../../support/openTestDb.ts';

// On PostgreSQL, begin, savepoints and releases wait for the statement after them
// (core/src/db/heldControlStatements.ts); what transactions mean must not change with it.
let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db.em().execute(`create table "control_probe" ("n" int primary key)`);
});

afterAll(async () => close());

const stored = async () => (await db.em().fork().execute<Array<{ n: number }>>(`select "n" from "control_probe" order by "n"`)).map((row) => row.n);
const insert = (em: EntityManager, n: number) => em.execute(`insert into "control_probe" ("n") values (${n})`);

describe('transactions with their control statements held for the next one', () => {
  it('keeps the outer work when a savepoint’s first statement fails, and commits it', async () => {
    await db.em().execute(`delete from "control_probe"`);
    await db
      .em()
      .fork()
      .transactional(async (tx) => {
        const em = tx;
        await insert(em, 1);
        // The savepoint goes in one query with this failing insert: it must still be taken.
        await expect(em.transactional((inner) => insert(inner, 1))).rejects.toThrow(/duplicate key|unique/i);
        await insert(em, 2);
      });
    expect(await stored()).toEqual([1, 2]);
  });

  it('stores nothing when the outer work fails after an inner savepoint was released', async () => {
    await db.em().execute(`delete from "control_probe"`);
    await expect(
      db
        .em()
        .fork()
        .transactional(async (tx) => {
          const em = tx;
          await em.transactional(async (inner) => {
            await em.transactional((innermost) => insert(innermost, 3));
            await insert(inner, 4);
          });
          throw new Error('outer failed');
        }),
    ).rejects.toThrow('outer failed');
    expect(await stored()).toEqual([]);
    // The connection came back clean: the next transaction commits for everyone to see.
    await db
      .em()
      .fork()
      .transactional((tx) => insert(tx, 5));
    expect(await stored()).toEqual([5]);
  });

  it('rolls back a transaction that failed before any statement, and leaves no transaction open', async () => {
    await db.em().execute(`delete from "control_probe"`);
    await expect(
      db
        .em()
        .fork()
        .transactional(async () => {
          throw new Error('nothing done');
        }),
    ).rejects.toThrow('nothing done');
    for (let n = 10; n < 13; n++) await db.em().fork().execute(`insert into "control_probe" ("n") values (${n})`);
    expect(await stored()).toEqual([10, 11, 12]);
  });

  it('reports a statement that fails with a held savepoint before it, and rolls back to that savepoint', async () => {
    await db.em().execute(`delete from "control_probe"`);
    await db
      .em()
      .fork()
      .transactional(async (tx) => {
        const em = tx;
        await expect(em.transactional((inner) => inner.execute(`select "missing" from "control_probe"`))).rejects.toThrow(/missing/);
        await expect(em.transactional((inner) => inner.execute(`select * from "control_probe" where "n" = ?`, [1]))).resolves.toEqual([]);
        await insert(em, 20);
      });
    expect(await stored()).toEqual([20]);
  });
});
