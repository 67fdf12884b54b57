import { defineRoute, type AnyRoute, type FlowGraph } from '@chatmill/sdk';
import { FlowVersionSchema } from '../../db/entities/FlowVersion.ts';
import type { FlowChannels } from '../flowChannels.ts';
import { FlowRequest } from '../store/flowRequest.ts';
import { flowIdParams } from '../store/flowSchemas.ts';
import { flowStats } from './flowStats.ts';
import type { FlowSimulator } from './flowSimulator.ts';
import { flowStatsResponse, simulatorBody, simulatorResponse } from './runtimeSchemas.ts';

const tag = 'Flows';
const channelErrors = ['NOT_FOUND', 'UNPROCESSABLE', 'FORBIDDEN', 'PACKAGE_EXPIRED'] as const;
const permissionNote =
  "Needs the flow channel's flow-builder permission slug (from the channel plugin) with the action named here; a channel whose plugin is off for the brand answers UNPROCESSABLE 'Unlicensed Flow Builder'. Another account's flow is NOT_FOUND.";

/** The runtime's routes of the flow API (flows.md): a flow's stats and the editor's simulator. */
export function flowRuntimeRoutes(channels: FlowChannels, simulator: FlowSimulator): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/flows/:id/stats',
      tag,
      summary: 'Sends, deliveries, reads, clicks per button and failed sends per node of a flow',
      tool: 'get_flow_stats',
      description: `Action read. Deliveries and reads are also given as percent of sends, rounded up (spec 2, 7). Buttons are those of the published version (of the draft before the first publish) whose clicks come back to the flow; a carousel's cards carry their buttons as children. Failures list, per node, the messages that could not go out (refused by the channel's render, refused for good by the platform, retries used up, outside the messaging window, channel gone) with their distinct reasons. ${permissionNote}`,
      access: 'session',
      params: flowIdParams,
      response: flowStatsResponse,
      errors: [...channelErrors],
      handler: async (ctx) => {
        const request = new FlowRequest(ctx, channels);
        const { flow } = await request.load(ctx.params.id, 'read');
        let graph: FlowGraph = flow.draft;
        if (flow.publishedVersion !== null) {
          const version = await ctx.em.findOne(FlowVersionSchema, { flowId: flow.id, accountId: flow.accountId, number: flow.publishedVersion });
          if (version) graph = version.graph;
        }
        return flowStats(ctx.em, flow.accountId, flow.id, graph);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/flows/:id/simulator',
      tag,
      summary: 'Run the draft for one event of a test subscriber',
      description: `Action edit. Runs the flow's current draft on the runtime's executors and trigger matching as the caller's own test subscriber of the flow (kept between calls; \`reset\` starts over), rendered with the channel's capabilities: a message the channel cannot show carries the reason in \`unrenderable\`. Nothing is sent; time gaps and human take-overs are skipped and listed in \`skipped\`. ${permissionNote}`,
      access: 'session',
      params: flowIdParams,
      body: simulatorBody,
      response: simulatorResponse,
      errors: [...channelErrors, 'VALIDATION_FAILED'],
      handler: async (ctx) => {
        const request = new FlowRequest(ctx, channels);
        const { flow, channel } = await request.load(ctx.params.id, 'edit');
        return simulator.run(ctx.em, {
          accountId: flow.accountId,
          user: { id: ctx.user!.id, name: ctx.user!.name, email: ctx.user!.email },
          flow: { id: flow.id, draft: flow.draft },
          channel,
          reset: ctx.body.reset,
          event: ctx.body.event,
        });
      },
    }),
  ];
}
