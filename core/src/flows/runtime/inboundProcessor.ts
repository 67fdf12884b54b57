import type { EntityManager } from '@mikro-orm/sql';
import { canonicalEvent, coreNodeTypes, type CanonicalEvent, type ChannelAccountKey, type FlowChannel } from '@chatmill/sdk';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import type { ChannelRegistry } from './channelRegistry.ts';
import type { Clock } from './clock.ts';
import type { ConversationState, ConversationStore } from './conversationStore.ts';
import { triggerCandidates, type FlowCatalog, type RunnableFlow } from './flowCatalog.ts';
import { decodeFlowPayload, findPayloadTarget } from './flowPayload.ts';
import { quickReplyByText } from './quickRepliesAsText.ts';
import type { FlowNodeRegistry } from './nodeRegistry.ts';
import { pickEdge, type WalkStart } from './flowWalker.ts';
import type { StepRunner } from './stepRunner.ts';
import { platformProfile } from './platformProfile.ts';
import { applyReceipt, isReceipt } from './receipts.ts';
import type { LockedSubscriber, SubscriberStore, SubscriberTouch } from './subscriberStore.ts';
import { matchTrigger } from './triggerMatcher.ts';

export interface InboundProcessorDeps {
  db: Database;
  clock: Clock;
  catalog: FlowCatalog;
  channels: ChannelRegistry;
  subscribers: SubscriberStore;
  conversations: ConversationStore;
  steps: StepRunner;
  /** The node types, for the outputs a button's payload may name. */
  nodes: FlowNodeRegistry;
  logger: Logger;
}

/** Events that are the subscriber doing something (not the platform reporting on our messages). */
const interactions = new Set<CanonicalEvent['kind']>(['message', 'postback', 'quickReply', 'comment', 'referral', 'optIn']);

/** Events that can answer a question a conversation waits on. */
function answers(event: CanonicalEvent): boolean {
  return event.kind === 'message' || event.kind === 'quickReply' || event.kind === 'postback';
}

/** What an event tells about its subscriber: the platform's profile, and the moment of an interaction. */
function touchOf(event: CanonicalEvent): SubscriberTouch {
  return { ...platformProfile(event.profile), ...(interactions.has(event.kind) ? { lastInteractionAt: event.timestamp } : {}) };
}

interface StoredEvent {
  id: number;
  payload: CanonicalEvent;
}

/**
 * Acts on stored inbound events (the `core.flows.inbound` job). Under the subscriber's row lock
 * it takes every event of that subscriber not yet acted on, oldest first, so events run one at a
 * time and in order whichever worker holds which job; each is marked processed in the same
 * transaction as its effects, so a repeated job finds nothing left to do.
 */
export class InboundProcessor {
  readonly #deps: InboundProcessorDeps;

  constructor(deps: InboundProcessorDeps) {
    this.#deps = deps;
  }

