import { defineRoute, type AnyRoute, type PermissionAction, type RouteContext } from '@chatmill/sdk';
import type { LoadedPlugin } from '../plugins/loadPlugins.ts';
import { AccessLevelRepository } from './accessLevelRepository.ts';
import {
  accessLevelListQuery,
  accessLevelPage,
  accessLevelView,
  createAccessLevelBody,
  deletedResponse,
  permissionSlugsResponse,
  updateAccessLevelBody,
  idParams,
} from '@chatmill/sdk/contracts';
import { AccessLevelService } from './accessLevelService.ts';
import { PermissionCatalogue } from './permissionCatalogue.ts';

const tag = 'Access levels';
const permission = (action: PermissionAction) => ({ slug: 'access-levels', action });

/** The service over the caller's own levels; the session is checked by the host before this runs. */
function levels(ctx: RouteContext<unknown, unknown, unknown>): AccessLevelService {
  return new AccessLevelService(new AccessLevelRepository(ctx.em, ctx.user!, ctx.brand.id));
}

/**
 * Access levels (spec 1, 3.1 and 5.2; spec 3, 3 and 5): what a team member, or a package's
 * holders, may do per route slug. Owners manage their account's levels; admins also the
 * brand's, which packages grant. The defaults are shown to all and changed by none.
 */
export function accessLevelRoutes(host: { plugins: readonly Pick<LoadedPlugin, 'plugin'>[] }): AnyRoute[] {
  const catalogue = PermissionCatalogue.of(host);
  return [
    // Before `/:id`, which would otherwise take "slugs" for an id.
    defineRoute({
      method: 'GET',
      path: '/api/access-levels/slugs',
      tag,
      summary: 'Every permission an access level can grant: the core slugs and those of each loaded plugin',
      access: 'session',
      permission: permission('read'),
      response: permissionSlugsResponse,
      handler: async () => ({ items: [...catalogue.all()] }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/access-levels',
      tag,
      summary: "A page of access levels: the defaults, then the account's own (scope=account) or, for admins, the brand's (scope=brand)",
      access: 'session',
      permission: permission('read'),
      query: accessLevelListQuery,
      response: accessLevelPage,
      errors: ['FORBIDDEN'],
      handler: async (ctx) => levels(ctx).list(ctx.query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/access-levels/:id',
      tag,
      summary: 'One access level',
      access: 'session',
      permission: permission('read'),
      params: idParams,
      response: accessLevelView,
      errors: ['NOT_FOUND'],
      handler: async (ctx) => levels(ctx).get(ctx.params.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/access-levels',
      tag,
      summary: 'Create an access level in the account (default) or, for admins, in the brand (scope=brand)',
      access: 'session',
      permission: permission('create'),
      body: createAccessLevelBody(catalogue),
      response: accessLevelView,
      status: 201,
      errors: ['CONFLICT', 'FORBIDDEN'],
      handler: async (ctx) => {
        const { scope, ...input } = ctx.body;
        return levels(ctx).create(scope, input);
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/access-levels/:id',
      tag,
      summary: 'Rename an access level and replace its permissions; default levels answer UNPROCESSABLE',
      access: 'session',
      permission: permission('edit'),
      params: idParams,
      body: updateAccessLevelBody(catalogue),
      response: accessLevelView,
      errors: ['CONFLICT', 'NOT_FOUND', 'UNPROCESSABLE'],
      handler: async (ctx) => levels(ctx).update(ctx.params.id, ctx.body),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/access-levels/:id',
      tag,
      summary: 'Delete an access level nobody uses; default levels answer UNPROCESSABLE, levels in use CONFLICT',
      access: 'session',
      permission: permission('delete'),
      params: idParams,
      response: deletedResponse,
      errors: ['CONFLICT', 'NOT_FOUND', 'UNPROCESSABLE'],
      handler: async (ctx) => {
        await levels(ctx).remove(ctx.params.id);
        return { id: ctx.params.id };
      },
    }),
  ];
}
