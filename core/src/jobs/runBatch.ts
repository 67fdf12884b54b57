/** How one job of a batch ended: pg-boss completes or fails each job by its own outcome. */
export type JobOutcome<T> = { job: T; ok: true } | { job: T; ok: false; error: unknown };

/**
 * Runs every job of a batch, at most `atOnce` at a time (1: one after another, in order), and
 * answers each job's outcome. A job that throws fails alone: the others of its batch are not
 * run again, which for a webhook call or a send would repeat what was already done.
 */
export async function runBatch<T>(jobs: readonly T[], atOnce: number, run: (job: T) => Promise<void>): Promise<Array<JobOutcome<T>>> {
  const outcomes: Array<JobOutcome<T>> = new Array(jobs.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < jobs.length) {
      const index = next++;
      const job = jobs[index]!;
      outcomes[index] = await run(job).then(
        (): JobOutcome<T> => ({ job, ok: true }),
        (error: unknown): JobOutcome<T> => ({ job, ok: false, error }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, atOnce), jobs.length) }, lane));
  return outcomes;
}
