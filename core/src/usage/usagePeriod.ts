import type { FeatureDefinition } from '@chatmill/sdk';

export type FeaturePeriod = FeatureDefinition['period'];

/** The counter a use on `at` falls into: '2026-11' (month), '2026' (year) or 'lifetime'. */
export function periodKey(period: FeaturePeriod, at: Date, timeZone: string): string {
  if (period === 'lifetime') return 'lifetime';
  // Spec 1, 5.1: months and years turn in the server's time zone, not UTC.
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(at);
  const year = parts.find((part) => part.type === 'year')!.value;
  const month = parts.find((part) => part.type === 'month')!.value;
  return period === 'year' ? year : `${year}-${month}`;
}
