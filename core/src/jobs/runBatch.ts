/**
 * Runs every job of a batch, at most `atOnce` at a time, then fails with the first error if
 * any job failed: one failure must not keep the others of its batch from running, and pg-boss
 * retries the batch's jobs when the handler throws.
 */
export async function runBatch<T>(jobs: readonly T[], atOnce: number, run: (job: T) => Promise<void>): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const lane = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await run(job).catch((error: unknown) => void errors.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, atOnce), jobs.length) }, lane));
  if (errors.length) throw errors[0];
}
