import type { EntityManager } from '@mikro-orm/sql';
import type { FlowChannel } from './flowChannel.ts';

/**
 * Read access to the flow runtime's subscribers for channel plugins' screens (spec 2, 3
 * "subscriber": ID, gender, subscribed date, last interaction, tags), so a plugin lists its
 * channel's subscribers without knowing the runtime's tables. A route resolves it from its
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
}

export interface SubscriberQuery {
  channel: FlowChannel;
  /** Only these channel accounts; all of the channel's when absent. */
  channelAccountIds?: readonly string[];
  /** Looks in the name and the external id. */
  search?: string;
  sort: 'subscribedAt' | 'lastInteractionAt' | 'name';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export interface SubscriberDirectory {
  /** A page of `accountId`'s subscribers; never another account's. */
  list(em: EntityManager, accountId: number, query: SubscriberQuery): Promise<{ items: SubscriberSummary[]; total: number }>;
}
