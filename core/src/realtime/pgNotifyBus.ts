import pg from 'pg';
import type { Logger } from '../logger.ts';
import type { RealtimeBus, RealtimeEvent } from './realtimeBus.ts';

const channel = 'chatmill_realtime';

/**
 * Several web processes on one PostgreSQL: every process LISTENs on one channel and a publish
 * is a NOTIFY, so an event raised anywhere reaches the sockets held by any process.
 * NOTIFY payloads are limited to 8000 bytes: events carry ids and small payloads only.
 */
export class PgNotifyBus implements RealtimeBus {
  readonly #listener: pg.Client;
  readonly #publisher: pg.Pool;
  readonly #listeners = new Set<(event: RealtimeEvent) => void>();
  readonly #logger: Logger;

  private constructor(connectionString: string, logger: Logger) {
    this.#logger = logger;
    this.#listener = new pg.Client({ connectionString, application_name: 'chatmill-realtime' });
    this.#publisher = new pg.Pool({ connectionString, max: 2, application_name: 'chatmill-realtime' });
  }

  static async connect(connectionString: string, logger: Logger): Promise<PgNotifyBus> {
    const bus = new PgNotifyBus(connectionString, logger);
    await bus.#listener.connect();
    bus.#listener.on('notification', (message) => bus.#deliver(message.payload));
    bus.#listener.on('error', (error) => logger.error('realtime listener lost its connection', { error }));
    await bus.#listener.query(`LISTEN ${channel}`);
    return bus;
  }

  async publish(event: RealtimeEvent): Promise<void> {
    await this.#publisher.query('select pg_notify($1, $2)', [channel, JSON.stringify(event)]);
  }

  subscribe(listener: (event: RealtimeEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.#listeners.clear();
    await this.#listener.end().catch(() => undefined);
    await this.#publisher.end().catch(() => undefined);
  }

  #deliver(payload: string | undefined): void {
    if (!payload) return;
    try {
      const event = JSON.parse(payload) as RealtimeEvent;
      for (const listener of this.#listeners) listener(event);
    } catch (error) {
      this.#logger.warn('ignored a malformed realtime notification', { error });
    }
  }
}
