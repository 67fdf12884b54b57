import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import type { Settings } from '../../config/schema.ts';
import { SETTINGS } from '../../di/tokens.ts';
import type { FeatureCatalogue } from '../../plugins/featureCatalogue.ts';
import { AdminScope } from '../adminScope.ts';
import { reportQuery, reportResponse } from '@chatmill/sdk/contracts';
import { ReportService } from './reportService.ts';
import { ADMIN_SLUG } from '../../http/mountRoutes.ts';

/** The reports of the admin dashboard (/admin): user id 1 and Admins only. */
export function reportRoutes(host: { features: FeatureCatalogue }): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/reports',
      tag: 'Admin: reports',
      summary: 'Sign-ups, active users and usage by feature over a range (7, 30, 90, 180 days, year to date, last year, all time)',
      description:
        "Buckets are days (up to 90 days) or months, in the server's time zone. Active users: users whose last sign-in falls in the bucket. " +
        'The platform admin sees every brand unless brandId narrows it; an Admin sees their own brand.',
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'read' },
      query: reportQuery,
      response: reportResponse,
      errors: ['FORBIDDEN', 'NOT_FOUND'],
      handler: async (ctx) => {
        const scope = AdminScope.of(ctx.user, ctx.brand);
        const brandId = scope.brandFilter(ctx.query.brandId);
        const settings = ctx.services.resolve<Settings>(SETTINGS);
        return new ReportService(ctx.em, host.features, settings.timeZone).report(ctx.query, brandId);
      },
    }),
  ];
}
