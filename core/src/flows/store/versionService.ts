import {
  AppError,
  mediaUrls,
  postbackIdClaims,
  type ChannelPlugin,
  type FlowComparison,
  type FlowDetail,
  type FlowPublished,
  type FlowVersionDetail,
  type FlowVersionSummary,
} from '@chatmill/sdk';
import type { Flow } from '../../db/entities/Flow.ts';
import type { FlowVersion } from '../../db/entities/FlowVersion.ts';
import type { Renderer } from './flowChecks.ts';
import { FlowProblemsError } from './flowProblemsError.ts';
import { flowMessages } from './flowMessages.ts';
import { mediaSizes } from './mediaSizes.ts';
import type { FlowRequest } from './flowRequest.ts';
import { flowDetail } from './flowView.ts';
import { compareGraphs } from './versionComparison.ts';

/**
 * Publishing and the published versions (issue 6 "Flows"): a publish turns the current draft
 * into an immutable numbered version once the validator and the channel's capabilities find
 * nothing; any version can be read, compared with the current draft and restored into it.
 */
export class VersionService {
  readonly #request: FlowRequest;

  constructor(request: FlowRequest) {
    this.#request = request;
  }

  /**
   * Publishes the draft as version n + 1. Any problem refuses it (422, with the problems);
   * a publish at the same moment from another window takes the same number, which the unique
   * (flow, number) index refuses: CONFLICT.
   */
  async publish(id: number, options: { overridePostbackId?: boolean } = {}): Promise<FlowPublished> {
    const r = this.#request;
    const { flow, channel } = await r.load(id, 'edit');
    const others = await r.flows.otherFlowGraphs(flow);
    const renderers = await this.#renderers(flow, channel);
    // The media files of channels that limit their size, measured once however many threads send them.
    const urls = new Set(renderers.flatMap(({ capabilities, thread }) => mediaUrls(flow.draft, capabilities, thread ? { thread } : {})));
    const measured = await mediaSizes(r.outgoing, [...urls]);
    const problems = (await r.checks()).publishProblems(flow.draft, flow.channel, others, renderers, measured);
    if (!options.overridePostbackId) problems.push(...postbackIdClaims(flow.draft, others));
    if (problems.length) throw new FlowProblemsError(flowMessages.publishProblems, problems);
    try {
      const version = await r.flows.transactional((tx) => tx.publish(flow, flow.draft, r.user.id));
      return { version, problems: [] };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', flowMessages.publishConflict);
      throw error;
    }
  }

  async list(id: number): Promise<{ items: FlowVersionSummary[] }> {
    const r = this.#request;
    await r.load(id, 'read');
    const versions = await r.flows.versions(id);
    return { items: versions.map((v) => ({ number: v.number, publishedAt: v.publishedAt.toISOString(), publishedBy: v.publishedBy })) };
  }

  async get(id: number, number: number): Promise<FlowVersionDetail> {
    await this.#request.load(id, 'read');
    const version = await this.#version(id, number);
    return { number: version.number, graph: version.graph, publishedAt: new Date(version.publishedAt).toISOString() };
  }

  /** That version (before) against the current draft (after). */
  async compare(id: number, number: number): Promise<FlowComparison> {
    const r = this.#request;
    const { flow } = await r.load(id, 'read');
    const version = await this.#version(id, number);
    return compareGraphs(version.graph, flow.draft, (await r.checks()).specs);
  }

  /** The draft becomes that version's graph; editors still open on the old draft get CONFLICT on their next save. */
  async restore(id: number, number: number): Promise<FlowDetail> {
    const r = this.#request;
    const { channel } = await r.load(id, 'edit');
    const version = await this.#version(id, number);
    await r.flows.replaceDraft(id, version.graph);
    const flow = (await r.flows.find(id))!;
    return flowDetail(flow, (await r.checks()).problems(flow.draft, flow.channel, await r.flows.otherFlowGraphs(flow)), channel);
  }

  /**
   * The channels the flow's messages are rendered on: its own channel's adapter; for an
   * omni-channel flow, the adapter of each thread's channel the brand has (a thread on a channel
   * without a plugin never runs, so it has nothing to render).
   */
  async #renderers(flow: Flow, channel: ChannelPlugin): Promise<Renderer[]> {
    const r = this.#request;
    if (flow.channel !== 'omnichannel') return [{ capabilities: channel.adapter.capabilities, channelName: r.channels.displayName(channel) }];
    const threads = new Set(flow.draft.nodes.flatMap((node) => (node.thread ? [node.thread] : [])));
    const renderers: Renderer[] = [];
    for (const thread of threads) {
      const threadChannel = await r.channels.find(r.em, r.brandId, thread);
      if (threadChannel) renderers.push({ capabilities: threadChannel.adapter.capabilities, channelName: r.channels.displayName(threadChannel), thread });
    }
    return renderers;
  }

  async #version(id: number, number: number): Promise<FlowVersion> {
    const version = await this.#request.flows.version(id, number);
    if (!version) throw new AppError('NOT_FOUND', flowMessages.versionNotFound(number));
    return version;
  }
}

/** SQLSTATE 23505: a unique index refused the write. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505' || (error as Error).name === 'UniqueConstraintViolationException';
}
