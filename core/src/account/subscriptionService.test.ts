import { describe, expect, it } from '@jest/globals';
import { addMonths } from './subscriptionService.ts';

describe('addMonths', () => {
  it('keeps the day and the time of day', () => {
    expect(addMonths(new Date('2026-11-22T08:30:00Z'), 3).toISOString()).toBe('2027-02-22T08:30:00.000Z');
  });

  it("ends on the month's last day when the day does not exist there", () => {
    expect(addMonths(new Date('2026-11-30T00:00:00Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2027-11-30T00:00:00Z'), 3).toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});
