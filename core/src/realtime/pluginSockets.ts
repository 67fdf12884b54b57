import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  AppError,
  isSocketRefusal,
  socketCloseCodes,
  type FlowRuntimePort,
  type PluginSettingsValues,
  type SocketConnection,
  type SocketContext,
  type SocketMessage,
  type SocketPublisher,
  type SocketRoute,
  type SocketSession,
} from '@chatmill/sdk';
import type { BrandDirectory, BrandInfo } from '../brands/brandDirectory.ts';
import type { Database } from '../db/database.ts';
import { clientAddress, type ProxyHops } from '../http/clientAddress.ts';
import type { Logger } from '../logger.ts';
import type { PluginPorts } from '../plugins/pluginPorts.ts';
import type { BrandPlugins } from '../plugins/brandPlugins.ts';
import type { RealtimeBus, RealtimeEvent } from './realtimeBus.ts';
import { writeTogether } from './socketWriteBatch.ts';

/** The realtime-bus event that carries a plugin socket publication to every web process. */
const publicationType = 'plugin-socket.publish';
const defaultMaxBytes = 16 * 1024;
const defaultMaxPer10s = 30;
const heartbeatMs = 30_000;

interface Publication {
  pluginId: string;
  channel: string;
  message: SocketMessage;
}

/**
 * A plugin's publisher: its channel names are kept apart from every other plugin's. The event
 * addresses no dashboard session (`sessionIds: []`), so the dashboard's socket server, which
 * sees every bus event, delivers it to nobody; this module's listener picks it up instead.
 */
export function pluginSocketPublisher(bus: RealtimeBus, pluginId: string): SocketPublisher {
  return {
    publish: async (channel, message) => {
      const event: RealtimeEvent = { type: publicationType, sessionIds: [], payload: { pluginId, channel, message } satisfies Publication };
      await bus.publish(event);
    },
  };
}

/** One plugin's socket route, mounted at `/api/<plugin id><path>`. */
export interface MountedSocket {
  pluginId: string;
  route: SocketRoute;
}

export interface PluginSocketDeps {
  db: Database;
  bus: RealtimeBus;
  brands: BrandDirectory;
  brandPlugins: BrandPlugins;
  flows: FlowRuntimePort;
  /** Each plugin's vault, and the outgoing client. */
  ports: PluginPorts;
  logger: Logger;
  /** How many proxies of ours stand in front (0: none); see clientAddress. */
  proxyHops: ProxyHops;
}

interface Client {
  pluginId: string;
  session: SocketSession;
  brand: BrandInfo;
  /** The plugin's settings for the brand, as they were when the socket opened. */
  settings: PluginSettingsValues;
  alive: boolean;
  /** Calls into the session run one after another, so a handler never sees two messages at once. */
  queue: Promise<void>;
}

/**
 * The public WebSocket routes of plugins (`sockets` in `definePlugin`), next to the dashboard's
 * `/api/ws`. For each upgrade it checks that the plugin is on for the request's brand, lets the
 * route accept or refuse, then parses, limits and hands on incoming messages, and delivers what
 * any process publishes on a channel to the sockets listening on it.
 */
export class PluginSocketServer {
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  readonly #routes = new Map<string, MountedSocket>();
  readonly #clients = new Map<WebSocket, Client>();
  /** `<plugin id>\n<channel>` → its sockets in this process. */
  readonly #listeners = new Map<string, Set<WebSocket>>();
  readonly #publishers = new Map<string, SocketPublisher>();
  readonly #deps: PluginSocketDeps;
  readonly #unsubscribe: () => void;
  readonly #heartbeat: NodeJS.Timeout;

