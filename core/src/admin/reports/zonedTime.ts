/**
 * Calendar days in a time zone, for reports whose days and months turn at midnight of the
 * server's time zone (settings.timeZone), not of UTC or of the machine.
 */

/** A calendar date (month 1-12), with no time zone of its own. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

function wallClock(at: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The date it is at `at` in the time zone. */
export function localDate(at: Date, timeZone: string): LocalDate {
  const { year, month, day } = wallClock(at, timeZone);
  return { year, month, day };
}

/** How far the zone's wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const c = wallClock(at, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the date begins in the time zone: its midnight, or the clock change where a zone skips midnight. */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day);
  let start = guess - offsetMs(new Date(guess), timeZone);
  // Across a clock change the offset at the guess is not the one at midnight: correct once.
  const corrected = guess - offsetMs(new Date(start), timeZone);
  if (corrected !== start) start = corrected;
  // Midnight does not exist that day (clocks jump from 23:59 to 01:00): the day begins at the jump.
  if (compareDates(localDate(new Date(start), timeZone), date) < 0) {
    start += offsetMs(new Date(start + 6 * 3_600_000), timeZone) - offsetMs(new Date(start), timeZone);
  }
  return new Date(start);
}

/** The date `days` days after `date` (negative: before). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const at = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

export function addMonths(date: LocalDate, months: number): LocalDate {
  const at = new Date(Date.UTC(date.year, date.month - 1 + months, 1));
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: Math.min(date.day, new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate()),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-11-05' */
export function dayKey(date: LocalDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** '2026-11': also the key of a monthly usage counter. */
export function monthKey(date: LocalDate): string {
  return `${date.year}-${pad(date.month)}`;
}

export function compareDates(a: LocalDate, b: LocalDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
