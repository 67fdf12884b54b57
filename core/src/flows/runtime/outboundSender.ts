import type { EntityManager } from '@mikro-orm/sql';
import { UnrenderableMessageError, type CanonicalMessage } from '@chatmill/sdk';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/jobQueue.ts';
import type { Logger } from '../../logger.ts';
import type { ChannelRegistry } from './channelRegistry.ts';
import { flowJobs, type SendJobData } from './jobNames.ts';
import type { SendRateLimiter } from './sendRateLimiter.ts';
import { messagingWindowRefusal } from './messagingWindow.ts';
import { fromJson, toDate } from './sqlValues.ts';
import { executePrepared } from '../../db/executePrepared.ts';

/** A send that takes longer is abandoned (and retried with the same idempotency key). */
export const sendTimeoutMs = 10_000;
/** How long a send job holds its message: longer than a send may take, so a second copy of the job waits instead of sending too. */
const holdSeconds = 15;
/** Tries before a message is given up as failed. */
export const maxSendAttempts = 5;

interface ClaimedRow {
  id: string | number;
  account_id: number;
  subscriber_id: number;
  channel: string;
  channel_account_id: string;
  idempotency_key: string;
  step_key: string;
  position: number;
  message: unknown;
  attempts: number;
  external_id: string;
  last_interaction_at: Date | string | null;
}

export interface OutboundSenderDeps {
  db: Database;
  jobs: JobQueue;
  channels: ChannelRegistry;
  limiter: SendRateLimiter;
  logger: Logger;
}

/**
 * Sends one outbound message (the `core.flows.send` job), architecture "Outbound is idempotent".
 * The message moves pending → sending (held by this job) → sent with the platform's message id,
 * or failed with the reason kept. A job that finds the message sent or failed only makes sure of
 * the hand-over to the next message, so a retried job never calls the channel again after a
 * success. Should the process die between the platform's answer and the commit of 'sent', the
 * retry sends again with the same idempotency key, which platforms that support one (and the
 * test fake) use to drop the copy.
 * A subscriber's messages go out one at a time, in the order the steps wrote them: finishing one
 * enqueues the next.
 */
export class OutboundSender {
  readonly #deps: OutboundSenderDeps;

  constructor(deps: OutboundSenderDeps) {
    this.#deps = deps;
  }

