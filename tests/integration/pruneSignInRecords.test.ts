import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pruneSignInRecords, pruneSignInRecordsJob } from '../../core/src/auth/pruneSignInRecords.ts';
import { SessionSchema } from '../../core/src/db/entities/Session.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
  await new ApiClient(t.url).post('/api/setup', { name: 'Admin', email: 'admin@example.com', password: 'admin password' });
});
afterAll(async () => t.stop());

const day = 86_400_000;

describe('pruning sign-in records', () => {
  it('is scheduled hourly on the job queue', async () => {
    expect(await t.platform.jobs.schedules()).toContainEqual({ name: pruneSignInRecordsJob, cron: '17 * * * *' });
  });

  it('deletes long-ended sessions and ended attempt counters, and keeps what still matters', async () => {
    const em = t.platform.db.em();
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * day);
    em.create(SessionSchema, { id: 'expired-long-ago', userId: 1, expiresAt: ago(40) });
    em.create(SessionSchema, { id: 'ended-long-ago', userId: 1, expiresAt: ago(-10), invalidatedAt: ago(31), invalidatedReason: 'logout' });
    em.create(SessionSchema, { id: 'ended-recently', userId: 1, expiresAt: ago(-10), invalidatedAt: ago(2), invalidatedReason: 'logout' });
    await em.flush();
    await em.execute(`insert into attempt_counter (key, count, window_ends_at) values ('login:ip:10.0.0.1', 3, ?), ('login:ip:10.0.0.2', 1, ?)`, [
      new Date(now.getTime() - 1000),
      new Date(now.getTime() + 60_000),
    ]);

    const removed = await pruneSignInRecords(t.platform.db, now);
    expect(removed).toEqual({ sessions: 2, resets: 0, attempts: 1 });
    const left = await t.platform.db.em().find(SessionSchema, { id: { $in: ['expired-long-ago', 'ended-long-ago', 'ended-recently'] } });
    expect(left.map((s) => s.id)).toEqual(['ended-recently']);
    expect(await t.platform.db.em().execute(`select key from attempt_counter where key like 'login:ip:10.0.0.%'`)).toEqual([{ key: 'login:ip:10.0.0.2' }]);
    // Running it again changes nothing: the job may be delivered twice.
    expect(await pruneSignInRecords(t.platform.db, now)).toEqual({ sessions: 0, resets: 0, attempts: 0 });
  });
});
