import type { EntityManager } from '@mikro-orm/sql';
import {
  capabilityProblems,
  splitName,
  UnrenderableMessageError,
  type SavableField,
  type CanonicalEvent,
  type CanonicalMessage,
  type ChannelAccountKey,
  type ChannelPlugin,
  type FlowChannel,
  type FlowGraph,
} from '@chatmill/sdk';
import type { Clock } from './clock.ts';
import type { ConversationPosition, ConversationStore } from './conversationStore.ts';
import { entryOf } from './flowCatalog.ts';
import { decodeFlowPayload, findPayloadTarget } from './flowPayload.ts';
import { pickEdge, walkFlow, type WalkedFlow, type WalkStart } from './flowWalker.ts';
import type { FlowNodeRegistry } from './nodeRegistry.ts';
import { SubscriberState } from './subscriberState.ts';
import type { SubscriberStore } from './subscriberStore.ts';
import { matchTrigger } from './triggerMatcher.ts';

/** What the owner does in the simulator: types, presses a button, or picks a quick reply. */
export type SimulatorEvent = { kind: 'message'; text: string } | { kind: 'postback'; payload: string } | { kind: 'quickReply'; payload: string; text: string };

export interface SimulatorReply {
  /** `nodeId`: the step that sent it, which the editor shows when the channel cannot show the message. */
  messages: { nodeId: string; kind: CanonicalMessage['kind']; rendered: CanonicalMessage; unrenderable?: string }[];
  state: { waitingAt: string | null; waitingFor: 'input' | 'time' | null; variables: Record<string, string>; tags: string[] };
  /** Waits the simulator went past at once: a time gap, or a human take-over; `afterMessages` messages came before it. */
  skipped: { nodeId: string; kind: 'time' | 'takeover'; until: string; afterMessages: number }[];
}

export interface SimulatorRun {
  accountId: number;
  /** The signed-in user, whose own name and email the test subscriber carries, so personalised texts show real values. */
  user: { id: number; name: string; email: string };
  flow: { id: number; draft: FlowGraph };
  channel: ChannelPlugin;
  reset: boolean;
  event: SimulatorEvent;
}

interface SimulatorDeps {
  nodes: FlowNodeRegistry;
  subscribers: SubscriberStore;
  conversations: ConversationStore;
  clock: Clock;
  /** The zone `{{date}}` and `{{time}}` are told in (the test subscriber has none of its own). */
  defaultTimeZone: string;
}

/** The simulator's test subscribers are kept apart from real ones by their channel. */
export const simulatorChannel = 'simulator';
/** Waits skipped in one request at most (a flow that loops through time gaps stops here). */
const maxSkips = 10;

/**
 * Runs a flow's draft for the editor's simulator on the runtime's own executors and trigger
 * matching, as a test subscriber of the signed-in user (channel 'simulator', one per user and
 * flow, kept between calls until a reset, carrying the user's own name and email so personalised
 * texts show filled). Every message is rendered by the channel's adapter,
 * so what the channel cannot show says why. Nothing is sent, no job is queued: time gaps and
 * take-overs are skipped and reported, webhooks, sequences and global variables are left alone.
 */
export class FlowSimulator {
  readonly #deps: SimulatorDeps;

  constructor(deps: SimulatorDeps) {
    this.#deps = deps;
  }

  run(em: EntityManager, run: SimulatorRun): Promise<SimulatorReply> {
    return em.transactional((tx) => this.#run(tx, run));
  }

  async #run(tx: EntityManager, run: SimulatorRun): Promise<SimulatorReply> {
    const { subscribers, conversations } = this.#deps;
    const now = this.#deps.clock.now();
    const key = { accountId: run.accountId, channel: simulatorChannel, channelAccountId: `flow:${run.flow.id}` } as unknown as ChannelAccountKey;
    const externalId = `user:${run.user.id}`;
    if (run.reset) {
      await tx.execute(
        `delete from "subscriber" where "account_id" = :accountId and "channel" = :channel and "channel_account_id" = :channelAccountId and "external_id" = :externalId`,
        {
          ...key,
          externalId,
        },
      );
    }
    const { subscriber: created, created: firstContact } = await subscribers.lockOrCreate(tx, key, externalId);
    await subscribers.touch(tx, created.id, { lastInteractionAt: now, ...(firstContact ? { name: run.user.name.slice(0, 200) } : {}) });
    if (firstContact) await subscribers.saveFields(tx, created.id, ownerFields(run.user));
    const subscriber = (await subscribers.lock(tx, created.id))!;
    const channel: FlowChannel = run.channel.adapter.channel;
    const state = new SubscriberState(subscriber, channel, await subscribers.definitions(tx, run.accountId));
    const flow: WalkedFlow = { id: run.flow.id, version: 0, channel, graph: run.flow.draft };
    const event = canonical(run.event, externalId, now);
    const conversation = await conversations.open(tx, run.accountId, subscriber.id, flow.id, 0);

    let start = this.#start(flow, event, firstContact, conversation.waitingFor === 'input' ? conversation.currentNode : null);
    const reply: SimulatorReply = { messages: [], state: { waitingAt: null, waitingFor: null, variables: {}, tags: [] }, skipped: [] };
    let position: ConversationPosition | null = null;
    // What the publish check would say of each step, so a message the adapter still renders names its step's problem too.
    const stepProblems = new Map<string, string>();
    for (const found of capabilityProblems(run.flow.draft, run.channel.adapter.capabilities)) {
      if (found.nodeId && !stepProblems.has(found.nodeId)) stepProblems.set(found.nodeId, found.detail ?? found.message);
    }
    for (let skips = 0; start; skips += 1) {
      const walk = await walkFlow(this.#deps.nodes, {
        accountId: run.accountId,
        flow,
        subscriber: state,
        capabilities: run.channel.adapter.capabilities,
        now,
        start,
        defaultTimeZone: this.#deps.defaultTimeZone,
      });
      for (const { nodeId, message } of walk.messages) reply.messages.push({ nodeId, ...rendered(run.channel, message, stepProblems.get(nodeId)) });
      start = null;
      const end = walk.end;
      if (end.kind === 'waitUntil' && skips < maxSkips) {
        reply.skipped.push({ nodeId: end.nodeId, kind: end.reason, until: end.at.toISOString(), afterMessages: reply.messages.length });
        start = { kind: 'edge', nodeId: end.nodeId, handle: end.handle };
      } else if (end.kind === 'waitForInput') position = { currentNode: end.nodeId, waitingFor: 'input' };
      else position = { currentNode: walk.ran.at(-1) ?? null, waitingFor: null };
    }
    if (position) await conversations.save(tx, conversation.id, conversation.step + 1, 0, position);