  /**
   * `lastAttempt`: the job's retries are spent. An event that still fails is then set aside
   * (logged, marked processed) so that one poisoned event does not hold up every later event
   * of its subscriber; before that, a failure rolls everything back and the job is retried.
   */
  async process(inboundEventId: number, options: { lastAttempt?: boolean } = {}): Promise<void> {
    await this.#deps.db.em().transactional(async (em) => {
      const tx = em;
      const [stored] = await tx.execute<
        { account_id: number; channel: FlowChannel; channel_account_id: string; subscriber_external_id: string; processed_at: unknown }[]
      >(`select "account_id", "channel", "channel_account_id", "subscriber_external_id", "processed_at" from "inbound_event" where "id" = :id`, {
        id: inboundEventId,
      });
      if (!stored || stored.processed_at) return;
      const key: ChannelAccountKey = { accountId: stored.account_id, channel: stored.channel, channelAccountId: stored.channel_account_id };
      const { subscriber, created } = await this.#deps.subscribers.lockOrCreate(tx, key, stored.subscriber_external_id);
      const pending = await tx.execute<{ id: string | number; payload: unknown }[]>(
        `select "id", "payload" from "inbound_event"
         where "account_id" = :accountId and "channel" = :channel and "channel_account_id" = :channelAccountId and "subscriber_external_id" = :externalId and "processed_at" is null
         order by "id"`,
        { ...key, externalId: subscriber.externalId },
      );
      let firstContact = created;
      for (const row of pending) {
        const parsed = canonicalEvent.safeParse(typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload);
        if (parsed.success) {
          const stored = { id: Number(row.id), payload: parsed.data };
          if (!options.lastAttempt) await this.#handle(tx, key, subscriber.id, stored, firstContact);
          else {
            try {
              // A savepoint: a failure undoes this event's effects only.
              await tx.transactional((inner) => this.#handle(inner, key, subscriber.id, stored, firstContact));
            } catch (error) {
              this.#deps.logger.error('inbound event set aside after its last attempt', { inboundEventId: row.id, error });
            }
          }
          if (interactions.has(parsed.data.kind)) firstContact = false;
        } else {
          this.#deps.logger.warn('inbound event skipped: not a canonical event', { inboundEventId: row.id });
        }
        await tx.execute(`update "inbound_event" set "processed_at" = now() where "id" = :id`, { id: row.id });
      }
    });
  }

  /**
   * The fast path (architecture "Inbound is thin"): acts on an event in the transaction that
   * has just stored it, when nothing of its subscriber waits before it; the queue stays for
   * events that must wait their turn and for retries. A savepoint keeps a failure to the
   * event's effects: the event stays stored, unprocessed, and the caller enqueues its job.
   * Returns whether the event was acted on.
   */
  async processNow(tx: EntityManager, key: ChannelAccountKey, eventId: number, event: unknown): Promise<boolean> {
    // Read as the job reads it from its row; what does not parse is the job's to log and skip.
    const parsed = canonicalEvent.safeParse(event);
    if (!parsed.success) return false;
    const stored: StoredEvent = { id: eventId, payload: parsed.data };
    try {
      return await tx.transactional(async (inner) => {
        const em = inner;
        const { subscriber, created } = await this.#deps.subscribers.lockOrCreate(em, key, stored.payload.subscriberExternalId);
        // Its turn, or the queue's: an earlier event of the subscriber still waits. The question
        // the subscriber may be answering comes with the touch (one statement).
        const touched = await this.#deps.subscribers.touchInTurn(em, key, subscriber, stored.id, touchOf(stored.payload), {
          waitingForInput: answers(stored.payload),
        });
        if (!touched) return false;
        await this.#handle(em, key, subscriber.id, stored, created, touched);
        return true;
      });
    } catch (error) {
      this.#deps.logger.warn('inbound event left to its job after a failure', { inboundEventId: stored.id, error });
      return false;
    }
  }

  /** `touched`: the subscriber as the fast path has touched it already, with the conversation waiting for input when it read it. */
  async #handle(
    tx: EntityManager,
    key: ChannelAccountKey,
    subscriberId: number,
    stored: StoredEvent,
    firstContact: boolean,
    touched?: { subscriber: LockedSubscriber; waiting?: ConversationState | null },
  ): Promise<void> {
    const { subscribers } = this.#deps;
    if (isReceipt(stored.payload)) return applyReceipt(tx, key, stored.payload);
    const touchedNow = touched?.subscriber ?? (await subscribers.touch(tx, subscriberId, touchOf(stored.payload)));
    if (stored.payload.kind === 'comment') return; // Comment automation answers comments, not flows.

    const subscriber = touchedNow ?? (await subscribers.lock(tx, subscriberId))!;
    const now = this.#deps.clock.now();
    // Human take-over: the event is kept (live chat shows it), the bot says nothing.
    if (subscriber.takeoverUntil && subscriber.takeoverUntil > now) return;
    const event = await this.#asQuickReply(tx, key, subscriber.id, stored.payload);

    if (await this.#clicked(tx, key, subscriber, event, now)) return;
    const waiting = answers(event)
      ? touched?.waiting !== undefined
        ? touched.waiting
        : await this.#deps.conversations.waitingForInput(tx, subscriber.id)
      : undefined;
    if (waiting && (await this.#answered(tx, key, subscriber, waiting, event, now))) return;
    // No question waits (null, as read): a new conversation has none to drop.
    await this.#triggered(tx, key, subscriber, event, firstContact, now, waiting !== null);
  }

  /** On a platform that sends a tapped quick reply back as text, a text that is the title of a quick reply the subscriber was shown is that quick reply. */
  async #asQuickReply(tx: EntityManager, key: ChannelAccountKey, subscriberId: number, event: CanonicalEvent): Promise<CanonicalEvent> {
    if (event.kind !== 'message' || !this.#deps.channels.capabilities(key.channel).quickRepliesAsText) return event;
    return (await quickReplyByText(tx, subscriberId, event)) ?? event;
  }

  /** A click on a button or quick reply the runtime rendered: continue on the edge drawn from it, and count the click. */
  async #clicked(tx: EntityManager, key: ChannelAccountKey, subscriber: LockedSubscriber, event: CanonicalEvent, now: Date): Promise<boolean> {
    // Postbacks, quick replies, and an OTN opt-in (which answers the runtime's otnRequest like a click on its button).
    const raw = 'payload' in event ? event.payload : undefined;
    if (!raw) return false;
    const payload = decodeFlowPayload(raw);
    if (!payload) return false;
    // The payload is the subscriber's to send: trust it only for a flow of this very channel account.
    const flow = await this.#deps.catalog.version(tx, key, payload.flowId, payload.version);
    const target = flow && findPayloadTarget(flow.graph, this.#deps.nodes, payload.target);
    const node = target && flow.graph.nodes.find((n) => n.id === target.nodeId);
    if (!flow || !target || !node) return false;
    await tx.execute(
      `insert into "flow_click" ("account_id", "flow_id", "node_id", "handle", "subscriber_id") values (:accountId, :flowId, :nodeId, :handle, :subscriberId)`,
      { accountId: key.accountId, flowId: flow.id, nodeId: node.id, handle: target.handle, subscriberId: subscriber.id },
    );
    if (node.type === coreNodeTypes.otn) {
      await tx.execute(
        `update "otn_request" set "opted_in_at" = now(), "token" = :token
         where "id" = (select "id" from "otn_request" where "subscriber_id" = :subscriberId and "flow_id" = :flowId and "node_id" = :nodeId and "opted_in_at" is null order by "id" desc limit 1)`,
        { subscriberId: subscriber.id, flowId: flow.id, nodeId: node.id, token: event.kind === 'optIn' ? (event.otnToken ?? null) : null },
      );
    }
    if (!pickEdge(flow.graph, node.id, target.handle, key.channel)) return true; // counted; nothing drawn from it
    await this.#step(tx, key, subscriber, flow, { kind: 'edge', nodeId: node.id, handle: target.handle }, now);
    return true;
  }

  /** The answer a conversation waits for (a UserInput's question). */
  async #answered(
    tx: EntityManager,
    key: ChannelAccountKey,
    subscriber: LockedSubscriber,
    waiting: ConversationState,
    event: CanonicalEvent,
    now: Date,
  ): Promise<boolean> {
    if (!waiting.currentNode) return false;
    const flow = await this.#deps.catalog.version(tx, key, waiting.flowId, waiting.flowVersion);
    if (!flow) {
      // The flow was switched off or deleted while it waited: the question lapses.
      await this.#deps.conversations.stop(tx, waiting.id);
      return false;
    }
    await this.#deps.steps.run(tx, { key, subscriber, conversation: waiting, flow, start: { kind: 'node', nodeId: waiting.currentNode, input: event }, now });
    return true;
  }

  /** Keyword, postback id, ref, welcome, default reply (triggerMatcher.ts). */
  async #triggered(
    tx: EntityManager,
    key: ChannelAccountKey,
    subscriber: LockedSubscriber,
    event: CanonicalEvent,
    firstContact: boolean,
    now: Date,
    mayWait: boolean,
  ): Promise<void> {
    const flows = await this.#deps.catalog.forChannelAccount(tx, key);
    if (!flows.length) return;
    const candidates = triggerCandidates(flows);
    // A keyword, postback id or ref decides without the channel account's defaults: ask the plugin for them only when they may count.
    let match = matchTrigger(event, candidates, { firstContact });
    if (!match || match.reason === 'welcome' || match.reason === 'defaultReply') {
      const defaults = (await this.#deps.channels.get(key.channel)?.plugin.defaults?.(tx, key.accountId, key.channelAccountId)) ?? null;
      match = matchTrigger(event, candidates, { firstContact, defaults });
    }
    const flow = match && flows.find((f) => f.id === match.flowId);
    if (!flow?.referenceNodeId) return;
    await this.#step(tx, key, subscriber, flow, { kind: 'node', nodeId: flow.referenceNodeId, input: null }, now, mayWait);
  }

  /** Starts or moves a conversation in `flow`: the subscriber's other questions lapse, and a wait of this conversation is replaced. */
  /** `mayWait`: false when the caller read that no question of the subscriber waits. */
  async #step(
    tx: EntityManager,
    key: ChannelAccountKey,
    subscriber: LockedSubscriber,
    flow: RunnableFlow,
    start: WalkStart,
    now: Date,
    mayWait = true,
  ): Promise<void> {
    const conversation = await this.#deps.conversations.open(tx, key.accountId, subscriber.id, flow.id, flow.version);
    if (mayWait) await this.#deps.conversations.dropInputWaits(tx, subscriber.id, conversation.id);
    await this.#deps.steps.run(tx, { key, subscriber, conversation, flow, start, now });
  }
}
