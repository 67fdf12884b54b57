import { defineRoute, type AnyRoute, type PermissionAction, type RouteContract } from '@chatmill/sdk';
import type { z } from 'zod';
import type { idParams, deletedResponse } from '../../common/schemas/fields.ts';
import { ContactGroups, type GroupKind, type GroupListOptions, type GroupRow } from '../services/contactGroups.ts';
import { accountScope } from './routeScope.ts';

/** How one kind of group (books or tags) appears in the API. */
export interface GroupApi<Body extends z.ZodType, View> {
  kind: GroupKind;
  tag: string;
  slug: string;
  /** The four routes' contracts (common/contracts.ts). */
  contracts: {
    list: RouteContract<undefined, z.ZodType<GroupListOptions>, undefined, z.ZodType>;
    create: RouteContract<undefined, undefined, Body, z.ZodType<View>>;
    rename: RouteContract<typeof idParams, undefined, Body, z.ZodType<View>>;
    remove: RouteContract<typeof idParams, undefined, undefined, typeof deletedResponse>;
  };
  labelOf: (body: z.output<Body>) => string;
  toView: (row: GroupRow) => View;
  /** The MCP tool names of the list and create routes (see the SDK's `tool`). */
  tools: { list: string; create: string };
}

/** The list, create, rename and delete routes of books or tags, which behave alike. */
export function groupRoutes<Body extends z.ZodType, View>(api: GroupApi<Body, View>): AnyRoute[] {
  const { kind, tag, slug, contracts } = api;
  const permission = (action: PermissionAction) => ({ slug, action });
  const groups = (ctx: Parameters<typeof accountScope>[0]) => new ContactGroups(accountScope(ctx), kind);
  return [
    defineRoute({
      ...contracts.list,
      tag,
      summary: `A page of ${kind.noun}s with their contact counts`,
      access: 'session',
      tool: api.tools.list,
      permission: permission('read'),
      handler: async (ctx) => {
        const { items, total } = await groups(ctx).list(ctx.query);
        return { items: items.map(api.toView), total, page: ctx.query.page, pageSize: ctx.query.pageSize };
      },
    }),
    defineRoute({
      ...contracts.create,
      tag,
      summary: `Add a ${kind.noun}`,
      description: `Names are unique in the account whatever their case; a taken name answers CONFLICT.`,
      access: 'session',
      tool: api.tools.create,
      permission: permission('create'),
      status: 201,
      errors: ['CONFLICT'],
      handler: async (ctx) => api.toView(await groups(ctx).create(api.labelOf(ctx.body as z.output<Body>))),
    }),
    defineRoute({
      ...contracts.rename,
      tag,
      summary: `Rename a ${kind.noun}`,
      access: 'session',
      permission: permission('edit'),
      errors: ['CONFLICT', 'NOT_FOUND'],
      handler: async (ctx) => api.toView(await groups(ctx).rename(ctx.params.id, api.labelOf(ctx.body as z.output<Body>))),
    }),
    defineRoute({
      ...contracts.remove,
      tag,
      summary: `Delete a ${kind.noun}; its contacts stay`,
      access: 'session',
      permission: permission('delete'),
      errors: ['NOT_FOUND'],
      handler: async (ctx) => {
        await groups(ctx).remove(ctx.params.id);
        return { id: ctx.params.id };
      },
    }),
  ];
}
