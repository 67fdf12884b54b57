import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { emptyCluster } from '../../../tests/support/pgliteTemplate.ts';
import { countProtocolCalls } from '../../../tests/support/pgliteProtocolCalls.ts';
import { usePreparedStatements } from './pglitePreparedStatements.ts';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create({ loadDataDir: await emptyCluster() });
  usePreparedStatements(pglite);
  await pglite.exec(`create table "probe" ("id" serial primary key, "at" timestamptz, "doc" jsonb, "flag" boolean, "name" text unique)`);
}, 60_000);
afterAll(async () => pglite?.close());

const preparedCount = async () => (await pglite.query<{ count: number }>(`select count(*)::int as "count" from pg_prepared_statements`)).rows[0]!.count;

describe("PGlite's statements with parameters, prepared", () => {
  it('write values and read rows as PGlite does, preparing a text once', async () => {
    const before = await preparedCount();
    const at = new Date('2026-11-28T05:00:00.000Z');
    const insert = `insert into "probe" ("at", "doc", "flag", "name") values ($1, $2, $3, $4) returning *`;
    const first = await pglite.query(insert, [at, { a: [1, 'two'] }, true, 'one']);
    const second = await pglite.query(insert, [null, null, false, 'two']);
    expect(first.rows).toEqual([{ id: 1, at, doc: { a: [1, 'two'] }, flag: true, name: 'one' }]);
    expect(second.rows).toEqual([{ id: 2, at: null, doc: null, flag: false, name: 'two' }]);
    expect(first.affectedRows).toBe(1);
    expect(await preparedCount()).toBe(before + 1);
  });

  it('fail as PGlite does, with the code and the statement, and leave the transaction to its caller', async () => {
    const insert = `insert into "probe" ("name") values ($1)`;
    const failure = await pglite.query(insert, ['one']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', query: insert, params: ['one'] });
    await pglite.transaction(async (tx) => {
      await tx.query(insert, ['three']);
      await tx.query('savepoint "s"');
      await expect(tx.query(insert, ['three'])).rejects.toMatchObject({ code: '23505' });
      await tx.query('rollback to savepoint "s"');
      await tx.query(insert, ['four']);
    });
    const names = await pglite.query<{ name: string }>(`select "name" from "probe" where "id" > $1 order by "id"`, [0]);
    expect(names.rows.map((row) => row.name)).toEqual(['one', 'two', 'three', 'four']);
  });

  it('forget a text that does not parse, and run the next statements', async () => {
    const before = await preparedCount();
    await expect(pglite.query(`select "nothing" from "probe" where "id" = $1`, [1])).rejects.toMatchObject({ code: '42703' });
    expect(await preparedCount()).toBe(before);
    expect((await pglite.query(`select "name" from "probe" where "id" = $1`, [1])).rows).toEqual([{ name: 'one' }]);
  });

  it('wait outside a transaction for the one open to end, as PGlite does', async () => {
    const order: string[] = [];
    let release!: () => void;
    const open = pglite.transaction(async (tx) => {
      await tx.query(`update "probe" set "flag" = $1 where "id" = $2`, [true, 2]);
      await new Promise<void>((resolve) => (release = resolve));
      order.push('commit');
    });
    const outside = pglite.query(`select "flag" from "probe" where "id" = $1`, [2]).then((result) => {
      order.push('read');
      return result.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await open;
    expect(await outside).toEqual([{ flag: true }]);
    expect(order).toEqual(['commit', 'read']);
  });
});

describe("PGlite's statements without parameters", () => {
  it('go as one message each, unprepared, and read as PGlite reads them', async () => {
    const before = await preparedCount();
    const sent = countProtocolCalls(pglite);
    const result = await pglite.query(`update "probe" set "flag" = not "flag" where "id" in (1, 2) returning "id", "doc", "at"`);
    expect(sent()).toBe(1);
    expect(result.affectedRows).toBe(2);
    expect(result.rows).toEqual(
      expect.arrayContaining([
        { id: 1, doc: { a: [1, 'two'] }, at: new Date('2026-11-28T05:00:00.000Z') },
        { id: 2, doc: null, at: null },
      ]),
    );
    expect(result.fields.map((field) => field.name)).toEqual(['id', 'doc', 'at']);
    const empty = await pglite.query(`select "id" from "probe" where false`);
    expect(empty).toMatchObject({ rows: [], affectedRows: 0, fields: [{ name: 'id' }] });
    expect(await preparedCount()).toBe(before);
  });

  it('fail with the code and the statement', async () => {
    await expect(pglite.query(`select "nothing" from "probe"`)).rejects.toMatchObject({ code: '42703', query: `select "nothing" from "probe"` });
    expect((await pglite.query(`select count(*)::int as "n" from "probe"`)).rows).toEqual([{ n: 4 }]);
  });
});
