import type { EntityManager } from '@mikro-orm/sql';
import type { CanonicalEvent, ChannelAccountKey, FlowRuntimePort } from '@chatmill/sdk';
import type { JobQueue } from '../../jobs/jobQueue.ts';
import { flowJobs, type InboundJobData } from './jobNames.ts';

/**
 * The runtime's front door for channel plugins (architecture "Inbound is thin"): each event is
 * stored once per (channel, channel account, event id) and its processing job is enqueued in the
 * same transaction, so an event is never lost between the webhook's 200 and the job, and the
 * same event delivered five times is stored, and acted on, once.
 */
export class FlowInbox implements FlowRuntimePort {
  readonly #jobs: JobQueue;

  constructor(jobs: JobQueue) {
    this.#jobs = jobs;
  }

  async receive(em: EntityManager, account: ChannelAccountKey, events: readonly CanonicalEvent[]): Promise<{ accepted: number; duplicates: number }> {
    if (events.length === 0) return { accepted: 0, duplicates: 0 };
    // The caller's transaction when it has one (the contract); otherwise one of our own, so rows and jobs still commit together.
    if (!em.getTransactionContext()) return em.transactional((tx) => this.receive(tx as EntityManager, account, events));
    let accepted = 0;
    for (const event of events) {
      const [row] = await em.execute<{ id: string | number }[]>(
        `insert into "inbound_event" ("account_id", "channel", "channel_account_id", "event_id", "subscriber_external_id", "kind", "payload")
         values (:accountId, :channel, :channelAccountId, :eventId, :subscriber, :kind, cast(:payload as jsonb))
         on conflict ("channel", "channel_account_id", "event_id") do nothing
         returning "id"`,
        {
          accountId: account.accountId,
          channel: account.channel,
          channelAccountId: account.channelAccountId,
          eventId: event.eventId,
          subscriber: event.subscriberExternalId,
          kind: event.kind,
          payload: JSON.stringify(event),
        },
      );
      if (!row) continue;
      accepted += 1;
      const data: InboundJobData = { inboundEventId: Number(row.id) };
      await this.#jobs.enqueue(em, flowJobs.inbound, data, { singletonKey: `inbound:${row.id}` });
    }
    return { accepted, duplicates: events.length - accepted };
  }
}
