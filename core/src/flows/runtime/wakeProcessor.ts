import type { EntityManager } from '@mikro-orm/sql';
import type { ChannelAccountKey, FlowChannel } from '@chatmill/sdk';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/jobQueue.ts';
import type { Clock } from './clock.ts';
import type { ConversationStore } from './conversationStore.ts';
import type { FlowCatalog } from './flowCatalog.ts';
import { flowJobs, type WakeJobData } from './jobNames.ts';
import type { StepRunner } from './stepRunner.ts';
import type { SubscriberStore } from './subscriberStore.ts';

export interface WakeProcessorDeps {
  db: Database;
  jobs: JobQueue;
  clock: Clock;
  catalog: FlowCatalog;
  subscribers: SubscriberStore;
  conversations: ConversationStore;
  steps: StepRunner;
}

/**
 * Ends a wait for time (the `core.flows.wake` job, due at the wait's end): a TimeGap's delay or
 * a human take-over. pg-boss keeps the job in the database, so a wait survives any restart; the
 * job acts only if the conversation still waits with the key it was enqueued with, so a late,
 * repeated or superseded job (the subscriber started the flow again) does nothing.
 */
export class WakeProcessor {
  readonly #deps: WakeProcessorDeps;

  constructor(deps: WakeProcessorDeps) {
    this.#deps = deps;
  }

  async wake(data: WakeJobData): Promise<void> {
    const { db, conversations, subscribers } = this.#deps;
    await db.em().transactional(async (em) => {
      const tx = em;
      const before = await conversations.find(tx, data.conversationId);
      if (!before || before.waitJobKey !== data.key) return;
      // The subscriber's lock first, as everywhere, then the conversation as it is under that lock.
      const subscriber = await subscribers.lock(tx, before.subscriberId);
      const conversation = await conversations.find(tx, data.conversationId);
      if (!subscriber || !conversation || conversation.waitJobKey !== data.key || !conversation.currentNode || !conversation.waitHandle) return;
      if (conversation.waitingFor !== 'time' && conversation.waitingFor !== 'takeover') return;

      const now = this.#deps.clock.now();
      if (subscriber.takeoverUntil && subscriber.takeoverUntil > now) {
        // Someone (another take-over, or live chat) holds the conversation longer: wait for that end instead.
        return this.#postpone(
          tx,
          conversation.id,
          conversation.step,
          conversation.currentNode,
          conversation.waitingFor,
          conversation.waitHandle,
          subscriber.takeoverUntil,
        );
      }
      if (conversation.waitingFor === 'takeover') await subscribers.setTakeover(tx, subscriber.id, null);

      const key: ChannelAccountKey = {
        accountId: subscriber.accountId,
        channel: subscriber.channel as FlowChannel,
        channelAccountId: subscriber.channelAccountId,
      };
      const flow = await this.#deps.catalog.version(tx, key, conversation.flowId, conversation.flowVersion);
      if (!flow) return conversations.stop(tx, conversation.id); // switched off or deleted while it waited
      await this.#deps.steps.run(tx, {
        key,
        subscriber,
        conversation,
        flow,
        start: { kind: 'edge', nodeId: conversation.currentNode, handle: conversation.waitHandle },
        now,
      });
    });
  }

  async #postpone(
    tx: EntityManager,
    conversationId: number,
    step: number,
    nodeId: string,
    waitingFor: 'time' | 'takeover',
    handle: string,
    until: Date,
  ): Promise<void> {
    const key = `wake:c${conversationId}:s${step}:until${until.getTime()}`;
    await this.#deps.conversations.save(tx, conversationId, step, (await this.#deps.conversations.find(tx, conversationId))!.flowVersion, {
      currentNode: nodeId,
      waitingFor,
      waitHandle: handle,
      waitUntil: until,
      waitJobKey: key,
    });
    await this.#deps.jobs.enqueue<WakeJobData>(tx, flowJobs.wake, { conversationId, key }, { singletonKey: key, startAfter: until });
  }
}
