/**
 * When a scheduled job runs: a cron expression of five fields (minute, hour, day of the month,
 * month, day of the week: `*`, numbers, `a-b` ranges, `/step`, `,` lists, month and day names such
 * as JAN or MON), read in `timeZone`. One minute is the finest a schedule goes.
 */
export interface JobSchedule {
  cron: string;
  /** An IANA time zone such as `Europe/Berlin`; the server's (its `timeZone` setting) when left out. */
  timeZone?: string;
}

/** What a scheduled job's handler is given: the due time of the run, an ISO 8601 instant. */
export interface ScheduledRun {
  dueAt: string;
}

const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const days = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const fields = [
  { name: 'minute', min: 0, max: 59, names: [] as string[], firstName: 0 },
  { name: 'hour', min: 0, max: 23, names: [], firstName: 0 },
  { name: 'day of the month', min: 1, max: 31, names: [], firstName: 0 },
  { name: 'month', min: 1, max: 12, names: months, firstName: 1 },
  { name: 'day of the week', min: 0, max: 7, names: days, firstName: 0 },
];
/** Longest cron expression taken: far beyond any real one, and checked before anything reads it. */
const maxCronLength = 200;

/** What is wrong with a schedule, in words for the plugin's author; empty when nothing is. */
export function jobScheduleProblems(schedule: JobSchedule): string[] {
  const problems: string[] = [];
  const cron = typeof schedule.cron === 'string' ? schedule.cron.trim() : '';
  if (!cron || cron.length > maxCronLength) {
    problems.push(`the cron expression must be text of at most ${maxCronLength} characters, such as "*/5 * * * *"`);
  } else {
    const parts = cron.split(/\s+/);
    if (parts.length !== 5) problems.push(`"${cron}" must have five fields (minute hour day-of-month month day-of-week), such as "*/5 * * * *"`);
    else
      parts.forEach((part, index) =>
        fieldIsValid(part, fields[index]!) ? undefined : problems.push(`"${part}" is not a valid ${fields[index]!.name} in "${cron}"`),
      );
  }
  if (schedule.timeZone !== undefined && !isTimeZone(schedule.timeZone))
    problems.push(`"${String(schedule.timeZone)}" is not an IANA time zone such as Europe/Berlin`);
  return problems;
}

function fieldIsValid(part: string, field: (typeof fields)[number]): boolean {
  return part.split(',').every((item) => {
    const [range, step, extra] = item.split('/');
    if (extra !== undefined || (step !== undefined && !/^\d{1,2}$/.test(step)) || step === '0' || step === '00') return false;
    if (range === '*') return true;
    const [from, to, beyond] = range!.split('-');
    if (beyond !== undefined) return false;
    const low = value(from!, field);
    const high = to === undefined ? low : value(to, field);
    return low !== null && high !== null && low <= high;
  });
}

/** A field's number or name as a number within its range, or null. */
function value(text: string, field: (typeof fields)[number]): number | null {
  const named = field.names.indexOf(text.toUpperCase());
  if (named !== -1) return named + field.firstName;
  if (!/^\d{1,2}$/.test(text)) return null;
  const number = Number(text);
  return number >= field.min && number <= field.max ? number : null;
}

function isTimeZone(timeZone: unknown): boolean {
  if (typeof timeZone !== 'string' || !timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
