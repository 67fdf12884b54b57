import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { foreignUpgrade } from '../http/crossOriginCheck.ts';
import type { ProxyHops } from '../http/clientAddress.ts';
import type { Logger } from '../logger.ts';
import type { RealtimeBus, RealtimeEvent } from './realtimeBus.ts';

export const socketPath = '/api/ws';

interface ClientInfo {
  userId: number;
  accountId: number;
  sessionId: string;
  alive: boolean;
}

/** Authenticates an upgrade request from its session cookie; null refuses it. */
export type SocketAuthenticator = (req: IncomingMessage) => Promise<{ userId: number; accountId: number; sessionId: string } | null>;

/**
 * The browser's live channel: `/api/ws`, authenticated by the same session cookie as the API.
 * Events from the bus (from this or any other process) go to the sockets they address.
 */
export class SocketServer {
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  readonly #clients = new Map<WebSocket, ClientInfo>();
  readonly #unsubscribe: () => void;
  readonly #heartbeat: NodeJS.Timeout;

  /** `otherUpgrades` takes the upgrades of other paths (plugins' public sockets); those it declines answer 404. */
  constructor(
    server: Server,
    bus: RealtimeBus,
    authenticate: SocketAuthenticator,
    logger: Logger,
    otherUpgrades?: (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean,
    proxyHops: ProxyHops = 0,
  ) {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = (req.url ?? '').split('?')[0];
      if (path !== socketPath) return otherUpgrades?.(req, socket, head) ? undefined : refuse(socket, 404, 'Not Found');
      const foreign = foreignUpgrade(req, proxyHops);
      if (foreign !== null) {
        logger.info('websocket refused: sent from another origin', { from: foreign });
        return refuse(socket, 403, 'Forbidden');
      }
      authenticate(req)
        .then((identity) => {
          if (!identity) return refuse(socket, 401, 'Unauthorized');
          this.#wss.handleUpgrade(req, socket, head, (ws) => this.#accept(ws, identity));
        })
        .catch((error: unknown) => {
          logger.error('websocket authentication failed', { error });
          refuse(socket, 500, 'Internal Server Error');
        });
    });
    this.#unsubscribe = bus.subscribe((event) => this.#deliver(event));
    this.#heartbeat = setInterval(() => this.#pingAll(), 30_000);
    this.#heartbeat.unref();
  }

  get connectionCount(): number {
    return this.#clients.size;
  }

  async close(): Promise<void> {
    clearInterval(this.#heartbeat);
    this.#unsubscribe();
    for (const ws of this.#clients.keys()) ws.terminate();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }

  #accept(ws: WebSocket, identity: Omit<ClientInfo, 'alive'>): void {
    this.#clients.set(ws, { ...identity, alive: true });
    ws.on('pong', () => {
      const info = this.#clients.get(ws);
      if (info) info.alive = true;
    });
    ws.on('close', () => this.#clients.delete(ws));
    ws.on('error', () => this.#clients.delete(ws));
    // Clients only listen for now; anything they send is ignored.
    ws.send(JSON.stringify({ type: 'hello', userId: identity.userId }));
  }

  #deliver(event: RealtimeEvent): void {
    const message = JSON.stringify({ type: event.type, ...(event.payload ?? {}) });
    for (const [ws, info] of this.#clients) {
      if (event.userId !== undefined && event.userId !== info.userId) continue;
      if (event.accountId !== undefined && event.accountId !== info.accountId) continue;
      if (event.sessionIds && !event.sessionIds.includes(info.sessionId)) continue;
      ws.send(message);
      if (event.type === 'session.invalidated') ws.close(4001, 'session invalidated');
    }
  }

  #pingAll(): void {
    for (const [ws, info] of this.#clients) {
      if (!info.alive) {
        ws.terminate();
        this.#clients.delete(ws);
        continue;
      }
      info.alive = false;
      ws.ping();
    }
  }
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}
