import type { Database } from '../db/database.ts';
import type { Settings } from '../config/schema.ts';
import { LoginAttemptSchema } from '../db/entities/LoginAttempt.ts';
import { PasswordResetSchema } from '../db/entities/PasswordReset.ts';
import { SessionSchema } from '../db/entities/Session.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';

export const pruneSignInRecordsJob = 'core.auth.prune';

/** Ended sessions are kept a while so a returning browser still hears SESSION_INVALIDATED, not a plain logout. */
const keepEndedSessionsDays = 30;

/**
 * Sessions, reset links and login attempts only matter for a while; without this they grow
 * forever. Idempotent, as every job must be: deleting what is already gone changes nothing.
 */
export async function pruneSignInRecords(db: Database, settings: Settings, now = new Date()): Promise<{ sessions: number; resets: number; attempts: number }> {
  const em = db.em();
  const endedBefore = new Date(now.getTime() - keepEndedSessionsDays * 86_400_000);
  const attemptsBefore = new Date(now.getTime() - settings.loginRateLimit.windowMinutes * 60_000);
  const sessions =
    (await em.nativeDelete(SessionSchema, { expiresAt: { $lt: endedBefore } })) +
    (await em.nativeDelete(SessionSchema, { invalidatedAt: { $lt: endedBefore } }));
  const resets = await em.nativeDelete(PasswordResetSchema, { expiresAt: { $lt: endedBefore } });
  const attempts = await em.nativeDelete(LoginAttemptSchema, { createdAt: { $lt: attemptsBefore } });
  return { sessions, resets, attempts };
}

export function definePruneSignInRecordsJob(jobs: JobQueue, db: Database, settings: Settings): void {
  jobs.defineScheduled(pruneSignInRecordsJob, '17 * * * *', async () => {
    await pruneSignInRecords(db, settings);
  });
}
