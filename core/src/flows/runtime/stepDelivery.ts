import type { EntityManager } from '@mikro-orm/sql';
import type { CanonicalMessage, SocketPublisher } from '@chatmill/sdk';
import { afterCommit } from '../../db/afterCommit.ts';
import type { Logger } from '../../logger.ts';
import type { ChannelRegistry, RegisteredChannel } from './channelRegistry.ts';
import type { AlongsideStatement } from './sendRateBuckets.ts';
import type { SendRateLimiter } from './sendRateLimiter.ts';
import type { StepRequest } from './stepRunner.ts';

export interface StepDeliveryDeps {
  channels: ChannelRegistry;
  limiter: SendRateLimiter;
  logger: Logger;
}

/** One of the step's messages as stored: its row, its idempotency key and what it says. */
export interface StoredMessage {
  id: number;
  idempotencyKey: string;
  message: CanonicalMessage;
}

/**
 * Sends a step's messages in the transaction that stores them, for a channel whose send is a
 * write to this database (ChannelAdapter.sendsInTransaction, the web chat widget): the reply
 * then commits with the step, without the send job's round trips (claim, hand-over, the queue's
 * fetch and completion) and its wait in the queue. Only what can go at once goes: nothing when
 * the channel has a messaging window to check, the messages up to one it cannot render (the job
 * records why that one fails), and those only if the rate limits have slots free for them now.
 * The sends share a savepoint: should one fail, or the slots not be free, none of them stands,
 * and the job sends them all. The first message not sent here is handed back to start the
 * subscriber's send queue with.
 */
export class StepDelivery {
  readonly #deps: StepDeliveryDeps;

  constructor(deps: StepDeliveryDeps) {
    this.#deps = deps;
  }

  /** Sends what it can of `messages` (oldest first, the subscriber's queue idle); returns the first left for the send job, or null. */
  async sendNow(tx: EntityManager, request: StepRequest, messages: readonly StoredMessage[]): Promise<number | null> {
    const first = messages[0]?.id ?? null;
    const channel = this.#deps.channels.get(request.key.channel);
    const adapter = channel?.plugin.adapter;
    if (!channel || !adapter?.sendsInTransaction || adapter.capabilities.messagingWindowHours !== null) return first;
    const slot = {
      accountKey: `${request.key.channel}:${request.key.channelAccountId}`,
      perSecond: adapter.capabilities.rateLimit.perSecond,
      recipientKey: request.subscriber.externalId,
      perRecipientPerSecond: adapter.capabilities.rateLimit.perRecipientPerSecond,
    };
    const rendered = renderAll(channel, messages).slice(0, this.#deps.limiter.mostAtOnce(slot));
    if (!rendered.length) return first;
    const account = await channel.plugin.account(tx, request.key.accountId, request.key.channelAccountId, channel.hostInfo());
    if (!account) return first;
    try {
      const sent = await tx.transactional(async (inner) => {
        const em = inner;
        const context = { em, sockets: publishAfterCommit(em, channel.sockets), ...channel.hostInfo() };
        const results: Array<{ id: number; platformMessageId: string }> = [];
        for (const { stored, payload } of rendered) {
          const result = await adapter.send(account, request.subscriber.externalId, payload, stored.idempotencyKey, context);
          results.push({ id: stored.id, platformMessageId: result.platformMessageId });
        }
        // Last, with the messages marked sent in the same statement: the recipient's row stays
        // locked until the commit, and the account's slots are spent at once (SendRateLimiter.takeNow).
        if (!(await this.#deps.limiter.takeNow(em, slot, results.length, markSent(results)))) throw new NoSlotNow();
        return results.length;
      });
      return messages[sent]?.id ?? null;
    } catch (error) {
      if (!(error instanceof NoSlotNow))
        this.#deps.logger.warn('a step sent through the send job after its in-transaction send failed', { subscriberId: request.subscriber.id, error });
      return first;
    }
  }
}

/** The rate limits have no slot free at this moment: the send job waits for one. */
class NoSlotNow extends Error {}

/** The messages rendered, in order, up to the first one the channel cannot render (the job fails it, with the reason). */
function renderAll(channel: RegisteredChannel, messages: readonly StoredMessage[]): Array<{ stored: StoredMessage; payload: unknown }> {
  const rendered: Array<{ stored: StoredMessage; payload: unknown }> = [];
  for (const stored of messages) {
    try {
      rendered.push({ stored, payload: channel.plugin.adapter.render(stored.message) });
    } catch {
      break;
    }
  }
  return rendered;
}

/** What the adapter publishes reaches browsers once the outermost transaction has committed (and never if it rolls back). */
function publishAfterCommit(em: EntityManager, sockets: SocketPublisher): SocketPublisher {
  return {
    publish: async (channel, message) => {
      afterCommit(em, () => sockets.publish(channel, message));
    },
  };
}

/** As the send job's hand-over records a success (outboundSender.ts), for all of them in one statement (run with the slots' take). */
function markSent(results: Array<{ id: number; platformMessageId: string }>): AlongsideStatement {
  return {
    sql: `update "outbound_message" m set "state" = 'sent', "attempts" = 1, "platform_message_id" = r."platform_message_id", "sent_at" = now()
     from jsonb_to_recordset(cast(:results as jsonb)) as r("id" bigint, "platform_message_id" text)
     where m."id" = r."id" and m."state" = 'pending'`,
    params: { results: JSON.stringify(results.map((r) => ({ id: r.id, platform_message_id: r.platformMessageId }))) },
  };
}
