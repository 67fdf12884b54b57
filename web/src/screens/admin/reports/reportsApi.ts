import type { HostServices } from '@chatmill/sdk/web';
import type { ReportRange, ReportResponse } from '@chatmill/sdk/contracts';

/** The admin's reports API as the /admin screen calls it (types from the server's zod schemas). */
export type { ReportRange, ReportResponse };
export type ReportBucket = ReportResponse['buckets'][number];
export type FeatureUsageTotal = ReportResponse['usage'][number];

/** Spec 3, 9, in the order the range picker lists them. */
export const reportRanges: readonly ReportRange[] = ['7d', '30d', '90d', '180d', 'ytd', 'lastYear', 'all'];

export function reportPath(range: ReportRange, brandId: string): string {
  const query = new URLSearchParams({ range });
  if (brandId) query.set('brandId', brandId);
  return `/api/admin/reports?${query.toString()}`;
}

export function fetchReport(request: HostServices['request'], range: ReportRange, brandId: string): Promise<ReportResponse> {
  return request<ReportResponse>('GET', reportPath(range, brandId));
}

/** A bucket's label: a day ('5 Nov') or a month ('Nov 2026'), in the user's language. */
export function bucketLabel(bucket: Pick<ReportBucket, 'key'>, kind: ReportResponse['bucket'], language: string): string {
  const [year, month, day] = bucket.key.split('-').map(Number);
  // The key is a calendar date of the server's zone: shown as that date, whatever the browser's zone.
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return kind === 'day'
    ? date.toLocaleDateString(language, { day: 'numeric', month: 'short', timeZone: 'UTC' })
    : date.toLocaleDateString(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
