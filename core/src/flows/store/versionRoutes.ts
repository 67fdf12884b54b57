import { defineRoute, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import type { FlowChannels } from '../flowChannels.ts';
import { FlowRequest } from './flowRequest.ts';
import * as s from './flowSchemas.ts';
import { VersionService } from './versionService.ts';

const tag = 'Flows';
const channelErrors = ['NOT_FOUND', 'UNPROCESSABLE', 'FORBIDDEN', 'PACKAGE_EXPIRED'] as const;

/** Publishing a flow and its numbered versions: read, compared with the draft, restored (issue 6). */
export function versionRoutes(channels: FlowChannels): AnyRoute[] {
  const versions = (ctx: RouteContext<unknown, unknown, unknown>) => new VersionService(new FlowRequest(ctx, channels));
  return [
    defineRoute({
      method: 'POST',
      path: '/api/flows/:id/publish',
      tag,
      summary: 'Publish the draft as the next numbered version',
      tool: 'publish_flow',
      description:
        "Action edit. The validator and the channel adapter’s capabilities check the draft first: any problem answers UNPROCESSABLE with a `problems` array beside `error`, naming each node or edge. A postback id another live flow of the channel account starts on is the problem `postbackIdUsed` ('Postback ID already used') unless `overridePostbackId` is true: the flow published last then starts on it. CONFLICT when another publish of the flow took the number at the same moment.",
      access: 'session',
      params: s.flowIdParams,
      body: s.publishBody,
      response: s.flowPublished,
      errors: [...channelErrors, 'CONFLICT'],
      handler: async (ctx) => versions(ctx).publish(ctx.params.id, { overridePostbackId: ctx.body.overridePostbackId }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/flows/:id/versions',
      tag,
      summary: 'The published versions of a flow, the latest first',
      description: 'Action read.',
      access: 'session',
      params: s.flowIdParams,
      response: s.versionList,
      errors: [...channelErrors],
      handler: async (ctx) => versions(ctx).list(ctx.params.id),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/flows/:id/versions/:number',
      tag,
      summary: 'One published version of a flow, with its graph',
      description: 'Action read.',
      access: 'session',
      params: s.versionParams,
      response: s.versionDetail,
      errors: [...channelErrors],
      handler: async (ctx) => versions(ctx).get(ctx.params.id, ctx.params.number),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/flows/:id/versions/:number/compare',
      tag,
      summary: 'What changed from a published version to the current draft',
      description:
        'Action read. Nodes added, removed and changed (with each changed text by its path in the settings, e.g. `items[0].text`), and how many connections were added and removed.',
      access: 'session',
      params: s.versionParams,
      response: s.flowComparison,
      errors: [...channelErrors],
      handler: async (ctx) => versions(ctx).compare(ctx.params.id, ctx.params.number),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/flows/:id/versions/:number/restore',
      tag,
      summary: 'Make a published version the draft again',
      description: 'Action edit. The draft revision moves on, so an editor still open on the old draft gets CONFLICT on its next save and reloads.',
      access: 'session',
      params: s.versionParams,
      response: s.flowDetail,
      errors: [...channelErrors],
      handler: async (ctx) => versions(ctx).restore(ctx.params.id, ctx.params.number),
    }),
  ];
}
