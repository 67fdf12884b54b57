import type { EntityManager } from '@mikro-orm/sql';
import { UnrenderableMessageError, type CanonicalMessage, type SocketPublisher, executePrepared } from '@chatmill/sdk';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/jobQueue.ts';
import type { Logger } from '../../logger.ts';
import type { ChannelRegistry } from './channelRegistry.ts';
import { flowJobs, type SendJobData } from './jobNames.ts';
import type { SendRateLimiter } from './sendRateLimiter.ts';
import { messagingWindowRefusal } from './messagingWindow.ts';
import { fromJson, toDate } from './sqlValues.ts';
import { judgeSendError, type RecordedFailure } from './sendErrorVerdict.ts';

/** A send that takes longer is abandoned (and retried with the same idempotency key). */
export const sendTimeoutMs = 10_000;
/** How long a send job holds its message: longer than a send may take, so a second copy of the job waits instead of sending too. */
const holdSeconds = 15;

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
 * or failed with its kind of failure and reason kept (sdk/README.md 14.9 "Failed sends"), which
 * the subscriber's history shows and the flow stats count per node. A job that finds the message
 * sent or failed does nothing, so a retried job never calls the channel again after a success. Should the process die between the
 * platform's answer and the commit of 'sent', the retry sends again with the same idempotency key,
 * which platforms that support one (and the test fake) use to drop the copy.
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
    if (claimed === 'done') return;
    if (claimed === 'held') {
      // Another copy of this job is sending it; look again once its hold has lapsed.
      await em.transactional((tx) => this.#deps.jobs.enqueue<SendJobData>(tx, flowJobs.send, data, { startAfterSeconds: holdSeconds + 1 }));
      return;
    }
    const row = claimed;
    const channel = channels.get(row.channel);
    if (!channel) return this.#finish(em, row, { failed: { kind: 'channelGone', reason: `No plugin sends on the ${row.channel} channel.` } });
    const account = await channel.plugin.account(em, row.account_id, row.channel_account_id, channel.hostInfo());
    if (!account) return this.#finish(em, row, { failed: { kind: 'channelGone', reason: 'The channel account is no longer connected.' } });
    const message = fromJson<CanonicalMessage>(row.message);
    const { messagingWindowHours } = channel.plugin.adapter.capabilities;
    const outsideWindow = messagingWindowRefusal(message, messagingWindowHours, toDate(row.last_interaction_at), new Date());
    if (outsideWindow) return this.#finish(em, row, { failed: { kind: 'outsideWindow', reason: outsideWindow } });
    let rendered: unknown;
    try {
      rendered = channel.plugin.adapter.render(message);
    } catch (error) {
      if (error instanceof UnrenderableMessageError) return this.#finish(em, row, { failed: { kind: 'unrenderable', reason: error.message } });
      throw error;
    }
    const { rateLimit } = channel.plugin.adapter.capabilities;
    const slot = {
      accountKey: `${row.channel}:${row.channel_account_id}`,
      perSecond: rateLimit.perSecond,
      recipientKey: row.external_id,
      perRecipientPerSecond: rateLimit.perRecipientPerSecond,
    };
    // What the adapter publishes goes out once the message is recorded as sent: a visitor who
    // answers at once then finds their queue idle, and their answer's reply can go in its own step.
    const published: Array<Parameters<SocketPublisher['publish']>> = [];
    const sockets: SocketPublisher = { publish: async (...publication) => void published.push(publication) };
    try {
      const result = await this.#deps.limiter.send(slot, () =>
        withTimeout(
          channel.plugin.adapter.send(account, row.external_id, rendered, row.idempotency_key, { em, sockets, ...channel.hostInfo() }),
          sendTimeoutMs,
        ),
      );
      await this.#finish(em, row, { platformMessageId: result.platformMessageId });
    } catch (error) {
      const verdict = judgeSendError(error, row.attempts);
      if (!verdict.retry) return this.#finish(em, row, { failed: verdict.failure });
      const { reason } = verdict;
      logger.warn('send failed; will retry', { outboundMessageId: row.id, attempt: row.attempts, reason });
      await em.transactional(async (tx) => {
        await tx.execute(
          `update "outbound_message" set "state" = 'pending', "claimed_until" = null, "error" = :reason where "id" = :id and "state" = 'sending'`,
          { id: row.id, reason },
        );
        // Backing off: 2, 4, 8, 16 s.
        await this.#deps.jobs.enqueue<SendJobData>(tx, flowJobs.send, data, { startAfterSeconds: 2 ** row.attempts });
      });
      return;
    }
    for (const publication of published) {
      await channel.sockets
        .publish(...publication)
        .catch((error: unknown) => logger.warn('a sent message was not announced to its sockets', { outboundMessageId: row.id, error }));
    }
  }

  /**
   * Takes the message for this job: pending, or sending under a hold that lapsed (its job died).
   * One statement, so no transaction of its own: the update is atomic as it is.
   */
  async #claim(em: EntityManager, id: number): Promise<ClaimedRow | 'done' | 'held'> {
    const [row] = await executePrepared<ClaimedRow[]>(
      em,
      `update "outbound_message" m set "state" = 'sending', "attempts" = m."attempts" + 1, "claimed_until" = now() + make_interval(secs => :hold)
       from "subscriber" s
       where m."id" = :id and s."id" = m."subscriber_id" and (m."state" = 'pending' or (m."state" = 'sending' and (m."claimed_until" is null or m."claimed_until" < now())))
       returning m."id", m."account_id", m."subscriber_id", m."channel", m."channel_account_id", m."idempotency_key", m."step_key", m."position", m."message", m."attempts", s."external_id", s."last_interaction_at"`,
      { id, hold: holdSeconds },
    );
    if (row) return row;
    const [current] = await em.execute<{ state: string }[]>(`select "state" from "outbound_message" where "id" = :id`, { id });
    return current?.state === 'sending' ? 'held' : 'done';
  }

  /** Records the outcome and hands over to the step's next message, in one transaction. */
  async #finish(em: EntityManager, row: ClaimedRow, outcome: { platformMessageId: string } | { failed: RecordedFailure }): Promise<void> {
    if ('failed' in outcome)
      this.#deps.logger.warn('message not sent', { outboundMessageId: row.id, failure: outcome.failed.kind, reason: outcome.failed.reason });
    await em.transactional(async (transaction) => {
      const tx = transaction;
      // The subscriber's lock, as the runtime's steps take it: a step that adds messages now either
      // sees this one finished and starts the queue itself, or has committed them for us to find.
      await executePrepared(tx, `select "id" from "subscriber" where "id" = :id for update`, { id: row.subscriber_id });
      const done =
        'failed' in outcome
          ? {
              sql: `update "outbound_message" set "state" = 'failed', "error" = :error, "failure" = :failure, "claimed_until" = null where "id" = :id and "state" = 'sending' returning "id"`,
              params: { error: outcome.failed.reason, failure: outcome.failed.kind },
            }
          : {
              sql: `update "outbound_message" set "state" = 'sent', "platform_message_id" = :platformMessageId, "sent_at" = now(), "error" = null, "claimed_until" = null
                    where "id" = :id and "state" = 'sending' returning "id"`,
              params: { platformMessageId: outcome.platformMessageId },
            };
      // With the subscriber's next message never tried yet (one waiting for a retry has its own
      // job), in one statement: the update's row was 'sending', so the snapshot's 'pending' is right.
      const [result] = await executePrepared<{ updated: number; next: string | number | null }[]>(
        tx,
        `with "done" as (${done.sql})
         select (select count(*) from "done")::int as "updated",
                (select "id" from "outbound_message" where "subscriber_id" = :subscriberId and "state" = 'pending' and "attempts" = 0 order by "id" limit 1) as "next"`,
        { id: row.id, subscriberId: row.subscriber_id, ...done.params },
      );
      if (!result?.updated) return;
      const next = result.next === null ? null : { id: result.next };
      if (next) await this.#deps.jobs.enqueue<SendJobData>(tx, flowJobs.send, { outboundMessageId: Number(next.id) }, { singletonKey: `send:${next.id}` });
    });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The channel did not answer within ${ms / 1000} s.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
