import { executePrepared } from '@chatmill/sdk';
import type { EntityManager } from '@mikro-orm/sql';
import type { CanonicalEvent, ChannelAccountKey, FlowRuntimePort } from '@chatmill/sdk';
import type { JobQueue } from '../../jobs/jobQueue.ts';
import type { InboundProcessor } from './inboundProcessor.ts';
import { flowJobs, type InboundJobData } from './jobNames.ts';
import { InFlightBatcher } from '../../db/inFlightBatcher.ts';
import { isReceipt, storeDeliveries, storeReceipt, type KeyedDelivery, type ReceiptEvent } from './receipts.ts';

/**
 * The runtime's front door for channel plugins (architecture "Inbound is thin"): each event is
 * stored once per (channel, channel account, event id) and its processing job is enqueued in the
 * same transaction, so an event is never lost between the webhook's 200 and the job, and the
 * same event delivered five times is stored, and acted on, once. An event whose subscriber has
 * nothing waiting before it is acted on in that same transaction, which spares it a trip
 * through the queue; the others, and any that fails, go to the queue's job.
 */
export class FlowInbox implements FlowRuntimePort {
  readonly #jobs: JobQueue;
  readonly #processor: InboundProcessor;
  readonly #settle: () => Promise<void>;
  /**
   * Delivery receipts received outside a transaction, stored together while a batch is on its
   * way (any entity manager of this database will do: each is a fork without a transaction).
   * The web chat widget reports one per bot reply, a statement and a commit each.
   */
  readonly #deliveries = new InFlightBatcher<KeyedDelivery & { em: EntityManager }, boolean>((batch) => storeDeliveries(batch[0]!.em, batch));

  /** `settle`: waits until the runtime's caches have heard this process's own writes (a flow just published). */
  constructor(jobs: JobQueue, processor: InboundProcessor, settle: () => Promise<void>) {
    this.#jobs = jobs;
    this.#processor = processor;
    this.#settle = settle;
  }

  async receive(em: EntityManager, account: ChannelAccountKey, events: readonly CanonicalEvent[]): Promise<{ accepted: number; duplicates: number }> {
    if (events.length === 0) return { accepted: 0, duplicates: 0 };
    const receiptsOnly = events.every(isReceipt);
    const inTransaction = Boolean(em.getTransactionContext());
    // Receipts alone need no transaction: each is stored and applied by one statement, deliveries with other callers'.
    if (receiptsOnly && !inTransaction) {
      const stored = await Promise.all((events as ReceiptEvent[]).map((event) => this.#storeReceipt(em, account, event)));
      const accepted = stored.filter(Boolean).length;
      return { accepted, duplicates: events.length - accepted };
    }
    // The caller's transaction when it has one (the contract); otherwise one of our own, so rows and jobs still commit together.
    if (!inTransaction) return em.transactional((tx) => this.receive(tx, account, events));
    if (!receiptsOnly) await this.#settle();
    let accepted = 0;
    for (const event of events) {
      const insert = storeEvent(account, event);
      // A receipt is applied here and now, stored as done (receipts.ts: it needs no turn).
      if (isReceipt(event)) {
        if (await storeReceipt(em, account, event, insert)) accepted += 1;
        continue;
      }
      const [row] = await executePrepared<{ id: string | number }[]>(em, insert.sql, insert.params);
      if (!row) continue;
      accepted += 1;
      // Acted on at once when it can be (inboundProcessor.ts `processNow`); the job otherwise.
      // Stored as processed, the common case, which spares a statement; set back when it waits.
      if (await this.#processor.processNow(em, account, Number(row.id), event)) continue;
      await executePrepared(em, `update "inbound_event" set "processed_at" = null where "id" = :id`, { id: row.id });
      const data: InboundJobData = { inboundEventId: Number(row.id) };
      await this.#jobs.enqueue(em, flowJobs.inbound, data, { singletonKey: `inbound:${row.id}` });
    }
    return { accepted, duplicates: events.length - accepted };
  }

  /** A receipt outside a transaction: a delivery with those of other callers, a read on its own. */
  #storeReceipt(em: EntityManager, key: ChannelAccountKey, event: ReceiptEvent): Promise<boolean> {
    if (event.kind === 'delivery') return this.#deliveries.add({ em, key, event });
    return storeReceipt(em, key, event, storeEvent(key, event));
  }
}

/** The event's row, stored once per (channel, channel account, event id), as done; returns its "id" when new. */
function storeEvent(account: ChannelAccountKey, event: CanonicalEvent): { sql: string; params: Record<string, unknown> } {
  return {
    sql: `insert into "inbound_event" ("account_id", "channel", "channel_account_id", "event_id", "subscriber_external_id", "kind", "payload", "processed_at")
         values (:accountId, :channel, :channelAccountId, :eventId, :subscriber, :kind, cast(:payload as jsonb), now())
         on conflict ("channel", "channel_account_id", "event_id") do nothing
         returning "id"`,
    params: {
      accountId: account.accountId,
      channel: account.channel,
      channelAccountId: account.channelAccountId,
      eventId: event.eventId,
      subscriber: event.subscriberExternalId,
      kind: event.kind,
      payload: JSON.stringify(event),
    },
  };
}
