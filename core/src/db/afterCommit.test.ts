import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestDb } from '../../../tests/support/openTestDb.ts';
import type { EntityManager } from '@mikro-orm/sql';
import { afterCommit } from './afterCommit.ts';
import type { Database } from './database.ts';

let opened: Awaited<ReturnType<typeof openTestDb>>;
let db: Database;
beforeAll(async () => {
  opened = await openTestDb();
  db = opened.db;
}, 60_000);
afterAll(async () => opened?.close());

/** Lets the actions that afterCommit put off (setImmediate) run. */
const settled = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

describe('afterCommit', () => {
  it('runs once the transaction has committed, not before', async () => {
    const ran: string[] = [];
    await db.em().transactional(async (tx) => {
      afterCommit(tx, () => void ran.push('action'));
      await settled();
      ran.push('still inside');
    });
    ran.push('committed');
    await settled();
    expect(ran).toEqual(['still inside', 'committed', 'action']);
  });

  it('never runs when the transaction rolls back', async () => {
    const ran: string[] = [];
    await expect(
      db.em().transactional(async (tx) => {
        afterCommit(tx, () => void ran.push('action'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await settled();
    expect(ran).toEqual([]);
  });

  it('waits for the outermost commit when registered in a savepoint, and drops what a rolled-back savepoint registered', async () => {
    const ran: string[] = [];
    await db.em().transactional(async (tx) => {
      await tx.transactional(async (inner) => {
        afterCommit(inner, () => void ran.push('kept'));
      });
      await tx
        .transactional(async (inner) => {
          afterCommit(inner, () => void ran.push('dropped'));
          throw new Error('savepoint rolled back');
        })
        .catch(() => undefined);
      await settled();
      expect(ran).toEqual([]);
    });
    await settled();
    expect(ran).toEqual(['kept']);
  });

  it('drops what a released savepoint registered when the outer transaction rolls back', async () => {
    const ran: string[] = [];
    await db
      .em()
      .transactional(async (tx) => {
        await tx.transactional(async (inner) => afterCommit(inner, () => void ran.push('action')));
        throw new Error('outer rolled back');
      })
      .catch(() => undefined);
    await settled();
    expect(ran).toEqual([]);
  });

  it('runs at once (after the current code) without a transaction', async () => {
    const ran: string[] = [];
    afterCommit(db.em(), () => void ran.push('action'));
    expect(ran).toEqual([]);
    await settled();
    expect(ran).toEqual(['action']);
  });
});
