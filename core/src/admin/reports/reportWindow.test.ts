import { describe, expect, it } from '@jest/globals';
import { reportWindow } from './reportWindow.ts';
import { localDate, startOfLocalDay } from './zonedTime.ts';

describe('days in the server time zone', () => {
  it('begins a Manila day at 16:00 UTC the day before', () => {
    expect(startOfLocalDay({ year: 2026, month: 11, day: 1 }, 'Asia/Manila').toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(localDate(new Date('2026-10-31T15:59:59Z'), 'Asia/Manila')).toEqual({ year: 2026, month: 10, day: 31 });
    expect(localDate(new Date('2026-10-31T16:00:00Z'), 'Asia/Manila')).toEqual({ year: 2026, month: 11, day: 1 });
  });

  it('finds midnight across clock changes', () => {
    // New York: summer time starts 8 March 2026 at 02:00 and ends 1 November at 02:00.
    expect(startOfLocalDay({ year: 2026, month: 3, day: 8 }, 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay({ year: 2026, month: 3, day: 9 }, 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfLocalDay({ year: 2026, month: 11, day: 1 }, 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfLocalDay({ year: 2026, month: 11, day: 2 }, 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    // Santiago skips midnight when summer time starts (6 September 2026: 00:00 becomes 01:00).
    expect(startOfLocalDay({ year: 2026, month: 9, day: 6 }, 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('report ranges (spec 3, 9)', () => {
  // 20 November 2026, 01:30 in Manila (17:30 UTC the day before).
  const now = new Date('2026-11-19T17:30:00Z');
  const tz = 'Asia/Manila';

  it('takes today and the 6 days before for 7 days, per day, from midnight in Manila', () => {
    const window = reportWindow('7d', now, tz, null);
    expect(window.bucket).toBe('day');
    expect(window.from.toISOString()).toBe('2026-11-13T16:00:00.000Z');
    expect(window.to).toBe(now);
    expect(window.buckets.map((b) => b.key)).toEqual(['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(window.buckets[6]!.start.toISOString()).toBe('2026-11-19T16:00:00.000Z');
    expect(window.monthKeys).toEqual(['2026-11']);
    expect(window.yearKeys).toEqual(['2026']);
  });

  it('has 30 and 90 day buckets, crossing months', () => {
    expect(reportWindow('30d', now, tz, null).buckets).toHaveLength(30);
    const ninety = reportWindow('90d', now, tz, null);
    expect(ninety.buckets).toHaveLength(90);
    expect(ninety.buckets[0]!.key).toBe('2026-08-23');
    expect(ninety.monthKeys).toEqual(['2026-08', '2026-09', '2026-10', '2026-11']);
  });

  it('shows 180 days per month, the first month starting with the range', () => {
    const window = reportWindow('180d', now, tz, null);
    expect(window.bucket).toBe('month');
    expect(window.from.toISOString()).toBe('2026-05-24T16:00:00.000Z');
    expect(window.buckets.map((b) => b.key)).toEqual(['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(window.buckets[0]!.start).toEqual(window.from);
    expect(window.buckets[1]!.start.toISOString()).toBe('2026-05-31T16:00:00.000Z');
  });

  it('starts the year to date on 1 January in Manila and last year ends there', () => {
    const ytd = reportWindow('ytd', now, tz, null);
    expect(ytd.from.toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(ytd.buckets).toHaveLength(11);
    const last = reportWindow('lastYear', now, tz, null);
    expect(last.from.toISOString()).toBe('2024-12-31T16:00:00.000Z');
    expect(last.to.toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(last.buckets.map((b) => b.key)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
    expect(last.yearKeys).toEqual(['2025']);
  });

  it('starts all time with the month of the first sign-up', () => {
    const all = reportWindow('all', now, tz, new Date('2025-10-15T03:00:00Z'));
    expect(all.from.toISOString()).toBe('2025-09-30T16:00:00.000Z');
    expect(all.buckets).toHaveLength(14);
    expect(all.yearKeys).toEqual(['2025', '2026']);
    expect(reportWindow('all', now, tz, null).buckets.map((b) => b.key)).toEqual(['2026-11']);
  });
});
