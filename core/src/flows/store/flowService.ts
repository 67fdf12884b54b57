import {
  AppError,
  postbackIdProblems,
  coreNodeTypes,
  type FlowChannel,
  type FlowProblem,
  type ChannelPlugin,
  referenceSettings,
  type DraftSaved,
  type FlowDetail,
  type FlowGraph,
  type FlowPage,
  type FlowSummary,
} from '@chatmill/sdk';
import type { Flow } from '../../db/entities/Flow.ts';
import { FlowProblemsError } from './flowProblemsError.ts';
import { flowMessages } from './flowMessages.ts';
import type { FlowRequest } from './flowRequest.ts';
import type { CloneFlowBody, CreateFlowBody, FlowListQuery, MoveFlowBody, SaveDraftBody, UpdateFlowBody } from './flowSchemas.ts';
import { countedFlow, releaseFlow } from './flowUsage.ts';
import { flowDetail, flowSummary } from './flowView.ts';

/** The draft of a new flow: its entry, the Reference node, which every flow has and none can delete. */
export function newFlowGraph(): FlowGraph {
  return { nodes: [{ id: 'start', type: coreNodeTypes.reference, position: { x: 0, y: 0 }, data: referenceSettings.parse({}) }], edges: [] };
}

const maxName = 200;
const copySuffix = ' (copy)';

/** Spec 2, 1: "Clone": the same flow under "<name> (copy)", cut to fit the name's length. */
export function copyName(name: string): string {
  return `${name.slice(0, maxName - copySuffix.length)}${copySuffix}`;
}

/**
 * A flow's life in the account (spec 2, 3 and 4): created with a Reference node, its draft
 * saved automatically (a save from a stale window is a conflict, a draft the validator refuses
 * is not stored), renamed, switched on or off, put in a suitcase, cloned, deleted and brought
 * back. Creating, cloning and undoing a delete count against the channel's flow limit.
 */
export class FlowService {
  readonly #request: FlowRequest;

  constructor(request: FlowRequest) {
    this.#request = request;
  }

  async list(query: FlowListQuery): Promise<FlowPage> {
    const r = this.#request;
    const channels = query.channel ? [(await r.channel(query.channel, 'read')).adapter.channel] : await r.channels.permitted(r.em, r.user, r.brandId, 'read');
    const page = await r.flows.page(query, channels);
    return { items: page.items.map(flowSummary), total: page.total, page: query.page, pageSize: query.pageSize };
  }

  async create(body: CreateFlowBody): Promise<FlowDetail> {
    const r = this.#request;
    const channel = await r.channel(body.channel, 'create');
    const channelAccountId = await r.requireChannelAccount(channel, body.channelAccountId);
    const flow = await countedFlow(r.usage, channel, () =>
      r.flows.create({
        name: body.name,
        channel: body.channel,
        channelAccountId,
        draft: newFlowGraph(),
        status: 'draft',
        isClone: false,
        sharedFromFlowId: null,
        createdByUserId: r.user.id,
      }),
    );
    return this.#detail(flow, channel);
  }

  async get(id: number): Promise<FlowDetail> {
    const { flow, channel } = await this.#request.load(id, 'read');
    return this.#detail(flow, channel);
  }

  /**
   * Autosave. A revision other than the current one means another window saved since: CONFLICT,
   * nothing stored. A draft with a 'save' problem (a forbidden connection, a bad graph) is
   * refused with every problem; otherwise it is stored and what still stops publishing returned.
   */
  async saveDraft(id: number, body: SaveDraftBody): Promise<DraftSaved> {
    const r = this.#request;
    const { flow } = await r.load(id, 'edit');
    if (flow.draftRevision !== body.revision) throw new AppError('CONFLICT', flowMessages.draftConflict);
    const problems = [
      ...(await r.checks()).problems(body.graph, flow.channel, await r.flows.otherFlowGraphs(flow)),
      ...(await this.#payloadProblems(body.graph, flow.channel)),
    ];
    if (problems.some((problem) => problem.blocks === 'save')) throw new FlowProblemsError(flowMessages.saveProblems, problems);
    // The conditional update settles a race with another window saving at the same moment.
    const draftRevision = await r.flows.saveDraft(id, body.revision, body.graph);
    if (draftRevision === null) throw new AppError('CONFLICT', flowMessages.draftConflict);
    return { draftRevision, problems: problems.filter((problem) => problem.blocks === 'publish') };
  }

  /**
   * Postback ids the owner wrote that the channel's payload field cannot carry, shown from the
   * first save (the publish check stops them too): the owner should not build on an id that
   * the platform will cut. Omni-channel flows are measured per thread on publish.
   */
  async #payloadProblems(graph: FlowGraph, channel: FlowChannel): Promise<FlowProblem[]> {
    const r = this.#request;
    const plugin = channel === 'omnichannel' ? null : await r.channels.find(r.em, r.brandId, channel);
    if (!plugin) return [];
    return postbackIdProblems(graph, plugin.adapter.capabilities, { channelName: r.channels.displayName(plugin) });
  }

