import { defineRoute, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import type { FlowChannels } from '../flowChannels.ts';
import { FlowRequest } from './flowRequest.ts';
import * as s from './flowSchemas.ts';
import { refusePrivateWebhooks } from './webhookUrls.ts';
import { FlowService } from './flowService.ts';

const tag = 'Flows';

/** Every error a flow route may answer once it has found the flow and checked the channel. */
const channelErrors = ['NOT_FOUND', 'UNPROCESSABLE', 'FORBIDDEN', 'PACKAGE_EXPIRED'] as const;
const permissionNote =
  "Needs the flow channel's flow-builder permission slug (from the channel plugin) with the action named here; a channel whose plugin is off for the brand answers UNPROCESSABLE 'Unlicensed Flow Builder'.";

/** /api/flows: the account's flows, their drafts and their life (flows.md, spec 2, 3 and 4). */
export function flowRoutes(channels: FlowChannels): AnyRoute[] {
  const flows = (ctx: RouteContext<unknown, unknown, unknown>) => new FlowService(new FlowRequest(ctx, channels));
  return [
    defineRoute({
      method: 'GET',
      path: '/api/flows',
      tag,
      summary: 'A page of the account’s flows, the latest changed first',
      tool: 'list_flows',
      description: `\`channel\` narrows to one channel (read permission on it); without it, the flows of every channel the user may read. \`q\` searches the names. ${permissionNote}`,
      access: 'session',
      query: s.flowListQuery,
      response: s.flowPage,
      errors: ['UNPROCESSABLE', 'FORBIDDEN', 'PACKAGE_EXPIRED'],
      handler: async (ctx) => flows(ctx).list(ctx.query),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/flows',
      tag,
      summary: 'Create a flow: its draft has the Reference node (the entry) only',
      description: `Action create. Counts against the channel's flow limit. ${permissionNote}`,
      access: 'session',
      body: s.createFlowBody,
      response: s.flowDetail,
      status: 201,
      errors: [...channelErrors, 'FEATURE_NOT_IN_PACKAGE', 'LIMIT_REACHED'],
      handler: async (ctx) => flows(ctx).create(ctx.body),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/flows/:id',
      tag,
      summary: 'A flow with its draft, its draft revision and what the validator finds in the draft',
      tool: 'get_flow',
      description: `Action read. ${permissionNote}`,
      access: 'session',
      params: s.flowIdParams,
      response: s.flowDetail,
      errors: [...channelErrors],
      handler: async (ctx) => flows(ctx).get(ctx.params.id),
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/flows/:id/draft',
      tag,
      summary: 'Autosave the draft',
      description: `Action edit. CONFLICT when \`revision\` is not the current one (the flow was saved from another window: reload). UNPROCESSABLE with a \`problems\` array beside \`error\` when the validator finds a problem that blocks saving; otherwise the draft is stored and the problems that only block publishing are returned. ${permissionNote}`,
      access: 'session',
      params: s.flowIdParams,
      body: s.saveDraftBody,
      response: s.draftSaved,
      bodyLimitBytes: 4 * 1024 * 1024,
      errors: [...channelErrors, 'CONFLICT'],
      handler: async (ctx) => {
        await refusePrivateWebhooks(ctx.outgoing, ctx.body.graph);
        return flows(ctx).saveDraft(ctx.params.id, ctx.body);
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: '/api/flows/:id',
      tag,
      summary: 'Rename a flow, switch it on or off, or move it into (or out of) a suitcase',
      description: `Action edit. \`suitcaseId\` is a suitcase of the account, or null. ${permissionNote}`,
      access: 'session',
      params: s.flowIdParams,
      body: s.updateFlowBody,
      response: s.flowSummary,
      errors: [...channelErrors],
      handler: async (ctx) => flows(ctx).update(ctx.params.id, ctx.body),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/flows/:id/move',
      tag,
      summary: 'Move a flow to another account (page, number, bot, widget) of its channel',
      description: `Action edit. \`channelAccountId\` must be an account of this account and of the flow's channel (else NOT_FOUND on that field); a flow that has none yet (made before its account) gets it this way. A published, enabled flow whose keywords clash with the target's flows answers UNPROCESSABLE with the \`problems\`. ${permissionNote}`,
      access: 'session',
      params: s.flowIdParams,
      body: s.moveFlowBody,
      response: s.flowSummary,
      errors: [...channelErrors],
      handler: async (ctx) => flows(ctx).move(ctx.params.id, ctx.body),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/flows/:id/clone',
      tag,
      summary: 'Clone a flow: its draft as a new flow named "<name> (copy)"',
      description: `Action create. Counts against the channel's flow limit. \`channelAccountId\` puts the copy on another account of the channel (without it, the account of the flow cloned). ${permissionNote}`,
      access: 'session',
      params: s.flowIdParams,
      body: s.cloneFlowBody,
      response: s.flowSummary,
      status: 201,
      errors: [...channelErrors, 'FEATURE_NOT_IN_PACKAGE', 'LIMIT_REACHED'],
      handler: async (ctx) => flows(ctx).clone(ctx.params.id, ctx.body),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/flows/:id',
      tag,
      summary: 'Delete a flow; POST /api/flows/:id/restore undoes it',
      description: `Action delete. Gives its use of the flow limit back. ${permissionNote}`,
      access: 'session',
      params: s.flowIdParams,
      status: 204,
      errors: [...channelErrors],
      handler: async (ctx) => flows(ctx).remove(ctx.params.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/flows/:id/restore',
      tag,
      summary: 'Undo the delete of a flow',
      description: `Action delete (the undo of a delete). NOT_FOUND when the flow is not deleted; counts against the flow limit again. ${permissionNote}`,
      access: 'session',
      params: s.flowIdParams,
      response: s.flowSummary,
      errors: [...channelErrors, 'LIMIT_REACHED', 'FEATURE_NOT_IN_PACKAGE'],
      handler: async (ctx) => flows(ctx).restore(ctx.params.id),
    }),
  ];
}
