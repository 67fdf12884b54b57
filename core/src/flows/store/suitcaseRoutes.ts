import { defineRoute, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import type { FlowChannels } from '../flowChannels.ts';
import { shareBody, sharedOk } from './shareSchemas.ts';
import * as s from './suitcaseSchemas.ts';
import { SuitcaseService } from './suitcaseService.ts';

const tag = 'Flow suitcases';
const permissionNote = 'Needs the action on the flow builder of at least one channel the brand has.';

/** /api/flow-suitcases: named groups of flows, shared by login email (spec 2, 3 and 5). */
export function suitcaseRoutes(channels: FlowChannels): AnyRoute[] {
  const suitcases = (ctx: RouteContext<unknown, unknown, unknown>) => new SuitcaseService(ctx.em, ctx.user!, ctx.brand.id, channels);
  return [
    defineRoute({
      method: 'GET',
      path: '/api/flow-suitcases',
      tag,
      summary: 'The account’s suitcases, then those shared with it, each with its flows',
      description: `Action read. A received suitcase's flows can be imported with POST /api/flow-shares/:flowId/import. ${permissionNote}`,
      access: 'session',
      response: s.suitcaseList,
      errors: ['UNPROCESSABLE', 'FORBIDDEN', 'PACKAGE_EXPIRED'],
      handler: async (ctx) => suitcases(ctx).list(),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/flow-suitcases',
      tag,
      summary: 'Create a suitcase',
      description: `Action create. Flows join it with PATCH /api/flows/:id { suitcaseId }. ${permissionNote}`,
      access: 'session',
      body: s.suitcaseBody,
      response: s.suitcase,
      status: 201,
      errors: ['UNPROCESSABLE', 'FORBIDDEN', 'PACKAGE_EXPIRED'],
      handler: async (ctx) => suitcases(ctx).create(ctx.body.name),
    }),
    defineRoute({
      method: 'PATCH',
      path: '/api/flow-suitcases/:id',
      tag,
      summary: 'Rename a suitcase',
      description: `Action edit. ${permissionNote}`,
      access: 'session',
      params: s.suitcaseParams,
      body: s.suitcaseBody,
      response: s.suitcase,
      errors: ['NOT_FOUND', 'UNPROCESSABLE', 'FORBIDDEN', 'PACKAGE_EXPIRED'],
      handler: async (ctx) => suitcases(ctx).rename(ctx.params.id, ctx.body.name),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/flow-suitcases/:id',
      tag,
      summary: 'Delete an empty suitcase',
      description: `Action delete. CONFLICT 'Remove the flows from this suitcase before deleting it.' while a flow is in it. ${permissionNote}`,
      access: 'session',
      params: s.suitcaseParams,
      status: 204,
      errors: ['NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE', 'FORBIDDEN', 'PACKAGE_EXPIRED'],
      handler: async (ctx) => suitcases(ctx).remove(ctx.params.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/flow-suitcases/:id/share',
      tag,
      summary: 'Share a suitcase with another account by the login email of one of its users',
      description: `Action edit. UNPROCESSABLE 'You cannot share a suitcase to your own account.' or 'There is no user with this email.'. ${permissionNote}`,
      access: 'session',
      params: s.suitcaseParams,
      body: shareBody,
      response: sharedOk,
      errors: ['NOT_FOUND', 'UNPROCESSABLE', 'FORBIDDEN', 'PACKAGE_EXPIRED'],
      handler: async (ctx) => suitcases(ctx).share(ctx.params.id, ctx.body.email),
    }),
  ];
}
