import type { EntityManager } from '@mikro-orm/sql';
import type { FlowRuntimePort } from '../flows/flowRuntimePort.ts';
import type { RequestBrand } from './route.ts';
import type { PluginVault } from '../vault/vaultPort.ts';
import type { OutgoingPort } from '../net/outgoingPort.ts';
import type { PluginHostInfo } from '../plugin/pluginHostInfo.ts';

/**
 * Public WebSocket routes of a plugin: a chat widget's visitors, a live page, a kiosk. Unlike
 * the dashboard's socket (`/api/ws`, signed-in users only), nobody is signed in here: the
 * handler decides from the request (its `Origin` header, a public id in the query) whom it
 * talks to, exactly like a public HTTP route (section 4.2 of the README).
 *
 * Messages are JSON objects both ways. The host parses what the client sends (anything that
 * is not a JSON object is answered with an `error` message and never reaches the handler),
 * limits the size and the rate of incoming messages, pings idle sockets, and delivers what any
 * process publishes on a channel (`SocketPublisher`) to the sockets listening on it, in every
 * web process.
 */

export type SocketMessage = Record<string, unknown>;

/**
 * Sends to a plugin's public sockets in every web process (through the core's realtime bus:
 * LISTEN/NOTIFY on PostgreSQL). Channel names are the plugin's own: the host keeps each
 * plugin's channels apart. Publish small notices (under 4 KB) and let the socket read the rest
 * from the database: PostgreSQL limits a notification to 8,000 bytes.
 */
export interface SocketPublisher {
  publish(channel: string, message: SocketMessage): Promise<void>;
}

/** The socket a handler talks to. */
export interface SocketConnection {
  send(message: SocketMessage): void;
  /** Closes with an application code (4000–4999) and a reason the client can read (at most 120 bytes). */
  close(code: number, reason: string): void;
}

/** What a socket handler gets for each call: a fresh entity manager and the ports of a route. */
/** `settings`, and `publicUrl` (the origin of the brand the socket was opened on), come from `PluginHostInfo`. */
export interface SocketContext extends PluginHostInfo {
  /** A fork for this call only (its identity map lives and dies with the call). */
  em: EntityManager;
  /** Hands a channel's inbound events to the flow runtime. */
  flows: FlowRuntimePort;
  sockets: SocketPublisher;
  /** The brand of the host the socket was opened on. */
  brand: RequestBrand;
  /** This plugin's sealed secrets (nobody is signed in on a socket: name the account). */
  vault: PluginVault;
  /** Requests to user-given URLs, through the outgoing-URL guard. */
  outgoing: OutgoingPort;
}

/** The upgrade request, as the handler of a new connection sees it. */
export interface SocketHandshake extends SocketContext {
  query: Readonly<Record<string, string | undefined>>;
  /**
   * The `Origin` header: the page that opened the socket (`https://shop.example.com`). Browsers
   * always send it and scripts cannot change it, so it tells which site embeds you; other
   * clients may send anything, so it is no authentication.
   */
  origin: string | null;
  ip: string;
  userAgent: string;
}

/** An accepted connection: what it listens to and how it answers. */
export interface SocketSession {
  /** Channels whose published messages reach this socket. */
  channels: readonly string[];
  /** A message from the client. An `AppError` thrown here is sent back as `{ type: 'error', code, message }`. */
  onMessage?(message: SocketMessage, context: SocketContext): Promise<void>;
  /**
   * A message published on one of `channels`. Without this hook the message is sent to the
   * client as it is; with it, the session decides (e.g. reads what is new from the database).
   */
  onPublished?(message: SocketMessage, context: SocketContext): Promise<void>;
  onClose?(): void;
}

/** Refuses a connection: the socket opens and closes at once with this code and reason, which a browser script can read (an HTTP refusal would show it nothing). */
export interface SocketRefusal {
  refuse: { code: number; reason: string };
}

export interface SocketRoute {
  /** Relative to `/api/<plugin id>`, e.g. `/socket` → `wss://host/api/<plugin id>/socket`. */
  path: string;
  summary: string;
  /** Largest incoming message in bytes; 16 KiB unless given. */
  maxMessageBytes?: number;
  /** Incoming messages allowed per 10 seconds before the host closes the socket (4008); 30 unless given. */
  maxMessagesPer10s?: number;
  /**
   * A client connects. Return the session, or a refusal. Messages the client sends before this
   * resolves are held and handed to `onMessage` afterwards, in order.
   */
  connect(handshake: SocketHandshake, socket: SocketConnection): Promise<SocketSession | SocketRefusal>;
}

export function defineSocket(route: SocketRoute): SocketRoute {
  return route;
}

export function isSocketRefusal(value: SocketSession | SocketRefusal): value is SocketRefusal {
  return 'refuse' in value;
}

/** Close codes the host itself uses (the 4000–4999 range is the application's). */
export const socketCloseCodes = {
  /** The client sent too many messages. */
  tooManyMessages: 4008,
  /** The server is shutting down; reconnect later. */
  goingAway: 1001,
  /** A message was larger than `maxMessageBytes`. */
  tooLarge: 1009,
} as const;