    const changes = state.changes();
    if (changes.tags) await subscribers.saveTags(tx, subscriber, changes.tags);
    if (changes.variables) await subscribers.saveVariables(tx, subscriber.id, changes.variables);
    if (changes.fields) await subscribers.saveFields(tx, subscriber.id, changes.fields);
    const waitingAt = position
      ? position.waitingFor === 'input'
        ? position.currentNode
        : null
      : conversation.waitingFor === 'input'
        ? conversation.currentNode
        : null;
    reply.state = { waitingAt, waitingFor: waitingAt ? 'input' : null, variables: state.variables(), tags: [...state.tags] };
    return reply;
  }

  /** The runtime's matching, for this one flow: a click on its own button, the answer it waits for, then its triggers. */
  #start(flow: WalkedFlow, event: CanonicalEvent, firstContact: boolean, waitingAt: string | null): WalkStart | null {
    if (event.kind === 'postback' || event.kind === 'quickReply') {
      const payload = decodeFlowPayload(event.payload);
      const target = payload && payload.flowId === flow.id && payload.version === 0 ? findPayloadTarget(flow.graph, this.#deps.nodes, payload.target) : null;
      if (target) return pickEdge(flow.graph, target.nodeId, target.handle, flow.channel) ? { kind: 'edge', ...target } : null;
    }
    if (waitingAt && flow.graph.nodes.some((n) => n.id === waitingAt)) return { kind: 'node', nodeId: waitingAt, input: event };
    const entry = entryOf(flow.graph);
    if (!entry.referenceNodeId) return null;
    const match = matchTrigger(event, [{ flowId: flow.id, reference: entry.reference }], { firstContact });
    return match ? { kind: 'node', nodeId: entry.referenceNodeId, input: null } : null;
  }
}

/** The owner as a subscriber: their name split in two (first word, the rest) and their email. */
function ownerFields(user: SimulatorRun['user']): Partial<Record<SavableField, string>> {
  const { first, last } = splitName(user.name);
  return { ...(first ? { first_name: first.slice(0, 100) } : {}), ...(last ? { last_name: last.slice(0, 100) } : {}), email: user.email.slice(0, 254) };
}

function canonical(event: SimulatorEvent, subscriberExternalId: string, now: Date): CanonicalEvent {
  const base = { eventId: `sim-${now.getTime()}-${Math.random().toString(36).slice(2)}`, subscriberExternalId, timestamp: now };
  switch (event.kind) {
    case 'message':
      return { ...base, kind: 'message', text: event.text, attachments: [] };
    case 'postback':
      return { ...base, kind: 'postback', payload: event.payload };
    case 'quickReply':
      return { ...base, kind: 'quickReply', payload: event.payload, text: event.text };
  }
}

/** The message as the channel would render it, or why it cannot (the adapter's refusal, else its step's capability problem). */
function rendered(channel: ChannelPlugin, message: CanonicalMessage, stepProblem?: string): Omit<SimulatorReply['messages'][number], 'nodeId'> {
  try {
    channel.adapter.render(message);
    return { kind: message.kind, rendered: message, ...(stepProblem ? { unrenderable: stepProblem } : {}) };
  } catch (error) {
    if (error instanceof UnrenderableMessageError) return { kind: message.kind, rendered: message, unrenderable: error.message };
    throw error;
  }
}
