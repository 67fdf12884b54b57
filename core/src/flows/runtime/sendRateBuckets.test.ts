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
      expect(await buckets.takeIfFree(tx as EntityManager, [reservation])).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return buckets.takeIfFree(tx as EntityManager, [reservation]);
    });
    expect(taken).toBe(true);
  });

  it('take all the reservations or answer that some were refused', async () => {
    const buckets = new DatabaseRateBuckets(db);
    const account = { reservation: { accountKey: 'widget:x', recipientKey: '', perSecond: 1000, count: 1 }, burstSeconds: 0.1 };
    const recipient = (count: number) => ({ reservation: { accountKey: 'widget:x', recipientKey: 'r', perSecond: 5, count }, burstSeconds: 1 });
    expect(await buckets.takeIfFree(db.em(), [account, recipient(5)])).toBe(true);
    expect(await buckets.takeIfFree(db.em(), [account, recipient(1)])).toBe(false);
    // More than a burst is never taken, not even into an empty bucket.
    expect(await buckets.takeIfFree(db.em(), [{ ...recipient(6), reservation: { ...recipient(6).reservation, recipientKey: 'new' } }])).toBe(false);
  });
});
