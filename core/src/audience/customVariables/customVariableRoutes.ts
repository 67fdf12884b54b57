import { defineRoute, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import { CustomVariableRepository } from './customVariableRepository.ts';
import { CustomVariableService } from './customVariableService.ts';
import * as s from '@chatmill/sdk/contracts';

const tag = 'Custom variables';
/** The route slug access levels grant (listed in core/src/access/corePermissions.ts). */
export const customVariablesSlug = 'utilities/custom-variables';
const slug = customVariablesSlug;

/** The service for the signed-in user's account (the host has checked the session, and the permission where there is one). */
function variables(ctx: RouteContext<unknown, unknown, unknown>): CustomVariableService {
  return new CustomVariableService(new CustomVariableRepository(ctx.em, ctx.user!.accountId));
}

/** /api/custom-variables: the account's custom variables (spec 2, 3 and 5; screen /utilities/custom-variables). */
export function customVariableRoutes(): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/custom-variables',
      tag,
      summary: 'A page of the account’s custom variables',
      description: '`search` looks in name and key.',
      access: 'session',
      permission: { slug, action: 'read' },
      query: s.customVariableListQuery,
      response: s.customVariablePage,
      handler: async (ctx) => variables(ctx).list(ctx.query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/custom-variables/options',
      tag,
      summary: 'Every custom variable of the account, by name, for pickers',
      description:
        'For the flow editor’s variable pickers. Needs only a session of the account, not the custom-variables permission: ' +
        'a team member who may edit flows but not utilities must still pick variables.',
      access: 'session',
      response: s.customVariableOptions,
      handler: async (ctx) => variables(ctx).options(),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/custom-variables',
      tag,
      summary: 'Define a custom variable',
      description:
        'The key flows use is the name in lower case, unique in the account. `value` is the account’s one value of a global variable; ' +
        'a user variable’s values are each subscriber’s, so it takes none. An empty `value` or `fallback` means none.',
      access: 'session',
      permission: { slug, action: 'create' },
      body: s.createCustomVariableBody,
      response: s.customVariableView,
      status: 201,
      errors: ['CONFLICT'],
      handler: async (ctx) => variables(ctx).create(ctx.body),
    }),
    defineRoute({
      method: 'PATCH',
      path: '/api/custom-variables/:id',
      tag,
      summary: 'Change a custom variable’s scope, global value or fallback',
      description:
        'Fields left out stay as they are; the name and key never change. Turning a variable user-specific drops its global value. ' +
        'Native variables cannot be changed (CONFLICT).',
      access: 'session',
      permission: { slug, action: 'edit' },
      params: s.customVariableIdParams,
      body: s.updateCustomVariableBody,
      response: s.customVariableView,
      errors: ['NOT_FOUND', 'CONFLICT'],
      handler: async (ctx) => variables(ctx).update(ctx.params.id, ctx.body),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/custom-variables/:id',
      tag,
      summary: 'Delete a custom variable',
      description: 'Subscribers keep the values they had under its key. Native variables cannot be deleted (CONFLICT).',
      access: 'session',
      permission: { slug, action: 'delete' },
      params: s.customVariableIdParams,
      response: s.deletedCustomVariableResponse,
      errors: ['NOT_FOUND', 'CONFLICT'],
      handler: async (ctx) => {
        await variables(ctx).remove(ctx.params.id);
        return { id: ctx.params.id };
      },
    }),
  ];
}
