import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestDb } from '../../../../tests/support/openTestDb.ts';
import type { EntityManager } from '@mikro-orm/sql';
import type { Database } from '../../db/database.ts';
import { DatabaseRateBuckets } from './sendRateBuckets.ts';

let opened: Awaited<ReturnType<typeof openTestDb>>;
let db: Database;
beforeAll(async () => {
  opened = await openTestDb();
  db = opened.db;
}, 60_000);
afterAll(async () => opened?.close());

describe("the database's send rate buckets", () => {
  it('take slots in a transaction by the clock of the moment, not of when the transaction began', async () => {
    const buckets = new DatabaseRateBuckets(db);
    // Full for 1 s from now: at 5 a second with a second's burst, one more send fits once 0.2 s have passed.
    await db.em().execute(`insert into "send_rate_bucket" ("account_key", "recipient_key", "full_at") values ('widget:w', 'v', now() + interval '1 second')`);
    const reservation = { reservation: { accountKey: 'widget:w', recipientKey: 'v', perSecond: 5, count: 1 }, burstSeconds: 1 };
    const taken = await db.em().transactional(async (tx) => {
      expect(await buckets.takeIfFree(tx, [reservation])).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return buckets.takeIfFree(tx, [reservation]);
    });
    expect(taken).toBe(true);
  });

  it('take all the reservations or answer that some were refused', async () => {
    const buckets = new DatabaseRateBuckets(db);
    const account = { reservation: { accountKey: 'widget:x', recipientKey: '', perSecond: 1000, count: 1 }, burstSeconds: 0.1 };
    // A slot every ten seconds: none comes free while the test runs, however slow the machine.
    const recipient = (count: number) => ({ reservation: { accountKey: 'widget:x', recipientKey: 'r', perSecond: 0.1, count }, burstSeconds: 50 });
    expect(await buckets.takeIfFree(db.em(), [account, recipient(5)])).toBe(true);
    expect(await buckets.takeIfFree(db.em(), [account, recipient(1)])).toBe(false);
    // More than a burst is never taken, not even into an empty bucket.
    expect(await buckets.takeIfFree(db.em(), [{ ...recipient(6), reservation: { ...recipient(6).reservation, recipientKey: 'new' } }])).toBe(false);
  });

  it("reserve a channel account's slots apart from the step's transaction on PostgreSQL, and in it on PGlite", async () => {
    const buckets = new DatabaseRateBuckets(db);
    const account = { accountKey: 'widget:y', recipientKey: '', perSecond: 1, count: 1 };
    const recipient = (key: string) => ({ reservation: { accountKey: 'widget:y', recipientKey: key, perSecond: 5, count: 1 }, burstSeconds: 1 });
    const accountAhead = async () => (await buckets.reserve([{ ...account, count: 0 }]))[0]!;
    let otherAhead: number | null = null;
    await db
      .em()
      .transactional(async (tx) => {
        expect(await buckets.takeIfFree(tx, [recipient('a')])).toBe(true);
        expect(await buckets.reserveApart(tx, [account])).toEqual([expect.closeTo(1, 1)]);
        // On PostgreSQL another conversation of the account reserves while this transaction is open.
        if (db.fastCommit) otherAhead = (await db.em().transactional((other) => buckets.reserveApart(other, [account])))[0]!;
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
    if (db.fastCommit) {
      expect(otherAhead).toBeGreaterThan(1.5);
      // Both slots stay spent though the first transaction rolled back: only ever fewer sends.
      expect(await accountAhead()).toBeGreaterThan(1);
    } else {
      expect(await accountAhead()).toBe(0);
    }
  });

  it("never wait, with a channel account's row locked, for a recipient's row that a step holds to its commit", async () => {
    const buckets = new DatabaseRateBuckets(db);
    const account = { accountKey: 'widget:z', recipientKey: '', perSecond: 100, count: 1 };
    const recipient = { reservation: { accountKey: 'widget:z', recipientKey: 'c', perSecond: 5, count: 1 }, burstSeconds: 1 };
    // In an object: a `let` assigned in the callback reads as still null to the type checker after it.
    const pending: { reserved: Promise<number[]> | null } = { reserved: null };
    await db.em().transactional(async (tx) => {
      const em = tx;
      expect(await buckets.takeIfFree(em, [recipient])).toBe(true);
      if (db.fastCommit) {
        // A send job's reservation for the same recipient and account waits for this transaction...
        pending.reserved = buckets.reserve([recipient.reservation, account]);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      // ...and must not hold the account's row meanwhile: this reservation would wait for it, and the commit for this one.
      expect(await buckets.reserveApart(em, [account])).toHaveLength(1);
    });
    if (pending.reserved) expect(await pending.reserved).toHaveLength(2);
  });

  it("run the caller's statement in the step's transaction with the recipient's take, with or without one", async () => {
    const buckets = new DatabaseRateBuckets(db);
    await db.em().execute(`create table if not exists "alongside_probe" ("n" int)`);
    const mark = (n: number) => ({ sql: `insert into "alongside_probe" ("n") select cast(:n as int)`, params: { n } });
    const recipient = { reservation: { accountKey: 'widget:q', recipientKey: 'd', perSecond: 5, count: 1 }, burstSeconds: 1 };
    const before = db.statementCount();
    expect(await db.em().transactional((tx) => buckets.takeIfFree(tx, [recipient], mark(1)))).toBe(true);
    // One statement for the mark and the recipient's slot.
    expect(db.statementCount() - before).toBe(1);
    expect(await db.em().transactional((tx) => buckets.takeIfFree(tx, [], mark(2)))).toBe(true);
    // Rolled back with the transaction: never apart from it.
    await db
      .em()
      .transactional(async (tx) => {
        await buckets.takeIfFree(tx, [{ ...recipient, reservation: { ...recipient.reservation, recipientKey: 'e' } }], mark(3));
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
    const rows = await db.em().execute<{ n: number }[]>(`select "n" from "alongside_probe" order by "n"`);
    expect(rows.map((row) => row.n)).toEqual([1, 2]);
  });
});
