import { AppError, defineRoute, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import type { FlowChannels } from '../flowChannels.ts';
import { flowMessages } from './flowMessages.ts';
import { FlowRequest } from './flowRequest.ts';
import { flowIdParams, flowSummary } from './flowSchemas.ts';
import { publicFlowShare } from './publicFlowShare.ts';
import * as s from './shareSchemas.ts';
import { ShareService } from './shareService.ts';

const tag = 'Flow sharing';

/** Sharing a flow by login email, and the receiver's share screen and import (spec 2, 2 and 5). */
export function shareRoutes(channels: FlowChannels): AnyRoute[] {
  const shares = (ctx: RouteContext<unknown, unknown, unknown>) => new ShareService(new FlowRequest(ctx, channels));
  return [
    defineRoute({
      method: 'POST',
      path: '/api/flows/:id/share',
      tag,
      summary: 'Share a flow with another account by the login email of one of its users',
      description:
        "Action edit on the flow's channel. UNPROCESSABLE 'You cannot share a flow to your own account.', 'There is no user with this email.', or 'Cannot share a shared flow' (a flow imported from someone else). Sharing twice changes nothing.",
      access: 'session',
      params: flowIdParams,
      body: s.shareBody,
      response: s.sharedOk,
      errors: ['NOT_FOUND', 'UNPROCESSABLE', 'FORBIDDEN', 'PACKAGE_EXPIRED'],
      handler: async (ctx) => shares(ctx).share(ctx.params.id, ctx.body.email),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/flow-shares/:flowId',
      tag,
      summary: 'What the public share screen shows: the flow’s name, channel and owner',
      description: 'No session needed. NOT_FOUND unless the flow was shared with someone (directly or in a suitcase) by an account of this brand.',
      access: 'public',
      params: s.flowShareParams,
      response: s.flowShareInfo,
      errors: ['NOT_FOUND'],
      handler: async ({ em, brand, params }) => {
        const info = await publicFlowShare(em, brand.id, params.flowId);
        if (!info) throw new AppError('NOT_FOUND', flowMessages.flowNotFound);
        return info;
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/flow-shares/:flowId/import',
      tag,
      summary: 'Import a flow shared with this account as a flow of its own (status shared)',
      description:
        "Copies the latest published version, or the draft if it was never published. NOT_FOUND unless the flow was shared with the caller's account, directly or in a suitcase. Action create on the flow's channel; counts against its flow limit.",
      access: 'session',
      params: s.flowShareParams,
      body: s.importBody,
      response: flowSummary,
      status: 201,
      errors: ['NOT_FOUND', 'UNPROCESSABLE', 'FORBIDDEN', 'PACKAGE_EXPIRED', 'FEATURE_NOT_IN_PACKAGE', 'LIMIT_REACHED'],
      handler: async (ctx) => shares(ctx).import(ctx.params.flowId, ctx.body),
    }),
  ];
}
