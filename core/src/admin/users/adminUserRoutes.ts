import type { EntityManager } from '@mikro-orm/sql';
import { defineRoute, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import { SessionService } from '../../auth/sessionService.ts';
import { REALTIME, SETTINGS } from '../../di/tokens.ts';
import type { Settings } from '../../config/schema.ts';
import type { RealtimeBus } from '../../realtime/realtimeBus.ts';
import { UsageService } from '../../usage/usageService.ts';
import { AdminScope } from '../adminScope.ts';
import { AdminUserRepository } from './adminUserRepository.ts';
import { AdminUserService } from './adminUserService.ts';
import {
  adminUserDetails,
  adminUserIdParams,
  adminUserListQuery,
  adminUserOptions,
  adminUserPage,
  adminUserView,
  changePackageBody,
  packageFitQuery,
  packageFitView,
} from '@chatmill/sdk/contracts';
import { ADMIN_SLUG } from '../../http/mountRoutes.ts';

const tag = 'Admin: users';
const adminOnly = ['FORBIDDEN'] as const;

/** The service for an admin's request; anyone else gets FORBIDDEN before anything is read. */
function service(ctx: RouteContext<unknown, unknown, unknown>): AdminUserService {
  const scope = AdminScope.of(ctx.user, ctx.brand);
  const em: EntityManager = ctx.em;
  return new AdminUserService({
    em,
    scope,
    users: new AdminUserRepository(em, scope),
    usage: ctx.services.resolve(UsageService),
    sessions: ctx.services.resolve(SessionService),
    realtime: ctx.services.resolve<RealtimeBus>(REALTIME),
    timeZone: ctx.services.resolve<Settings>(SETTINGS).timeZone,
  });
}

/** Users of the admin area (/admin): user id 1 and Admins only. */
export function adminUserRoutes(): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/users',
      tag,
      summary: 'A page of users: search by name or email, filter by package, user type, access type, status and brand, sort',
      description: 'The platform admin (user id 1) sees every brand; an Admin sees the users of their own brand.',
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'read' },
      query: adminUserListQuery,
      response: adminUserPage,
      errors: [...adminOnly, 'NOT_FOUND'],
      handler: async (ctx) => service(ctx).list(ctx.query),
    }),
    // Before `/:id`, which would otherwise take "options" for an id.
    defineRoute({
      method: 'GET',
      path: '/api/admin/users/options',
      tag,
      summary: 'The brands the admin sees, each with its packages: the choices of the filters and of the package dialog',
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'read' },
      response: adminUserOptions,
      errors: adminOnly,
      handler: async (ctx) => service(ctx).options(),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/users/:id',
      tag,
      summary: 'One user: account, package, expiry, last login, team size and usage by feature',
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'read' },
      params: adminUserIdParams,
      response: adminUserDetails,
      errors: [...adminOnly, 'NOT_FOUND'],
      handler: async (ctx) => service(ctx).details(ctx.params.id),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/users/:id/package-fit',
      tag,
      summary: 'What the account already uses beyond another package of its brand, before the admin gives it',
      description:
        'overLimits: each limit the current use is above (this period, or all time), with how much; notIncluded: features in use that the package does not grant.',
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'read' },
      params: adminUserIdParams,
      query: packageFitQuery,
      response: packageFitView,
      errors: [...adminOnly, 'NOT_FOUND', 'VALIDATION_FAILED'],
      handler: async (ctx) => service(ctx).packageFit(ctx.params.id, ctx.query.packageId),
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/admin/users/:id/package',
      tag,
      summary: "Give the user's account a package of its brand, with an expiry",
      description:
        "Without expiresAt the account expires the package's validity from now (never for a validity of 0); expiresAt sets it, null for never. " +
        "A different package than before records packageChangedAt, so the account's users are told 'New Package Activated!'.",
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'edit' },
      params: adminUserIdParams,
      body: changePackageBody,
      response: adminUserDetails,
      errors: [...adminOnly, 'NOT_FOUND'],
      handler: async (ctx) => service(ctx).changePackage(ctx.params.id, ctx.body),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/users/:id/deactivate',
      tag,
      summary: 'Deactivate a user: they can no longer sign in and every session of theirs ends',
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'create' },
      params: adminUserIdParams,
      response: adminUserView,
      errors: [...adminOnly, 'NOT_FOUND', 'UNPROCESSABLE'],
      handler: async (ctx) => service(ctx).deactivate(ctx.params.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/admin/users/:id/reactivate',
      tag,
      summary: 'Reactivate a user: they may sign in again',
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'create' },
      params: adminUserIdParams,
      response: adminUserView,
      errors: [...adminOnly, 'NOT_FOUND'],
      handler: async (ctx) => service(ctx).reactivate(ctx.params.id),
    }),
  ];
}
