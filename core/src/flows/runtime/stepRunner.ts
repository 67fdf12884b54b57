import { executePrepared } from '@chatmill/sdk';
import type { EntityManager } from '@mikro-orm/sql';
import type { ChannelAccountKey, FlowChannel } from '@chatmill/sdk';
import type { JobQueue } from '../../jobs/jobQueue.ts';
import type { Logger } from '../../logger.ts';
import type { ChannelRegistry } from './channelRegistry.ts';
import { saveStatement, type ConversationPosition, type ConversationState } from './conversationStore.ts';
import type { RunnableFlow } from './flowCatalog.ts';
import { walkFlow, type WalkResult, type WalkStart } from './flowWalker.ts';
import { flowJobs, type SendJobData, type WakeJobData, type WebhookJobData } from './jobNames.ts';
import type { FlowNodeRegistry } from './nodeRegistry.ts';
import type { StepDelivery } from './stepDelivery.ts';
import { SubscriberState } from './subscriberState.ts';
import type { LockedSubscriber, SubscriberStore } from './subscriberStore.ts';

export interface StepRequest {
  key: ChannelAccountKey;
  /** Locked by the caller's transaction. */
  subscriber: LockedSubscriber;
  conversation: ConversationState;
  flow: RunnableFlow;
  start: WalkStart;
  now: Date;
}

export interface StepRunnerDeps {
  jobs: JobQueue;
  nodes: FlowNodeRegistry;
  channels: ChannelRegistry;
  subscribers: SubscriberStore;
  /** Sends a step's messages in its transaction when the channel allows (stepDelivery.ts). */
  delivery: StepDelivery;
  logger: Logger;
  /** The zone flows tell `{{date}}` and `{{time}}` in for subscribers whose own is unknown. */
  defaultTimeZone: string;
}

/**
 * One step of a conversation: walks the flow (flowWalker.ts), then writes everything the step
 * did in the caller's transaction: the conversation's new position, the outbound messages with
 * their idempotency keys, tags and variables, sequence and OTN records, and the jobs that carry
 * the effects out (the first send of the step, webhooks, the wake-up of a wait). A crash before
 * the commit leaves no trace, so the retried job runs the same step again; after the commit the
 * step is done and the retry finds nothing to do.
 */
export class StepRunner {
  readonly #deps: StepRunnerDeps;

  constructor(deps: StepRunnerDeps) {
    this.#deps = deps;
  }

  async run(tx: EntityManager, request: StepRequest): Promise<WalkResult> {
    const { subscriber, conversation, flow, key } = request;
    const definitions = await this.#deps.subscribers.definitions(tx, key.accountId);
    const state = new SubscriberState(subscriber, key.channel, definitions);
    const walk = await walkFlow(this.#deps.nodes, {
      accountId: key.accountId,
      flow,
      subscriber: state,
      capabilities: this.#deps.channels.capabilities(key.channel),
      now: request.now,
      start: request.start,
      defaultTimeZone: this.#deps.defaultTimeZone,
    });

