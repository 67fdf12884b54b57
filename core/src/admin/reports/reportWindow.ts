import type { ReportRange } from '@chatmill/sdk/contracts';
import { addDays, addMonths, compareDates, dayKey, localDate, monthKey, startOfLocalDay, type LocalDate } from './zonedTime.ts';

export interface WindowBucket {
  key: string;
  start: Date;
}

/** A report's range in the server's time zone, cut into day or month buckets. */
export interface ReportWindow {
  from: Date;
  /** Exclusive. */
  to: Date;
  bucket: 'day' | 'month';
  buckets: WindowBucket[];
  /** The monthly usage counters ('2026-11') and yearly ones ('2026') the range touches. */
  monthKeys: string[];
  yearKeys: string[];
}

/** Ranges of up to this many days are shown per day; longer ones per month. */
const dayRanges: Partial<Record<ReportRange, number>> = { '7d': 7, '30d': 30, '90d': 90 };

/**
 * The range (spec 3, 9) as instants and buckets. "7 days" is today and the 6 days before it,
 * from midnight of the server's time zone; year to date starts on 1 January there; last year
 * is the whole previous calendar year; all time starts with the month of `firstRecord` (the
 * scope's first sign-up).
 */
export function reportWindow(range: ReportRange, now: Date, timeZone: string, firstRecord: Date | null): ReportWindow {
  const today = localDate(now, timeZone);
  let first: LocalDate;
  let to = now;
  if (range === '7d' || range === '30d' || range === '90d' || range === '180d') {
    const days = range === '180d' ? 180 : dayRanges[range]!;
    first = addDays(today, -(days - 1));
  } else if (range === 'ytd') {
    first = { year: today.year, month: 1, day: 1 };
  } else if (range === 'lastYear') {
    first = { year: today.year - 1, month: 1, day: 1 };
    to = startOfLocalDay({ year: today.year, month: 1, day: 1 }, timeZone);
  } else {
    const earliest = firstRecord && firstRecord.getTime() < now.getTime() ? localDate(firstRecord, timeZone) : today;
    first = { year: earliest.year, month: earliest.month, day: 1 };
  }
  const from = startOfLocalDay(first, timeZone);
  const last = localDate(new Date(to.getTime() - 1), timeZone);
  const bucket = dayRanges[range] !== undefined ? 'day' : 'month';

  const buckets: WindowBucket[] = [];
  if (bucket === 'day') {
    for (let day = first; compareDates(day, last) <= 0; day = addDays(day, 1)) buckets.push({ key: dayKey(day), start: startOfLocalDay(day, timeZone) });
  }
  const monthKeys: string[] = [];
  for (let month = { ...first, day: 1 }; compareDates(month, last) <= 0; month = addMonths(month, 1)) {
    monthKeys.push(monthKey(month));
    if (bucket === 'month') {
      const start = startOfLocalDay(month, timeZone);
      buckets.push({ key: monthKey(month), start: start < from ? from : start });
    }
  }
  const yearKeys: string[] = [];
  for (let year = first.year; year <= last.year; year += 1) yearKeys.push(String(year));
  return { from, to, bucket, buckets, monthKeys, yearKeys };
}
