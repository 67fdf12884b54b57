import { describe, expect, it } from '@jest/globals';
import { addDelay } from './timeGap.ts';

describe('time gap delays', () => {
  const from = new Date('2026-01-31T23:15:00Z');
  it.each([
    [5, 'minute', '2026-01-31T23:20:00.000Z'],
    [2, 'hour', '2026-02-01T01:15:00.000Z'],
    [1, 'day', '2026-02-01T23:15:00.000Z'],
    [2, 'week', '2026-02-14T23:15:00.000Z'],
    [1, 'month', '2026-02-28T23:15:00.000Z'],
    [13, 'month', '2027-02-28T23:15:00.000Z'],
    [2, 'month', '2026-03-31T23:15:00.000Z'],
  ] as const)('%i %s after 2026-01-31 23:15 is %s', (amount, unit, expected) => {
    expect(addDelay(from, amount, unit).toISOString()).toBe(expected);
  });

  it('counts a month as a calendar month in leap years too', () => {
    expect(addDelay(new Date('2028-01-30T08:00:00Z'), 1, 'month').toISOString()).toBe('2028-02-29T08:00:00.000Z');
  });
});
