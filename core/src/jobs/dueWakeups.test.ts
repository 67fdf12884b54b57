import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { DueWakeups } from './dueWakeups.ts';

describe('wake-ups for jobs due later', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('wakes each queue once per due time, soonest first, whatever order they were scheduled in', () => {
    const woken: Array<[string, number]> = [];
    const wakeups = new DueWakeups((queue) => woken.push([queue, Date.now() - 1_000_000]));
    wakeups.schedule('wake', 1_000_000 + 10_000);
    wakeups.schedule('wake', 1_000_000 + 2_000);
    wakeups.schedule('send', 1_000_000 + 4_000);
    jest.advanceTimersByTime(1_999);
    expect(woken).toEqual([]);
    jest.advanceTimersByTime(30_000);
    expect(woken).toEqual([
      ['wake', 2_025],
      ['send', 4_025],
      ['wake', 10_025],
    ]);
  });

  it('wakes at once for a due time already past, and never after stop', () => {
    const woken: string[] = [];
    const wakeups = new DueWakeups((queue) => woken.push(queue));
    wakeups.schedule('send', 1_000_000 - 5_000);
    jest.advanceTimersByTime(25);
    expect(woken).toEqual(['send']);
    wakeups.schedule('send', 1_000_000 + 1_000);
    wakeups.stop();
    jest.advanceTimersByTime(5_000);
    expect(woken).toEqual(['send']);
  });
});
