import { defineRoute, type AnyRoute, type PermissionAction } from '@chatmill/sdk';
import type { z } from 'zod';
import { idParams, deletedResponse } from '../../common/schemas/fields.ts';
import { ContactGroups, type GroupKind, type GroupListOptions, type GroupRow } from '../services/contactGroups.ts';
import { accountScope } from './routeScope.ts';

/** How one kind of group (books or tags) appears in the API. */
export interface GroupApi<Body extends z.ZodType, View> {
  kind: GroupKind;
  path: '/books' | '/tags';
  tag: string;
  slug: string;
  listQuery: z.ZodType<GroupListOptions>;
  body: Body;
  labelOf: (body: z.output<Body>) => string;
  view: z.ZodType<View>;
  page: z.ZodType;
  toView: (row: GroupRow) => View;
}

/** The list, create, rename and delete routes of books or tags, which behave alike. */
export function groupRoutes<Body extends z.ZodType, View>(api: GroupApi<Body, View>): AnyRoute[] {
  const { kind, path, tag, slug } = api;
  const permission = (action: PermissionAction) => ({ slug, action });
  const groups = (ctx: Parameters<typeof accountScope>[0]) => new ContactGroups(accountScope(ctx), kind);
  return [
    defineRoute({
      method: 'GET',
      path,
      tag,
      summary: `A page of ${kind.noun}s with their contact counts`,
      access: 'session',
      permission: permission('read'),
      query: api.listQuery,
      response: api.page,
      handler: async (ctx) => {
        const { items, total } = await groups(ctx).list(ctx.query);
        return { items: items.map(api.toView), total, page: ctx.query.page, pageSize: ctx.query.pageSize };
      },
    }),
    defineRoute({
      method: 'POST',
      path,
      tag,
      summary: `Add a ${kind.noun}`,
      description: `Names are unique in the account whatever their case; a taken name answers CONFLICT.`,
      access: 'session',
      permission: permission('create'),
      body: api.body,
      response: api.view,
      status: 201,
      errors: ['CONFLICT'],
      handler: async (ctx) => api.toView(await groups(ctx).create(api.labelOf(ctx.body as z.output<Body>))),
    }),
    defineRoute({
      method: 'PATCH',
      path: `${path}/:id`,
      tag,
      summary: `Rename a ${kind.noun}`,
      access: 'session',
      permission: permission('edit'),
      params: idParams,
      body: api.body,
      response: api.view,
      errors: ['CONFLICT', 'NOT_FOUND'],
      handler: async (ctx) => api.toView(await groups(ctx).rename(ctx.params.id, api.labelOf(ctx.body as z.output<Body>))),
    }),
    defineRoute({
      method: 'DELETE',
      path: `${path}/:id`,
      tag,
      summary: `Delete a ${kind.noun}; its contacts stay`,
      access: 'session',
      permission: permission('delete'),
      params: idParams,
      response: deletedResponse,
      errors: ['NOT_FOUND'],
      handler: async (ctx) => {
        await groups(ctx).remove(ctx.params.id);
        return { id: ctx.params.id };
      },
    }),
  ];
}
