import {
  personaliseMessage,
  subscriberValues,
  type CanonicalEvent,
  type CanonicalMessage,
  type ChannelCapabilities,
  type FlowChannel,
  type FlowEdge,
  type FlowGraph,
  type NodeRunContext,
} from '@chatmill/sdk';
import { encodeFlowPayload } from './flowPayload.ts';
import type { FlowNodeRegistry } from './nodeRegistry.ts';
import type { SubscriberState } from './subscriberState.ts';

/** At most this many nodes run for one event or wake-up: a loop in a flow ends the step instead of spinning. */
export const maxNodesPerStep = 50;

/** Where a walk starts: a node to run (with the event that answers it, if it waited for input), or an output to follow. */
export type WalkStart = { kind: 'node'; nodeId: string; input: CanonicalEvent | null } | { kind: 'edge'; nodeId: string; handle: string };

export interface WalkedFlow {
  id: number;
  /** The published version (0: the draft, in the simulator). */
  version: number;
  channel: FlowChannel;
  graph: FlowGraph;
}

export interface WalkRequest {
  accountId: number;
  flow: WalkedFlow;
  subscriber: SubscriberState;
  capabilities: ChannelCapabilities;
  now: Date;
  start: WalkStart;
  /** The zone `{{date}}` and `{{time}}` are told in for a subscriber whose own is unknown (the server's). */
  defaultTimeZone: string;
}

/** How a walk stopped. */
export type WalkEnd =
  | { kind: 'end' }
  | { kind: 'waitForInput'; nodeId: string }
  /** A time gap (`time`) or a human take-over (`takeover`): at `at`, follow `handle` from `nodeId`. */
  | { kind: 'waitUntil'; reason: 'time' | 'takeover'; nodeId: string; at: Date; handle: string }
  /** The flow cannot go on: an unknown node type, settings that do not parse, a loop. */
  | { kind: 'broken'; nodeId: string; reason: string };

export interface WalkResult {
  messages: { nodeId: string; message: CanonicalMessage }[];
  webhooks: { nodeId: string; url: string }[];
  sequences: { sequenceId: string; subscribe: boolean }[];
  /** One-time notification requests sent (OTN nodes run). */
  otnRequests: { nodeId: string; title: string; topic: string }[];
  takeoverUntil: Date | null;
  /** The nodes run, in order. */
  ran: string[];
  end: WalkEnd;
}

/**
 * Runs a flow's nodes from `start` until one waits or the path ends: the state machine's one
 * step, in memory. Nothing leaves here: the caller writes the result in one transaction (the
 * runtime) or shows it (the simulator), so both run exactly the same executors.
 */
export async function walkFlow(nodes: FlowNodeRegistry, request: WalkRequest): Promise<WalkResult> {
  const { flow, subscriber } = request;
  const result: WalkResult = { messages: [], webhooks: [], sequences: [], otnRequests: [], takeoverUntil: null, ran: [], end: { kind: 'end' } };
  const byId = new Map(flow.graph.nodes.map((node) => [node.id, node]));

  let current: { nodeId: string; input: CanonicalEvent | null } | null;
  if (request.start.kind === 'node') current = { nodeId: request.start.nodeId, input: request.start.input };
  else {
    const next = pickEdge(flow.graph, request.start.nodeId, request.start.handle, subscriber.channel, byId);
    current = next ? { nodeId: next.target, input: null } : null;
  }

  while (current) {
    const node = byId.get(current.nodeId);
    if (!node) return { ...result, end: { kind: 'broken', nodeId: current.nodeId, reason: 'The node is not in the flow.' } };
    if (result.ran.length >= maxNodesPerStep) {
      return { ...result, end: { kind: 'broken', nodeId: node.id, reason: `More than ${maxNodesPerStep} nodes ran for one event: the flow loops.` } };
    }
    const type = nodes.get(node.type);
    if (!type) return { ...result, end: { kind: 'broken', nodeId: node.id, reason: `No plugin runs nodes of type ${node.type}.` } };
    const parsed = type.settings.safeParse(node.data);
    if (!parsed.success) return { ...result, end: { kind: 'broken', nodeId: node.id, reason: `The settings of node ${node.id} are not valid.` } };

    let takeoverUntil: Date | null = null;
    const nodeId = node.id;
    const context: NodeRunContext = {
      accountId: request.accountId,
      flowId: flow.id,
      nodeId,
      channel: node.thread ?? subscriber.channel,
      capabilities: request.capabilities,
      subscriber: subscriber.view(),
      now: request.now,
      input: current.input,
      // Personalised here, once for every channel: with the values as they are at this point of
      // the step (an answer saved by an earlier node shows), and stored filled, so a retried send repeats the same text.
      send: (message) =>
        void result.messages.push({
          nodeId,
          message: personaliseMessage(message, subscriberValues(subscriber.view(), { now: request.now, defaultTimeZone: request.defaultTimeZone })),
        }),
      payloadFor: (handle) => encodeFlowPayload({ flowId: flow.id, version: flow.version, nodeId, handle }),
      addTag: (tag) => subscriber.addTag(tag),
      removeTag: (tag) => subscriber.removeTag(tag),
      setVariable: (name, value) => subscriber.setVariable(name, value),
      setField: (field, value) => subscriber.setField(field, value),
      subscribeSequence: (sequenceId) => void result.sequences.push({ sequenceId, subscribe: true }),
      unsubscribeSequence: (sequenceId) => void result.sequences.push({ sequenceId, subscribe: false }),
      callWebhook: (url) => void result.webhooks.push({ nodeId, url }),
      takeOver: (until) => {
        takeoverUntil = until;
        result.takeoverUntil = until;
      },
    };
    result.ran.push(nodeId);
    const outcome = await type.execute(parsed.data, context);
    if (node.type === 'OTN') {
      const settings = parsed.data as { title?: string; topic?: string };
      result.otnRequests.push({ nodeId, title: settings.title ?? '', topic: settings.topic ?? '' });
    }

    switch (outcome.kind) {
      case 'end':
        return result;
      case 'waitForInput':
        return { ...result, end: { kind: 'waitForInput', nodeId } };
      case 'waitUntil':
        return { ...result, end: { kind: 'waitUntil', reason: 'time', nodeId, at: outcome.at, handle: outcome.handle } };
      case 'continue': {
        // A take-over silences the bot: the rest of the path runs when it ends.
        if (takeoverUntil) return { ...result, end: { kind: 'waitUntil', reason: 'takeover', nodeId, at: takeoverUntil, handle: outcome.handle } };
        const edge = pickEdge(flow.graph, nodeId, outcome.handle, subscriber.channel, byId);
        current = edge ? { nodeId: edge.target, input: null } : null;
      }
    }
  }
  return result;
}

/**
 * The edge to follow from an output. Several edges leave a splitter's output, one per channel
 * thread: the one into the subscriber's channel wins, then one into a node of no thread.
 */
export function pickEdge(
  graph: FlowGraph,
  nodeId: string,
  handle: string,
  channel: FlowChannel,
  byId?: ReadonlyMap<string, FlowGraph['nodes'][number]>,
): FlowEdge | null {
  const edges = graph.edges.filter((edge) => edge.source === nodeId && (edge.sourceHandle ?? 'next') === handle);
  if (edges.length <= 1) return edges[0] ?? null;
  const nodes = byId ?? new Map(graph.nodes.map((node) => [node.id, node]));
  return edges.find((edge) => nodes.get(edge.target)?.thread === channel) ?? edges.find((edge) => !nodes.get(edge.target)?.thread) ?? null;
}
