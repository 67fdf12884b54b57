import { describe, expect, it } from '@jest/globals';
import { packageExpiry } from './packageExpiry.ts';

describe('the expiry a package gives from now', () => {
  const now = new Date('2026-01-31T10:15:00Z');

  it('adds days and weeks exactly', () => {
    expect(packageExpiry(now, 10, 'day')?.toISOString()).toBe('2026-02-10T10:15:00.000Z');
    expect(packageExpiry(now, 2, 'week')?.toISOString()).toBe('2026-02-14T10:15:00.000Z');
  });

  it('adds calendar months and years, kept to the end of a shorter month', () => {
    expect(packageExpiry(now, 1, 'month')?.toISOString()).toBe('2026-02-28T10:15:00.000Z');
    expect(packageExpiry(now, 3, 'month')?.toISOString()).toBe('2026-04-30T10:15:00.000Z');
    expect(packageExpiry(new Date('2027-01-31T00:00:00Z'), 13, 'month')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(packageExpiry(new Date('2028-02-29T08:00:00Z'), 1, 'year')?.toISOString()).toBe('2029-02-28T08:00:00.000Z');
    expect(packageExpiry(new Date('2026-11-15T08:00:00Z'), 2, 'month')?.toISOString()).toBe('2027-01-15T08:00:00.000Z');
  });

  it('never expires with a validity of 0', () => {
    expect(packageExpiry(now, 0, 'month')).toBeNull();
  });
});
