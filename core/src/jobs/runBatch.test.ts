import { describe, expect, it } from '@jest/globals';
import { runBatch } from './runBatch.ts';

describe('running a batch of jobs', () => {
  it('keeps at most the given number in flight, and runs them in order', async () => {
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    await runBatch([1, 2, 3, 4, 5, 6, 7], 3, async (job) => {
      started.push(job);
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight -= 1;
    });
    expect(most).toBe(3);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('runs every job even when one fails, then fails with the first error', async () => {
    const ran: number[] = [];
    const batch = runBatch([1, 2, 3, 4], 2, async (job) => {
      ran.push(job);
      if (job === 2) throw new Error('job 2 failed');
      if (job === 4) throw new Error('job 4 failed');
    });
    await expect(batch).rejects.toThrow('job 2 failed');
    expect(ran.sort()).toEqual([1, 2, 3, 4]);
  });
});