  async send(data: SendJobData): Promise<void> {
    const { db, channels, logger } = this.#deps;
    const em = db.em();
    const claimed = await this.#claim(em, data.outboundMessageId);
    if (claimed === null) return;
    if (claimed === 'held') {
      // Another copy of this job is sending it; look again once its hold has lapsed.
      await this.#deps.jobs.enqueueCommitted<SendJobData>(flowJobs.send, data, { startAfterSeconds: holdSeconds + 1 });
      return;
    }
    // Finished by an earlier run of this job, which may have died before its hand-over: make it (again).
    if ('finishedFor' in claimed) return this.#handOver(em, claimed.finishedFor);
    const row = claimed;
    const channel = channels.get(row.channel);
    if (!channel) return this.#finish(em, row, { failed: `No plugin sends on the ${row.channel} channel.` });
    const account = await channel.plugin.account(em, row.account_id, row.channel_account_id);
    if (!account) return this.#finish(em, row, { failed: 'The channel account is no longer connected.' });
    const message = fromJson<CanonicalMessage>(row.message);
    const { messagingWindowHours } = channel.plugin.adapter.capabilities;
    const outsideWindow = messagingWindowRefusal(message, messagingWindowHours, toDate(row.last_interaction_at), new Date());
    if (outsideWindow) return this.#finish(em, row, { failed: outsideWindow });
    let rendered: unknown;
    try {
      rendered = channel.plugin.adapter.render(message);
    } catch (error) {
      if (error instanceof UnrenderableMessageError) return this.#finish(em, row, { failed: error.message });
      throw error;
    }
    const { rateLimit } = channel.plugin.adapter.capabilities;
    const slot = { accountKey: `${row.channel}:${row.channel_account_id}`, perSecond: rateLimit.perSecond, recipientKey: row.external_id, perRecipientPerSecond: rateLimit.perRecipientPerSecond };
    try {
      const result = await this.#deps.limiter.send(slot, () =>
        withTimeout(channel.plugin.adapter.send(account, row.external_id, rendered, row.idempotency_key, { em, sockets: channel.sockets }), sendTimeoutMs),
      );
      await this.#finish(em, row, { platformMessageId: result.platformMessageId });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof UnrenderableMessageError || row.attempts >= maxSendAttempts) return this.#finish(em, row, { failed: reason });
      logger.warn('send failed; will retry', { outboundMessageId: row.id, attempt: row.attempts, reason });
      await em.transactional(async (tx) => {
        await (tx as EntityManager).execute(`update "outbound_message" set "state" = 'pending', "claimed_until" = null, "error" = :reason where "id" = :id and "state" = 'sending'`, { id: row.id, reason });
        // Backing off: 2, 4, 8, 16 s.
        await this.#deps.jobs.enqueue<SendJobData>(tx as EntityManager, flowJobs.send, data, { startAfterSeconds: 2 ** row.attempts });
      });
    }
  }

  /**
   * Takes the message for this job: pending, or sending under a hold that lapsed (its job died).
   * One statement, so no transaction of its own: the update is atomic as it is.
   */
  async #claim(em: EntityManager, id: number): Promise<ClaimedRow | 'held' | { finishedFor: number } | null> {
    const [row] = await executePrepared<ClaimedRow[]>(
      em,
      `update "outbound_message" m set "state" = 'sending', "attempts" = m."attempts" + 1, "claimed_until" = now() + make_interval(secs => :hold)
       from "subscriber" s
       where m."id" = :id and s."id" = m."subscriber_id" and (m."state" = 'pending' or (m."state" = 'sending' and (m."claimed_until" is null or m."claimed_until" < now())))
       returning m."id", m."account_id", m."subscriber_id", m."channel", m."channel_account_id", m."idempotency_key", m."step_key", m."position", m."message", m."attempts", s."external_id", s."last_interaction_at"`,
      { id, hold: holdSeconds },
    );
    if (row) return row;
    const [current] = await em.execute<{ state: string; subscriber_id: number }[]>(`select "state", "subscriber_id" from "outbound_message" where "id" = :id`, { id });
    if (!current) return null;
    return current.state === 'sending' ? 'held' : { finishedFor: current.subscriber_id };
  }

  /**
   * Records the outcome, then hands over to the subscriber's next message. Two statements and no
   * transaction: the first takes the subscriber's lock, as the runtime's steps do, so a step
   * that was adding messages has committed them before this message counts as finished, and a
   * step after it sees it finished and starts the queue itself. The second, with a snapshot
   * taken after that, finds the next message. Both may enqueue the same message: the job's
   * singleton key keeps one. Should the process die between the two, the send job has not
   * completed; its retry finds the message finished and makes the hand-over (`send`).
   */
  async #finish(em: EntityManager, row: ClaimedRow, outcome: { platformMessageId: string } | { failed: string }): Promise<void> {
    if ('failed' in outcome) this.#deps.logger.warn('message not sent', { outboundMessageId: row.id, reason: outcome.failed });
    const done =
      'failed' in outcome
        ? { sql: `"state" = 'failed', "error" = :error`, params: { error: outcome.failed } }
        : { sql: `"state" = 'sent', "platform_message_id" = :platformMessageId, "sent_at" = now(), "error" = null`, params: { platformMessageId: outcome.platformMessageId } };
    const [result] = await executePrepared<{ updated: number }[]>(
      em,
      `with "locked" as (select "id" from "subscriber" where "id" = :subscriberId for update),
            "done" as (update "outbound_message" set ${done.sql}, "claimed_until" = null
                       where "id" = :id and "state" = 'sending' and exists (select 1 from "locked") returning "id")
       select count(*)::int as "updated" from "done"`,
      { id: row.id, subscriberId: row.subscriber_id, ...done.params },
    );
    if (result?.updated) await this.#handOver(em, row.subscriber_id);
  }

  /** Starts the send of the subscriber's next message never tried yet (one waiting for a retry has its own job). */
  async #handOver(em: EntityManager, subscriberId: number): Promise<void> {
    const [next] = await executePrepared<{ id: string | number }[]>(
      em,
      `select "id" from "outbound_message" where "subscriber_id" = :subscriberId and "state" = 'pending' and "attempts" = 0 order by "id" limit 1`,
      { subscriberId },
    );
    if (next) await this.#deps.jobs.enqueueCommitted<SendJobData>(flowJobs.send, { outboundMessageId: Number(next.id) }, { singletonKey: `send:${next.id}` });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The channel did not answer within ${ms / 1000} s.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
