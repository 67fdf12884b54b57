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

  it.each([1, 2])('runs every job even when some fail (%i at a time), and answers each job its own outcome', async (atOnce) => {
    const ran: number[] = [];
    const failure = new Error('job 2 failed');
    const outcomes = await runBatch([1, 2, 3, 4], atOnce, async (job) => {
      ran.push(job);
      if (job === 2) throw failure;
      if (job === 4) throw new Error('job 4 failed');
    });
    expect(ran.sort()).toEqual([1, 2, 3, 4]);
    expect(outcomes).toEqual([
      { job: 1, ok: true },
      { job: 2, ok: false, error: failure },
      { job: 3, ok: true },
      { job: 4, ok: false, error: new Error('job 4 failed') },
    ]);
  });
});
