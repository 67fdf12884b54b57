import type { EntityManager } from '@mikro-orm/sql';
import type { ChannelAccountRef, ChannelAdapter, ChannelHost, InboundRequest } from './channelAdapter.ts';

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
 * What the host needs to take a platform's webhooks for the channel at
 * `/api/channels/{plugin id}/webhook` (the adapter verifies, answers the handshake and parses).
 */
export interface ChannelWebhook {
  /**
   * Whose secret signs the requests. 'app' (the default): one secret for the channel on this
   * server (Meta's app secret); `secret` answering null means the channel is not configured, and
   * the host answers 503 CHANNEL_NOT_CONFIGURED. 'account': one secret per connected account,
   * found from the request (a header token naming the bot, `request.pathKey`); null means the
   * request names no account connected here, and the host answers 401.
   */
  secretScope?: 'app' | 'account';
  /** The secret this request must be signed with (see `secretScope`). */
  secret(em: EntityManager, request: InboundRequest, host: ChannelHost): Promise<string | null>;
  /** The token typed in the platform's webhook settings (a setting: `host.settings`), for the subscription handshake; null: not configured. */
  verifyToken?(em: EntityManager, host: ChannelHost): Promise<string | null>;
  /** The account a channel account named by a verified request belongs to; null: not connected here (its events are dropped). */
  ownerOf(em: EntityManager, channelAccountId: string): Promise<number | null>;
}

/** One of the owner's accounts on a channel, as their home shows it (GET /api/home). */
export interface ChannelAccountStatus {
  /** The account's id on the platform (`channelAccountId`). */
  id: string;
  name: string;
  /**
   * Whether messages flow: the platform accepts the stored credentials (a valid token, a
   * subscribed webhook). A channel without credentials (the web chat widget) says true for
   * every live account.
   */
  connected: boolean;
}

/** What the owner's home shows of a channel: where to connect it, and the accounts connected. */
export interface ChannelHome {
  /** The dashboard path where the owner connects and manages the channel's accounts (one of the plugin's routes). */
  accountsUrl: string;
  /** The permission slug of that route: the home lists the channel only to users who may read it. */
  slug: string;
  /** The dashboard path of the channel's flow list, where a flow is built and published. */
  flowsUrl: string;
  /** The account's live channel accounts, in the order the plugin lists them: one statement, not one per account. */
  accounts(em: EntityManager, accountId: number): Promise<ChannelAccountStatus[]>;
  /**
   * Whether an owner can connect an account on this server, from the plugin's settings (the
   * operator set the platform's app). The checklist's "Connect a channel" leads to the first
   * channel that can; absent: always.
   */
  configured?(settings: Readonly<Record<string, unknown>>): boolean;
}

/**
 * The channel part of a channel plugin (`definePlugin({ channel })`): its adapter, how the
 * runtime finds the account to send from, and the package feature that counts its flows.
 */
export interface ChannelPlugin<Rendered = unknown> {
  adapter: ChannelAdapter<Rendered>;
  /** The connected channel account of `accountId`, with its credentials; null when it is gone. */
  account(em: EntityManager, accountId: number, channelAccountId: string, host: ChannelHost): Promise<ChannelAccountRef | null>;
  /** The permission slug of the channel's flow builder route (e.g. 'web-chat-widget/flow-builder'): the core's flow routes check it for this channel. */
  flowSlug: string;
  /** The feature-limit catalogue id that counts this channel's flows (spec 1, 3.8), if limited. */
  flowFeatureId?: number;
  /** Webhooks from the platform, if it sends any (the web chat widget's visitors come by socket instead). */
  webhook?: ChannelWebhook;
  /** The account's default flows for this channel account, if the channel has a defaults screen. */
  defaults?(em: EntityManager, accountId: number, channelAccountId: string): Promise<ChannelDefaults>;
  /** The channel on the owner's home: its accounts and where to connect one. Without it the home names the channel only. */
  home?: ChannelHome;
}
