import type { EntityManager } from '@mikro-orm/sql';
import type { FlowChannel } from '../flows/flowChannel.ts';
import type { OutgoingPort } from '../net/outgoingPort.ts';
import type { PluginHostInfo } from '../plugin/pluginHostInfo.ts';
import type { PluginVault } from '../vault/vaultPort.ts';
import type { ServiceResolver } from '../http/route.ts';
import type { SocketPublisher } from '../http/socket.ts';
import type { JobsPort } from '../jobs.ts';
import type { CanonicalEvent } from './canonicalEvent.ts';
import type { CanonicalMessage } from './canonicalMessage.ts';
import type { ChannelCapabilities } from './channelCapabilities.ts';

// Kept in its own file so web code (the flow validator's capability check) reads it without Node types.
export type { ChannelCapabilities };

/** An inbound HTTP request as a webhook sees it: the raw body, for signatures on the exact bytes. */
export interface InboundRequest {
  method: string;
  headers: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string | undefined>>;
  /** The exact bytes received (a Buffer on the server). */
  rawBody: Uint8Array;
  /**
   * The last path segment of `/api/channels/{plugin id}/webhook/{key}`, when the platform was
   * given such a URL (one per connected account, for platforms that name the account only in the URL).
   */
  pathKey?: string;
}

/**
 * What the host lends every callback of a channel plugin (`account`, `webhook.secret`, `send`,
 * `parseWebhook`, `afterStore`): the plugin's settings, the product's public URL, and the
 * plugin's vault, so that no callback needs what `register(ctx)` got.
 */
export interface ChannelHost extends PluginHostInfo {
  /** The plugin's own vault: `vault.forAccount(accountId).open(purpose, sealed)` opens a token of that account. */
  vault: PluginVault;
}

/**
 * What the host lends `parseWebhook` and `afterStore`: the request's entity manager, the
 * services a route gets, and the plugin's settings and public URL (the request's brand's origin).
 */
export interface WebhookContext extends ChannelHost {
  /** No transaction in `parseWebhook`; `afterStore` runs once the events are committed. */
  em: EntityManager;
  /** Calls to the platform go through the outgoing-URL guard. */
  outgoing: OutgoingPort;
  /** What the plugin bound in `register(ctx)`. */
  services: ServiceResolver;
  /**
   * Enqueues the plugin's own jobs (section 7; names without the plugin id): `afterStore` hands
   * slow work on (answering a comment) rather than keeping the platform waiting for its 200.
   */
  jobs: JobsPort;
}

/** A batch whose channel account is connected here, as stored: `afterStore` gets these. */
export interface StoredBatch extends InboundBatch {
  accountId: number;
}

/** The events of one channel account (a page, a number, a bot, a widget) found in a request. */
export interface InboundBatch {
  /** The platform's id of the account the events are for: the tenant comes from it alone. */
  channelAccountId: string;
  events: CanonicalEvent[];
}

/**
 * A connected channel account and what sending needs. The channel plugin's `account()` fills
 * `credentials`, opening its own sealed tokens (`vault.forAccount(accountId).open(...)`): the host
 * decrypts nothing here, and keeps the value only for the one send.
 */
export interface ChannelAccountRef {
  accountId: number;
  channelAccountId: string;
  credentials: Readonly<Record<string, string>>;
}

export interface SendResult {
  /** The platform's id of the sent message, for delivery and read events. */
  platformMessageId: string;
}

/**
 * What the host lends `send` besides the message: an entity manager (for a channel that keeps
 * what it sent, like the web chat widget's history) and the channel plugin's public sockets (for
 * a channel whose "platform" is the product's own WebSocket). Adapters of outside platforms ignore it.
 */
export interface SendContext extends ChannelHost {
  /** The send job's (no transaction: written at once), or the flow step's transaction for an adapter that `sendsInTransaction`. */
  em: EntityManager;
  /** Publishes to the channel plugin's own socket channels, in every web process, once the message is recorded as sent. */
  sockets: SocketPublisher;
}

/** A message the channel cannot render, with the reason shown to the owner. */
export class UnrenderableMessageError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnrenderableMessageError';
  }
}

/**
 * The platform refused a message for good (a blocked bot, a chat that no longer exists, a
 * payload it rejects as invalid): `send` throws it, with the reason shown to the owner, and the
 * host marks the message failed at once instead of trying again. Any other error is retried.
 */
export class PermanentSendError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = 'PermanentSendError';
  }
}

/**
 * One interface for every channel (architecture "Channel adapters"; documented in sdk/README.md).
 * A channel plugin gives one adapter; the host routes its webhooks, and the flow runtime sends
 * through it from a job, at most `rateLimit`, with an idempotency key per message.
 */
export interface ChannelAdapter<Rendered = unknown> {
  /** The flow channel whose flows this adapter runs. */
  channel: FlowChannel;
  capabilities: ChannelCapabilities;
  /**
   * Checks the platform's signature on the raw body (constant-time). `secret` is the app
   * secret the plugin stored for the account or the app. Never throws: false refuses with 401.
   */
  verifyWebhook?(request: InboundRequest, secret: string): boolean;
  /** The platform's subscription handshake (e.g. Meta's hub.challenge), if it has one: the body to answer, or null to refuse. */
  handshake?(request: InboundRequest, verifyToken: string): string | null;
  /**
   * Turns a verified request into canonical events; unknown payload parts are skipped, never
   * thrown on. May be async and read the plugin's own tables (a platform that names the bot, not
   * the chat's account, in each update).
   */
  parseWebhook?(request: InboundRequest, context: WebhookContext): InboundBatch[] | Promise<InboundBatch[]>;
  /**
   * Runs after the events of a request are stored and committed, before the platform is
   * answered, for platforms that want an interactive event acknowledged (Telegram's
   * answerCallbackQuery). Gets the batches of connected accounts only. What it throws is logged;
   * the platform still gets its 200, as the events are kept.
   */
  afterStore?(batches: readonly StoredBatch[], context: WebhookContext): Promise<void>;
  /** Renders one canonical message; throws UnrenderableMessageError for what the platform cannot show. */
  render(message: CanonicalMessage): Rendered;
  /**
   * Sends a rendered message to a subscriber. `idempotencyKey` is the same on every retry of the
   * same message: adapters pass it to platforms that support one and otherwise rely on the host,
   * which never calls `send` again once a send succeeded. Throws PermanentSendError for a refusal
   * that trying again cannot change; any other error is retried. The host always passes `context`
   * (optional only so that adapters which do not need it can leave it out of their signature).
   */
  send(account: ChannelAccountRef, subscriberExternalId: string, rendered: Rendered, idempotencyKey: string, context?: SendContext): Promise<SendResult>;
  /**
   * True when `send` only writes to the product's own database through `context.em` (the web
   * chat widget's transcript) and calls nothing outside: the runtime may then send a step's
   * messages in the transaction that stores them, when the subscriber has nothing else waiting
   * to go and the rate limits have a slot free at once, instead of through the send job.
   */
  sendsInTransaction?: boolean;
}
