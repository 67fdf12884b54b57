import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pruneSignInRecords, pruneSignInRecordsJob } from '../../core/src/auth/pruneSignInRecords.ts';
import { LoginAttemptSchema } from '../../core/src/db/entities/LoginAttempt.ts';
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

  it('deletes long-ended sessions and old login attempts, and keeps what still matters', async () => {
    const em = t.platform.db.em();
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * day);
    em.create(SessionSchema, { id: 'expired-long-ago', userId: 1, expiresAt: ago(40) });
    em.create(SessionSchema, { id: 'ended-long-ago', userId: 1, expiresAt: ago(-10), invalidatedAt: ago(31), invalidatedReason: 'logout' });
    em.create(SessionSchema, { id: 'ended-recently', userId: 1, expiresAt: ago(-10), invalidatedAt: ago(2), invalidatedReason: 'logout' });
    em.create(LoginAttemptSchema, { email: 'x@example.com', ip: '10.0.0.1', succeeded: false, createdAt: ago(1) });
    em.create(LoginAttemptSchema, { email: 'x@example.com', ip: '10.0.0.1', succeeded: false, createdAt: now });
    await em.flush();

    const removed = await pruneSignInRecords(t.platform.db, t.platform.settings, now);
    expect(removed).toEqual({ sessions: 2, resets: 0, attempts: 1 });
    const left = await t.platform.db.em().find(SessionSchema, { id: { $in: ['expired-long-ago', 'ended-long-ago', 'ended-recently'] } });
    expect(left.map((s) => s.id)).toEqual(['ended-recently']);
    expect(await t.platform.db.em().count(LoginAttemptSchema, { email: 'x@example.com' })).toBe(1);
    // Running it again changes nothing: the job may be delivered twice.
    expect(await pruneSignInRecords(t.platform.db, t.platform.settings, now)).toEqual({ sessions: 0, resets: 0, attempts: 0 });
  });
});
