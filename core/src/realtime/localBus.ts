import { EventEmitter } from 'node:events';
import type { RealtimeBus, RealtimeEvent } from './realtimeBus.ts';

/** One process (PGlite): events go straight to this process's sockets. */
export class LocalBus implements RealtimeBus {
  readonly #emitter = new EventEmitter();

  async publish(event: RealtimeEvent): Promise<void> {
    this.#emitter.emit('event', event);
  }

  subscribe(listener: (event: RealtimeEvent) => void): () => void {
    this.#emitter.on('event', listener);
    return () => this.#emitter.off('event', listener);
  }

  async close(): Promise<void> {
    this.#emitter.removeAllListeners();
  }
}