  constructor(sockets: readonly MountedSocket[], deps: PluginSocketDeps) {
    this.#deps = deps;
    for (const mounted of sockets) this.#routes.set(`/api/${mounted.pluginId}${mounted.route.path}`, mounted);
    this.#unsubscribe = deps.bus.subscribe((event) => {
      if (event.type === publicationType && event.payload) this.#publish(event.payload as unknown as Publication);
    });
    this.#heartbeat = setInterval(() => this.#pingAll(), heartbeatMs);
    this.#heartbeat.unref();
  }

  get connectionCount(): number {
    return this.#clients.size;
  }

  /** Takes the upgrade if its path is a plugin socket route; false leaves it to the caller. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const mounted = this.#routes.get(url.pathname);
    if (!mounted) return false;
    this.#wss.handleUpgrade(req, socket, head, (ws) => {
      this.#open(ws, req, url, mounted).catch((error: unknown) => {
        this.#deps.logger.error('plugin socket failed to open', { plugin: mounted.pluginId, path: url.pathname, error });
        ws.close(1011, 'The server could not open this chat.');
      });
    });
    return true;
  }

  async close(): Promise<void> {
    clearInterval(this.#heartbeat);
    this.#unsubscribe();
    for (const ws of this.#clients.keys()) ws.close(socketCloseCodes.goingAway, 'The server is restarting.');
    for (const ws of this.#wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }

  async #open(ws: WebSocket, req: IncomingMessage, url: URL, { pluginId, route }: MountedSocket): Promise<void> {
    // Messages that arrive while the route decides are held, then handed on in order.
    const early: RawData[] = [];
    const hold = (data: RawData) => early.push(data);
    ws.on('message', hold);
    ws.on('error', () => undefined);

    const em = this.#deps.db.em();
    const brand = await this.#deps.brands.forHost(em, hostName(req));
    if (!(await this.#deps.brandPlugins.isEnabled(em, brand.id, pluginId))) {
      ws.close(4404, 'This service is not available here.');
      return;
    }
    const connection: SocketConnection = {
      send: (message) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
      },
      close: (code, reason) => ws.close(code, truncateReason(reason)),
    };
    const query = Object.fromEntries(url.searchParams.entries());
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : null;
    // The brand's settings as the socket opens: its messages run with them (a change reaches the next socket).
    const settings = await this.#deps.ports.hostInfos.brandSettings(pluginId, brand.id, () => em);
    const outcome = await route.connect(
      { ...this.#context(pluginId, brand, em, settings), query, origin, ip: this.#ip(req), userAgent: req.headers['user-agent'] ?? '' },
      connection,
    );
    if (isSocketRefusal(outcome)) {
      ws.close(outcome.refuse.code, truncateReason(outcome.refuse.reason));
      return;
    }
    if (ws.readyState !== ws.OPEN) {
      outcome.onClose?.();
      return;
    }

    const client: Client = { pluginId, session: outcome, brand, settings, alive: true, queue: Promise.resolve() };
    this.#clients.set(ws, client);
    for (const channel of outcome.channels) this.#listen(pluginId, channel, ws);
    ws.on('pong', () => (client.alive = true));
    ws.on('close', () => this.#forget(ws));

    const maxBytes = route.maxMessageBytes ?? defaultMaxBytes;
    const maxPer10s = route.maxMessagesPer10s ?? defaultMaxPer10s;
    const arrivals: number[] = [];
    const receive = (data: RawData) => {
      const now = Date.now();
      while (arrivals.length && arrivals[0]! <= now - 10_000) arrivals.shift();
      arrivals.push(now);
      if (arrivals.length > maxPer10s) return ws.close(socketCloseCodes.tooManyMessages, 'Too many messages. Wait a moment, then reconnect.');
      const size = Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength;
      if (size > maxBytes) return ws.close(socketCloseCodes.tooLarge, 'This message is too long.');
      const message = parseMessage(data);
      if (!message) return connection.send({ type: 'error', code: 'BAD_REQUEST', message: 'Send each message as a JSON object.' });
      const onMessage = outcome.onMessage;
      if (onMessage)
        this.#enqueue(ws, client, connection, () => onMessage.call(outcome, message, this.#context(pluginId, brand, this.#deps.db.em(), settings)));
    };
    ws.off('message', hold);
    ws.on('message', receive);
    for (const data of early) receive(data);
  }

  #context(pluginId: string, brand: BrandInfo, em: ReturnType<Database['em']>, settings: PluginSettingsValues): SocketContext {
    const { id, name, shortName, domain } = brand;
    return {
      // The socket's Origin is the embedding page's, not ours: the brand's own address is the one to give.
      ...this.#deps.ports.hostInfos.infoFor(pluginId, this.#deps.ports.hostInfos.requestUrl(null, brand), settings),
      em,
      flows: this.#deps.flows,
      sockets: this.#publisher(pluginId),
      brand: { id, name, shortName, domain },
      vault: this.#deps.ports.vaultOf(pluginId),
      outgoing: this.#deps.ports.outgoing,
    };
  }

  #publisher(pluginId: string): SocketPublisher {
    let publisher = this.#publishers.get(pluginId);
    if (!publisher) this.#publishers.set(pluginId, (publisher = pluginSocketPublisher(this.#deps.bus, pluginId)));
    return publisher;
  }

  /** Runs a session call after the previous one; an AppError goes back to the client, anything else is logged. */
  #enqueue(ws: WebSocket, client: Client, connection: SocketConnection, work: () => Promise<void>): void {
    client.queue = client.queue.then(async () => {
      if (ws.readyState !== ws.OPEN) return;
      try {
        await work();
      } catch (error) {
        if (error instanceof AppError) {
          connection.send({ type: 'error', code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) });
        } else {
          this.#deps.logger.error('plugin socket handler failed', { plugin: client.pluginId, error });
          connection.send({ type: 'error', code: 'INTERNAL', message: 'Something went wrong. Please try again.' });
        }
      }
    });
  }

  #publish({ pluginId, channel, message }: Publication): void {
    const sockets = this.#listeners.get(listenerKey(pluginId, channel));
    if (!sockets) return;
    for (const ws of sockets) {
      const client = this.#clients.get(ws);
      if (!client) continue;
      writeTogether(ws);
      const connection: SocketConnection = {
        send: (m) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(m)),
        close: (code, reason) => ws.close(code, truncateReason(reason)),
      };
      const onPublished = client.session.onPublished;
      if (onPublished) {
        this.#enqueue(ws, client, connection, () =>
          onPublished.call(client.session, message, this.#context(pluginId, client.brand, this.#deps.db.em(), client.settings)),
        );
      } else {
        connection.send(message);
      }
    }
  }

  #listen(pluginId: string, channel: string, ws: WebSocket): void {
    const key = listenerKey(pluginId, channel);
    let sockets = this.#listeners.get(key);
    if (!sockets) this.#listeners.set(key, (sockets = new Set()));
    sockets.add(ws);
  }

  #forget(ws: WebSocket): void {
    const client = this.#clients.get(ws);
    if (!client) return;
    this.#clients.delete(ws);
    for (const channel of client.session.channels) {
      const key = listenerKey(client.pluginId, channel);
      const sockets = this.#listeners.get(key);
      sockets?.delete(ws);
      if (sockets?.size === 0) this.#listeners.delete(key);
    }
    try {
      client.session.onClose?.();
    } catch (error) {
      this.#deps.logger.error('plugin socket close hook failed', { plugin: client.pluginId, error });
    }
  }

  #pingAll(): void {
    for (const [ws, client] of this.#clients) {
      if (!client.alive) {
        ws.terminate();
        this.#forget(ws);
        continue;
      }
      client.alive = false;
      ws.ping();
    }
  }

  #ip(req: IncomingMessage): string {
    return clientAddress(req, this.#deps.proxyHops);
  }
}

const listenerKey = (pluginId: string, channel: string) => `${pluginId}\n${channel}`;

function hostName(req: IncomingMessage): string {
  return (req.headers.host ?? 'localhost').toLowerCase();
}

function parseMessage(data: RawData): SocketMessage | null {
  try {
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as Buffer).toString('utf8');
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SocketMessage) : null;
  } catch {
    return null;
  }
}

/** WebSocket close reasons are at most 123 bytes of UTF-8. */
function truncateReason(reason: string): string {
  let text = reason;
  while (Buffer.byteLength(text) > 120) text = text.slice(0, -1);
  return text;
}
