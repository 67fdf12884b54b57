import { z } from 'zod';
import { idParams } from './pages.ts';

/** Which of a page's channel accounts: the page itself (Messenger), or its Instagram account. */
export const defaultsQuery = z.object({
  platform: z.enum(['messenger', 'instagram'], { error: 'Choose messenger or instagram.' }).default('messenger'),
});
export type DefaultsPlatform = z.output<typeof defaultsQuery>['platform'];

export const defaultsParams = idParams;

const maxId = 2_147_483_647;
const flowMessage = 'Choose a flow, or none.';
const flowId = z.number({ error: flowMessage }).int(flowMessage).positive(flowMessage).max(maxId, flowMessage).nullable();

/** Spec 2, 2 "defaults": the flow that greets a first contact and the one that answers what nothing else does. */
export const defaultsBody = z.strictObject({ welcomeFlowId: flowId, defaultReplyFlowId: flowId });
export type DefaultsBody = z.output<typeof defaultsBody>;

export const defaultsView = z.object({
  channelAccountId: z.string(),
  platform: z.enum(['messenger', 'instagram']),
  welcomeFlowId: z.number().int().nullable(),
  defaultReplyFlowId: z.number().int().nullable(),
});
export type DefaultsView = z.output<typeof defaultsView>;
