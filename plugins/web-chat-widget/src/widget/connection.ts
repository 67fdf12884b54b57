import { finalCloseCodes, type ClientMessage, type ServerMessage } from '../common/protocol.ts';

export interface ConnectionEvents {
  message(message: ServerMessage): void;
  /** The socket is open (true) or lost and being retried (false). */
  online(online: boolean): void;
  /** The server refused for good (a foreign site, an unknown widget): no retry. */
  refused(reason: string): void;
}

type Outgoing = Extract<ClientMessage, { id: string }>;

/**
 * The widget socket with what a flaky network needs: reconnects with exponential backoff and
 * jitter (1 s doubling to 30 s), a visitor token kept in localStorage, and an outbox: a message
 * stays in it until the server's transcript shows it back (by its id), and is sent again after a
 * reconnect; the server stores each id once, so nothing is said twice.
 */
export class Connection {
  readonly #url: string;
  readonly #storageKey: string;
  readonly #events: ConnectionEvents;
  readonly #outbox = new Map<string, Outgoing>();
  #socket: WebSocket | null = null;
  #attempt = 0;
  #stopped = false;

  constructor(url: string, widgetId: string, events: ConnectionEvents) {
    this.#url = url;
    this.#storageKey = `chatmill-widget:${widgetId}`;
    this.#events = events;
    this.#open();
  }

  /** Sends now if connected; messages with an id also wait in the outbox until confirmed. */
  send(message: ClientMessage): void {
    if ('id' in message) this.#outbox.set(message.id, message);
    if (this.#socket?.readyState === WebSocket.OPEN) this.#socket.send(JSON.stringify(message));
  }

  /** The transcript showed these messages back: they arrived. */
  confirm(clientIds: readonly string[]): void {
    for (const id of clientIds) this.#outbox.delete(id);
  }

  #open(): void {
    const token = this.#storage('get');
    const socket = new WebSocket(`${this.#url}${token ? `&visitor=${encodeURIComponent(token)}` : ''}`);
    this.#socket = socket;
    socket.onmessage = (event) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      if (message.type === 'ready') {
        this.#attempt = 0;
        this.#storage('set', message.visitor);
        this.#events.online(true);
        this.#events.message(message);
        for (const pending of this.#outbox.values()) socket.send(JSON.stringify(pending));
        return;
      }
      this.#events.message(message);
    };
    socket.onclose = (event) => {
      this.#socket = null;
      if (finalCloseCodes.includes(event.code)) {
        this.#stopped = true;
        this.#events.refused(event.reason || `closed (${event.code})`);
        return;
      }
      if (this.#stopped) return;
      this.#events.online(false);
      const delay = Math.min(30_000, 1000 * 2 ** this.#attempt) * (0.75 + Math.random() / 2);
      this.#attempt = Math.min(this.#attempt + 1, 5);
      setTimeout(() => this.#open(), delay);
    };
  }

  /** localStorage may be off (private modes, blocked cookies): the visitor is then new on every page. */
  #storage(op: 'get'): string | null;
  #storage(op: 'set', value: string): void;
  #storage(op: 'get' | 'set', value?: string): string | null | void {
    try {
      if (op === 'get') return localStorage.getItem(this.#storageKey);
      localStorage.setItem(this.#storageKey, value!);
    } catch {
      return null;
    }
  }
}
