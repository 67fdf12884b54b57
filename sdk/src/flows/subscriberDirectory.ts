import type { EntityManager } from '@mikro-orm/sql';
import type { FlowChannel } from './flowChannel.ts';
import type { SubscriberHistoryPage, SubscriberHistoryQuery } from './subscriberHistory.ts';
import type { SubscriberProfile } from './subscriberProfile.ts';

/**
 * Read access to the flow runtime's subscribers for channel plugins' screens (spec 2, 3
 * "subscriber": ID, gender, subscribed date, last interaction, tags), so a plugin lists its
 * channel's subscribers and shows one's profile (issue 21) without knowing the runtime's
 * tables. Values of custom fields are changed through the audience port. A route resolves it from its
 * request scope: `ctx.services.resolve<SubscriberDirectory>(subscriberDirectoryToken)`.
 */
export const subscriberDirectoryToken = 'chatmill.subscriberDirectory';

export interface SubscriberSummary {
  id: number;
  channelAccountId: string;
  /** The subscriber's id on the platform (PSID, number, chat id, widget visitor id). */
  externalId: string;
  name: string;
  gender: 'male' | 'female' | null;
  /** The first contact. */
  subscribedAt: Date;
  lastInteractionAt: Date | null;
  tags: string[];
  /** Every custom variable of the account by name, with what a flow reads for this subscriber (before the fallback), or null. */
  customFields: Record<string, string | null>;
}

/** Narrows a single-subscriber read to one channel, so a channel's route never shows another channel's subscriber. */
export interface SubscriberLookup {
  channel?: FlowChannel;
}

export interface SubscriberQuery {
  channel: FlowChannel;
  /** Only these channel accounts; all of the channel's when absent. */
  channelAccountIds?: readonly string[];
  /** Looks in the name and the external id. */
  search?: string;
  /** Only subscribers holding this tag of the account's catalogue (`audience.tags.list`); none for another account's tag. */
  tagId?: number;
  sort: 'subscribedAt' | 'lastInteractionAt' | 'name';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export interface SubscriberDirectory {
  /** A page of `accountId`'s subscribers; never another account's. */
  list(em: EntityManager, accountId: number, query: SubscriberQuery): Promise<{ items: SubscriberSummary[]; total: number }>;
  /** One subscriber of `accountId` (null for another account's, or another channel's with `lookup.channel`). */
  find(em: EntityManager, accountId: number, subscriberId: number, lookup?: SubscriberLookup): Promise<(SubscriberSummary & { channel: FlowChannel }) | null>;
  /**
   * Everything the dashboard shows of one subscriber, with the newest `historyLimit` messages
   * (30 unless given) of their conversation; null as `find` is.
   */
  profile(em: EntityManager, accountId: number, subscriberId: number, lookup?: SubscriberLookup & { historyLimit?: number }): Promise<SubscriberProfile | null>;
  /** A page of the subscriber's conversation, every channel's messages in and out, newest last; null as `find` is. */
  history(em: EntityManager, accountId: number, subscriberId: number, query: SubscriberHistoryQuery & SubscriberLookup): Promise<SubscriberHistoryPage | null>;
}
