import type { ValidityUnit } from '../../db/entities/Package.ts';

const dayMs = 86_400_000;

/**
 * When a package given now runs out: `now` plus the package's validity (spec 3, 3: validity
 * duration and unit; 0 never expires, which is null). Months and years are calendar ones,
 * kept to the last day of a shorter month (31 January + 1 month is 28 or 29 February), the
 * way PostgreSQL adds intervals.
 */
export function packageExpiry(now: Date, duration: number, unit: ValidityUnit): Date | null {
  if (duration <= 0) return null;
  if (unit === 'day') return new Date(now.getTime() + duration * dayMs);
  if (unit === 'week') return new Date(now.getTime() + duration * 7 * dayMs);
  const months = unit === 'year' ? duration * 12 : duration;
  const target = new Date(now.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
