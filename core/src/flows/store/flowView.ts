import type { ChannelPlugin, FlowDetail, FlowProblem, FlowSummary } from '@chatmill/sdk';
import type { Flow } from '../../db/entities/Flow.ts';

/** A flow row as the API shows it in lists (FlowSummary of sdk/src/flows/flowApi.ts). */
export function flowSummary(flow: Flow): FlowSummary {
  return {
    id: flow.id,
    name: flow.name,
    channel: flow.channel,
    channelAccountId: flow.channelAccountId ?? null,
    status: flow.status,
    enabled: flow.enabled,
    isClone: flow.isClone,
    publishedVersion: flow.publishedVersion ?? null,
    suitcaseId: flow.suitcaseId ?? null,
    createdAt: new Date(flow.createdAt).toISOString(),
    updatedAt: new Date(flow.updatedAt).toISOString(),
  };
}

/** A flow with its draft, for the editor, what the validator says about that draft, and the slug the editor needs. */
export function flowDetail(flow: Flow, problems: FlowProblem[], channel: ChannelPlugin): FlowDetail {
  return { ...flowSummary(flow), draft: flow.draft, draftRevision: flow.draftRevision, problems, flowSlug: channel.flowSlug };
}
