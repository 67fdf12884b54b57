import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { emptyCluster } from '../../../tests/support/pgliteTemplate.ts';
import { countProtocolCalls } from '../../../tests/support/pgliteProtocolCalls.ts';
import { usePreparedStatements } from './pglitePreparedStatements.ts';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create({ loadDataDir: await emptyCluster() });
  usePreparedStatements(pglite);
  await pglite.exec(`create table "item" ("id" serial primary key, "name" text not null unique)`);
}, 60_000);
afterAll(async () => pglite?.close());

const names = async () => (await pglite.query<{ name: string }>(`select "name" from "item" order by "id"`)).rows.map((row) => row.name);

describe("PGlite's transactions", () => {
  it('commit what the callback did, begin and commit a message each', async () => {
    const sent = countProtocolCalls(pglite);
    const answer = await pglite.transaction(async (tx) => {
      await tx.query(`insert into "item" ("name") values ($1)`, ['one']);
      return 'done';
    });
    expect(sent()).toBe(3 + 1); // begin, the insert prepared then run, commit
    expect(answer).toBe('done');
    expect(await names()).toEqual(['one']);
  });

  it('roll back when the callback throws, and throw its error', async () => {
    const failure = new Error('stop');
    await expect(
      pglite.transaction(async (tx) => {
        await tx.query(`insert into "item" ("name") values ($1)`, ['two']);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await names()).toEqual(['one']);
    expect(await pglite.query(`select 1 as "ok"`)).toMatchObject({ rows: [{ ok: 1 }] });
  });

  it('roll back when asked, and refuse statements after the end', async () => {
    let kept: Parameters<Parameters<PGlite['transaction']>[0]>[0] | undefined;
    await pglite.transaction(async (tx) => {
      kept = tx;
      await tx.query(`insert into "item" ("name") values ($1)`, ['three']);
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
    expect(await names()).toEqual(['one']);
    await expect(kept!.query(`select 1`)).rejects.toThrow('Transaction is closed');
  });

  it('run several statements with exec, templates with sql, and refuse query options', async () => {
    const results = await pglite.transaction(async (tx) => {
      const executed = await tx.exec(`insert into "item" ("name") values ('four'); select count(*)::int as "n" from "item"`);
      const templated = await tx.sql<{ name: string }>`select "name" from "item" where "name" = ${'four'}`;
      await expect(tx.query(`select 1`, [], { rowMode: 'array' })).rejects.toThrow('takes no query options');
      return { executed, templated };
    });
    expect(results.executed[1]!.rows).toEqual([{ n: 2 }]);
    expect(results.templated.rows).toEqual([{ name: 'four' }]);
    expect(await names()).toEqual(['one', 'four']);
  });

  it('keep statements from outside waiting until it ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const open = pglite.transaction(async (tx) => {
      await tx.query(`insert into "item" ("name") values ($1)`, ['five']);
      await new Promise<void>((resolve) => (release = resolve));
      order.push('commit');
    });
    const outside = pglite.query<{ n: number }>(`select count(*)::int as "n" from "item"`).then((result) => {
      order.push('read');
      return result.rows[0]!.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await open;
    expect(await outside).toBe(3);
    expect(order).toEqual(['commit', 'read']);
  });
});
