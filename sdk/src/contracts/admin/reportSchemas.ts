import { z } from 'zod';

/**
 * The shapes of the admin's reports (spec 3, 9 "Report ranges"), for the route, the OpenAPI
 * document and, as types only, the dashboard's Reports section. Imports nothing but zod.
 */

/** Spec 3, 9: 7, 30, 90 and 180 days, year to date, last year, all time. */
export const reportRanges = ['7d', '30d', '90d', '180d', 'ytd', 'lastYear', 'all'] as const;
export type ReportRange = (typeof reportRanges)[number];

export const reportQuery = z.object({
  range: z.enum(reportRanges, { error: `Choose a range: ${reportRanges.join(', ')}.` }).default('30d'),
  /** Empty: every brand the admin sees. */
  brandId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'Choose a brand by its id.' })
      .int('Choose a brand by its id.')
      .positive('Choose a brand by its id.')
      .max(2_147_483_647, 'Choose a brand by its id.')
      .optional(),
  ),
});
export type ReportQuery = z.output<typeof reportQuery>;

export const reportBucket = z.object({
  /** '2026-11-05' for a day, '2026-11' for a month, in the server's time zone. */
  key: z.string(),
  /** When the bucket begins (the range's start for a first, partial month). */
  start: z.string(),
  signUps: z.number().int(),
  /** Users whose last sign-in falls in the bucket. */
  activeUsers: z.number().int(),
});
export type ReportBucket = z.output<typeof reportBucket>;

export const featureUsageTotal = z.object({
  featureId: z.number().int(),
  name: z.string(),
  period: z.enum(['month', 'year', 'lifetime']),
  used: z.number().int(),
});
export type FeatureUsageTotal = z.output<typeof featureUsageTotal>;

export const reportResponse = z.object({
  range: z.enum(reportRanges),
  /** The IANA zone days and months turn in (settings.timeZone). */
  timeZone: z.string(),
  bucket: z.enum(['day', 'month']),
  /** The range: from (inclusive) to (exclusive), ISO instants. */
  from: z.string(),
  to: z.string(),
  buckets: z.array(reportBucket),
  totals: z.object({ signUps: z.number().int(), activeUsers: z.number().int() }),
  /**
   * Uses per feature, most used first, features with none left out. `periods`: the monthly and
   * yearly counters of the months and years the range touches (whole ones); lifetime features
   * count in All time only. `lifetime` (All time): every feature's lifetime counter.
   */
  usageBasis: z.enum(['periods', 'lifetime']),
  usage: z.array(featureUsageTotal),
});
export type ReportResponse = z.output<typeof reportResponse>;
