import type { EntityManager } from '@mikro-orm/sql';
import type { CanonicalEvent } from '../channels/canonicalEvent.ts';
import type { FlowChannel } from './flowChannel.ts';

/** A channel account of an account: a page, a number, a bot, a widget. */
export interface ChannelAccountKey {
  accountId: number;
  channel: FlowChannel;
  /** The platform's id of the channel account (page id, phone number id, bot id, widget id). */
  channelAccountId: string;
}

/**
 * How channel plugins hand inbound events to the flow runtime (architecture "Inbound is thin").
 * The tenant comes from the verified channel account alone, never from the payload.
 */
export interface FlowRuntimePort {
  /**
   * Stores each event once per (channel account, eventId) in `em`'s transaction and enqueues
   * its processing there too; a repeated delivery is counted as a duplicate and has no effect.
   */
  receive(em: EntityManager, account: ChannelAccountKey, events: readonly CanonicalEvent[]): Promise<{ accepted: number; duplicates: number }>;
}
