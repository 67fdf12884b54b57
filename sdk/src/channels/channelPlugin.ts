import type { EntityManager } from '@mikro-orm/sql';
import type { ChannelAccountRef, ChannelAdapter } from './channelAdapter.ts';

/**
 * A channel account's own choice of flows for a first contact and for messages nothing else
 * answers (the spec's "defaults" / "chatbot-defaults" screens). The runtime prefers these over
 * the Reference flags `welcome` and `defaultReply` of the account's flows; null: not chosen.
 */
export interface ChannelDefaults {
  welcomeFlowId: number | null;
  defaultReplyFlowId: number | null;
}

/**
 * The channel part of a channel plugin (`definePlugin({ channel })`): its adapter, how the
 * runtime finds the account to send from, and the package feature that counts its flows.
 */
export interface ChannelPlugin<Rendered = unknown> {
  adapter: ChannelAdapter<Rendered>;
  /** The connected channel account of `accountId`, with its credentials; null when it is gone. */
  account(em: EntityManager, accountId: number, channelAccountId: string): Promise<ChannelAccountRef | null>;
  /** The permission slug of the channel's flow builder route (e.g. 'web-chat-widget/flow-builder'): the core's flow routes check it for this channel. */
  flowSlug: string;
  /** The feature-limit catalogue id that counts this channel's flows (spec 1, 3.8), if limited. */
  flowFeatureId?: number;
  /** The account's default flows for this channel account, if the channel has a defaults screen. */
  defaults?(em: EntityManager, accountId: number, channelAccountId: string): Promise<ChannelDefaults>;
}