    const step = conversation.step + 1;
    const stepKey = `c${conversation.id}:s${step}`;
    const position = await this.#position(tx, request, walk, stepKey);
    await this.#writeMessages(tx, request, walk, stepKey, saveStatement(conversation.id, step, flow.version, position));
    await this.#writeSubscriber(tx, request, state, walk);
    await this.#writeRecords(tx, request, state, walk);
    if (walk.end.kind === 'broken') {
      this.#deps.logger.warn('flow step stopped', {
        flowId: flow.id,
        version: flow.version,
        nodeId: walk.end.nodeId,
        reason: walk.end.reason,
        subscriberId: subscriber.id,
      });
    }
    return walk;
  }

  /**
   * The conversation's new position, the step's messages and, in the same statement, the head
   * of the subscriber's queue as it was before them (a data-modifying CTE's rows are not seen by
   * the rest of its statement).
   */
  async #writeMessages(
    tx: EntityManager,
    request: StepRequest,
    walk: WalkResult,
    stepKey: string,
    save: { sql: string; params: Record<string, unknown> },
  ): Promise<void> {
    if (!walk.messages.length) {
      await executePrepared(tx, save.sql, save.params);
      return;
    }
    const rows = walk.messages.map(({ nodeId, message }, position) => ({ nodeId, position, message }));
    const [result] = await executePrepared<{ ids: Array<string | number> | null; earlier: string | number | null; stuck: boolean | null }[]>(
      tx,
      `with "saved" as (${save.sql}), "step" as (
         select r->>'nodeId' as "node_id", cast(r->>'position' as int) as "position", r->'message' as "message" from jsonb_array_elements(cast(:rows as jsonb)) r
       ), "inserted" as (
         insert into "outbound_message" ("account_id", "subscriber_id", "channel", "channel_account_id", "flow_id", "flow_version", "node_id",
           "idempotency_key", "step_key", "position", "message")
         select cast(:accountId as int), cast(:subscriberId as int), cast(:channel as text), cast(:channelAccountId as text), cast(:flowId as int), cast(:flowVersion as int),
           "node_id", cast(:stepKey as text) || ':' || "position", cast(:stepKey as text), "position", "message"
         from "step" order by "position"
         on conflict ("idempotency_key") do nothing
         returning "id"
       ), "earlier" as (
         select "id", ("state" = 'sending' and "claimed_until" < now() - interval '1 minute') or ("state" = 'pending' and "attempts" = 0 and "created_at" < now() - interval '10 minutes') as "stuck"
         from "outbound_message" where "subscriber_id" = :subscriberId and "state" in ('pending', 'sending') order by "id" limit 1
       )
       select (select array_agg("id" order by "id") from "inserted") as "ids", (select "id" from "earlier") as "earlier", (select "stuck" from "earlier") as "stuck"`,
      {
        rows: JSON.stringify(rows),
        accountId: request.key.accountId,
        subscriberId: request.subscriber.id,
        channel: request.key.channel,
        channelAccountId: request.key.channelAccountId,
        flowId: request.flow.id,
        flowVersion: request.flow.version,
        stepKey,
        ...save.params,
      },
    );
    const ids = (result?.ids ?? []).map(Number);
    if (!ids.length) return;
    // A subscriber's messages go out one at a time, oldest first: each send enqueues the next
    // (outboundSender.ts). Start the queue only if it is idle; under the subscriber's lock, which
    // the sender's hand-over takes too, so no message is left waiting between the two. With the
    // queue idle, what can go now goes in this transaction (stepDelivery.ts); the queue starts at the first left.
    // A queue whose head sits long untouched lost its job (its retries ran out while the database was away): give it one.
    const head = result!.earlier === null ? await this.#sendNow(tx, request, walk, stepKey, ids) : result!.stuck ? Number(result!.earlier) : null;
    if (head !== null) await this.#deps.jobs.enqueue<SendJobData>(tx, flowJobs.send, { outboundMessageId: head }, { singletonKey: `send:${head}` });
  }

  /** Sends what can go in this transaction; returns the message to start the send queue with, if any. */
  async #sendNow(tx: EntityManager, request: StepRequest, walk: WalkResult, stepKey: string, ids: number[]): Promise<number | null> {
    // Every message was inserted (none had been stored before under its key), so ids and positions match.
    if (ids.length !== walk.messages.length) return ids[0]!;
    const stored = ids.map((id, position) => ({ id, idempotencyKey: `${stepKey}:${position}`, message: walk.messages[position]!.message }));
    return this.#deps.delivery.sendNow(tx, request, stored);
  }

  async #writeSubscriber(tx: EntityManager, request: StepRequest, state: SubscriberState, walk: WalkResult): Promise<void> {
    const { subscribers } = this.#deps;
    const changes = state.changes();
    if (changes.tags) await subscribers.saveTags(tx, request.subscriber, changes.tags);
    if (changes.variables) await subscribers.saveVariables(tx, request.subscriber.id, changes.variables);
    if (changes.fields) await subscribers.saveFields(tx, request.subscriber.id, changes.fields);
    for (const [variableKey, value] of changes.globals) await subscribers.saveGlobal(tx, request.key.accountId, variableKey, value);
    if (walk.takeoverUntil) await subscribers.setTakeover(tx, request.subscriber.id, walk.takeoverUntil);
  }

  async #writeRecords(tx: EntityManager, request: StepRequest, state: SubscriberState, walk: WalkResult): Promise<void> {
    const ids = { accountId: request.key.accountId, subscriberId: request.subscriber.id };
    for (const { sequenceId, subscribe } of walk.sequences) {
      await tx.execute(
        subscribe
          ? `insert into "sequence_subscription" ("account_id", "subscriber_id", "sequence_id") values (:accountId, :subscriberId, :sequenceId)
             on conflict ("subscriber_id", "sequence_id") do update set "subscribed_at" = now(), "unsubscribed_at" = null`
          : `update "sequence_subscription" set "unsubscribed_at" = now() where "subscriber_id" = :subscriberId and "sequence_id" = :sequenceId and "unsubscribed_at" is null and "account_id" = :accountId`,
        { ...ids, sequenceId },
      );
    }
    for (const otn of walk.otnRequests) {
      await tx.execute(
        `insert into "otn_request" ("account_id", "subscriber_id", "flow_id", "node_id", "title", "topic") values (:accountId, :subscriberId, :flowId, :nodeId, :title, :topic)`,
        { ...ids, flowId: request.flow.id, nodeId: otn.nodeId, title: otn.title.slice(0, 100), topic: otn.topic.slice(0, 100) },
      );
    }
    for (const webhook of walk.webhooks) {
      const data: WebhookJobData = {
        accountId: request.key.accountId,
        url: webhook.url,
        body: {
          event: 'flow.webhook',
          flow: { id: request.flow.id, version: request.flow.version, nodeId: webhook.nodeId },
          subscriber: {
            id: request.subscriber.id,
            channel: request.key.channel,
            channelAccountId: request.key.channelAccountId,
            externalId: request.subscriber.externalId,
            name: request.subscriber.name,
            tags: [...state.tags],
            variables: state.variables(),
          },
          at: request.now.toISOString(),
        },
      };
      await this.#deps.jobs.enqueue(tx, flowJobs.webhook, data);
    }
  }

  async #position(tx: EntityManager, request: StepRequest, walk: WalkResult, stepKey: string): Promise<ConversationPosition> {
    const end = walk.end;
    switch (end.kind) {
      case 'waitForInput':
        return { currentNode: end.nodeId, waitingFor: 'input' };
      case 'waitUntil': {
        const waitJobKey = `wake:${stepKey}`;
        const data: WakeJobData = { conversationId: request.conversation.id, key: waitJobKey };
        await this.#deps.jobs.enqueue(tx, flowJobs.wake, data, { singletonKey: waitJobKey, startAfter: end.at });
        return { currentNode: end.nodeId, waitingFor: end.reason, waitHandle: end.handle, waitUntil: end.at, waitJobKey };
      }
      case 'end':
      case 'broken':
        return { currentNode: walk.ran.at(-1) ?? null, waitingFor: null };
    }
  }
}
