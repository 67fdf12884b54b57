import type { Database } from '../db/database.ts';
import { PasswordResetSchema } from '../db/entities/PasswordReset.ts';
import { SessionSchema } from '../db/entities/Session.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';

export const pruneSignInRecordsJob = 'core.auth.prune';

/** Ended sessions are kept a while so a returning browser still hears SESSION_INVALIDATED, not a plain logout. */
const keepEndedSessionsDays = 30;

/**
 * Sessions, reset links and attempt counters only matter for a while; without this they grow
 * forever. Idempotent, as every job must be: deleting what is already gone changes nothing.
 */
export async function pruneSignInRecords(db: Database, now = new Date()): Promise<{ sessions: number; resets: number; attempts: number }> {
  const em = db.em();
  const endedBefore = new Date(now.getTime() - keepEndedSessionsDays * 86_400_000);
  const sessions =
    (await em.nativeDelete(SessionSchema, { expiresAt: { $lt: endedBefore } })) +
    (await em.nativeDelete(SessionSchema, { invalidatedAt: { $lt: endedBefore } }));
  const resets = await em.nativeDelete(PasswordResetSchema, { expiresAt: { $lt: endedBefore } });
  // A counter whose window has ended says nothing a missing one does not (the next attempt starts it afresh).
  const ended = await em.execute<{ key: string }[]>(`delete from "attempt_counter" where "window_ends_at" < ? returning "key"`, [now]);
  const attempts = ended.length;
  return { sessions, resets, attempts };
}

export function definePruneSignInRecordsJob(jobs: JobQueue, db: Database): void {
  jobs.defineScheduled(pruneSignInRecordsJob, '17 * * * *', async () => {
    await pruneSignInRecords(db);
  });
}
