import { defineRoute, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import { REALTIME } from '../../di/tokens.ts';
import {
  notificationIdParams,
  adminNotificationDetails,
  adminNotificationPage,
  deletedResponse,
  notificationBody,
  notificationListQuery,
  readerListQuery,
  readerPage,
} from '@chatmill/sdk/contracts';
import type { RealtimeBus } from '../../realtime/realtimeBus.ts';
import { AdminScope } from '../adminScope.ts';
import { NotificationAdminRepository } from './notificationAdminRepository.ts';
import { NotificationAdminService } from './notificationAdminService.ts';
import { ADMIN_SLUG } from '../../http/mountRoutes.ts';

const tag = 'Admin: notifications';
const adminOnly = ['FORBIDDEN'] as const;

/** The admin's brand's notifications; anyone but user id 1 and Admins gets FORBIDDEN. */
function service(ctx: RouteContext<unknown, unknown, unknown>): NotificationAdminService {
  const scope = AdminScope.of(ctx.user, ctx.brand);
  return new NotificationAdminService(new NotificationAdminRepository(ctx.em, scope.homeBrandId), ctx.services.resolve<RealtimeBus>(REALTIME), scope.admin.id);
}

/** /admin/notifications and /admin/notifications/content: the brand's notifications, for admins. */
export function notificationAdminRoutes(): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/notifications',
      tag,
      summary: "A page of the brand's notifications with how many of their recipients read them; search the subject, filter by type",
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'read' },
      query: notificationListQuery,
      response: adminNotificationPage,
      errors: adminOnly,
      handler: async (ctx) => service(ctx).list(ctx.query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/notifications/:id',
      tag,
      summary: 'One notification with its content',
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'read' },
      params: notificationIdParams,
      response: adminNotificationDetails,
      errors: [...adminOnly, 'NOT_FOUND'],
      handler: async (ctx) => service(ctx).get(ctx.params.id),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/notifications/:id/readers',
      tag,
      summary: 'Who read the notification and when, latest first',
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'read' },
      params: notificationIdParams,
      query: readerListQuery,
      response: readerPage,
      errors: [...adminOnly, 'NOT_FOUND'],
      handler: async (ctx) => service(ctx).readers(ctx.params.id, ctx.query),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/notifications',
      tag,
      summary: 'Send a notification to all users of the brand or to one user (by email)',
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'create' },
      body: notificationBody,
      response: adminNotificationDetails,
      status: 201,
      errors: adminOnly,
      handler: async (ctx) => service(ctx).create(ctx.body),
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/admin/notifications/:id',
      tag,
      summary: 'Replace a notification; reads of users it is no longer addressed to are dropped',
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'edit' },
      params: notificationIdParams,
      body: notificationBody,
      response: adminNotificationDetails,
      errors: [...adminOnly, 'NOT_FOUND'],
      handler: async (ctx) => service(ctx).update(ctx.params.id, ctx.body),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/admin/notifications/:id',
      tag,
      summary: 'Delete a notification and its reads',
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'delete' },
      params: notificationIdParams,
      response: deletedResponse,
      errors: [...adminOnly, 'NOT_FOUND'],
      handler: async (ctx) => {
        await service(ctx).remove(ctx.params.id);
        return { id: ctx.params.id };
      },
    }),
  ];
}