  async update(id: number, body: UpdateFlowBody): Promise<FlowSummary> {
    const r = this.#request;
    await r.load(id, 'edit');
    if (body.suitcaseId != null && !(await r.flows.ownsSuitcase(body.suitcaseId))) {
      throw new AppError('NOT_FOUND', flowMessages.suitcaseNotFound, { fields: { suitcaseId: flowMessages.suitcaseNotFound } });
    }
    await r.flows.update(id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      ...(body.suitcaseId !== undefined ? { suitcaseId: body.suitcaseId } : {}),
    });
    return flowSummary((await r.flows.find(id))!);
  }

  /**
   * Moves a flow to another account of its channel (a page, a number, a widget of this
   * account: the channel plugin finds it, so another account's or another channel's is not
   * found). This is how a flow made before its account, which runs nowhere, gets one. A
   * published flow whose keywords clash with the flows of the target is refused, as its
   * publish would have been there.
   */
  async move(id: number, body: MoveFlowBody): Promise<FlowSummary> {
    const r = this.#request;
    const { flow, channel } = await r.load(id, 'edit');
    const target = (await r.requireChannelAccount(channel, body.channelAccountId))!;
    if (flow.channelAccountId === target) return flowSummary(flow);
    if (flow.publishedVersion != null && flow.enabled) {
      const others = await r.flows.otherFlowGraphs({ id: flow.id, channel: flow.channel, channelAccountId: target });
      const clashes = (await r.checks())
        .problems(await r.flows.latestGraph(flow), flow.channel, others)
        .filter((problem) => problem.code === 'keywordConflict');
      if (clashes.length) throw new FlowProblemsError(flowMessages.moveKeywordConflict, clashes);
    }
    await r.flows.update(id, { channelAccountId: target });
    return flowSummary((await r.flows.find(id))!);
  }

  /**
   * A copy of the draft as a new flow, on the account chosen (else the one of the flow cloned).
   * A clone of a shared flow stays 'shared', so cloning cannot get round 'Cannot share a shared flow'.
   */
  async clone(id: number, body: CloneFlowBody = {}): Promise<FlowSummary> {
    const r = this.#request;
    const { flow, channel } = await r.load(id, 'create');
    const channelAccountId =
      body.channelAccountId === undefined ? (flow.channelAccountId ?? null) : await r.requireChannelAccount(channel, body.channelAccountId);
    const copy = await countedFlow(r.usage, channel, () =>
      r.flows.create({
        name: copyName(flow.name),
        channel: flow.channel,
        channelAccountId,
        draft: flow.draft,
        status: flow.status === 'shared' ? 'shared' : 'draft',
        isClone: true,
        sharedFromFlowId: null,
        createdByUserId: r.user.id,
        suitcaseId: flow.suitcaseId ?? null,
      }),
    );
    return flowSummary(copy);
  }

  /** Deletes a flow so that it can be brought back (undo); its use of the limit comes back now. */
  async remove(id: number): Promise<void> {
    const r = this.#request;
    const { channel } = await r.load(id, 'delete');
    if (!(await r.flows.softDelete(id))) throw new AppError('NOT_FOUND', flowMessages.flowNotFound);
    await releaseFlow(r.usage, channel);
  }

  /** Undoes a delete: the flow counts against the limit again, so a full limit refuses it. */
  async restore(id: number): Promise<FlowSummary> {
    const r = this.#request;
    const { channel } = await r.loadDeleted(id, 'delete');
    await countedFlow(r.usage, channel, async () => {
      if (!(await r.flows.undelete(id))) throw new AppError('NOT_FOUND', flowMessages.flowNotFound);
    });
    return flowSummary((await r.flows.find(id))!);
  }

  async #detail(flow: Flow, channel: ChannelPlugin): Promise<FlowDetail> {
    const r = this.#request;
    return flowDetail(flow, (await r.checks()).problems(flow.draft, flow.channel, await r.flows.otherFlowGraphs(flow)), channel);
  }
}
