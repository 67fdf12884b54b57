import { describe, expect, it } from '@jest/globals';
import { periodKey } from './usagePeriod.ts';

describe('usage periods in the server time zone', () => {
  it('turns the month at midnight Asia/Manila (UTC+8), not at midnight UTC', () => {
    // 31 October 16:00 UTC is already 1 November in Manila.
    expect(periodKey('month', new Date('2026-10-31T15:59:59Z'), 'Asia/Manila')).toBe('2026-10');
    expect(periodKey('month', new Date('2026-10-31T16:00:00Z'), 'Asia/Manila')).toBe('2026-11');
    expect(periodKey('month', new Date('2026-10-31T16:00:00Z'), 'UTC')).toBe('2026-10');
  });

  it('turns the year at the new year of the server time zone', () => {
    expect(periodKey('year', new Date('2026-12-31T15:59:59Z'), 'Asia/Manila')).toBe('2026');
    expect(periodKey('year', new Date('2026-12-31T16:00:00Z'), 'Asia/Manila')).toBe('2027');
    expect(periodKey('month', new Date('2026-12-31T16:00:00Z'), 'Asia/Manila')).toBe('2027-01');
    // West of UTC the turn comes later than in UTC.
    expect(periodKey('year', new Date('2027-01-01T04:59:59Z'), 'America/New_York')).toBe('2026');
  });

  it('keeps one counter for lifetime features', () => {
    expect(periodKey('lifetime', new Date('2020-01-01T00:00:00Z'), 'Asia/Manila')).toBe('lifetime');
    expect(periodKey('lifetime', new Date('2030-06-01T00:00:00Z'), 'Asia/Manila')).toBe('lifetime');
  });
});
