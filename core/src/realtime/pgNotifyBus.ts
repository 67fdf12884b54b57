import pg from 'pg';
import type { Logger } from '../logger.ts';
import { NotifyBatcher } from './notifyBatcher.ts';
import type { RealtimeBus, RealtimeEvent } from './realtimeBus.ts';

const channel = 'chatmill_realtime';

/**
 * Several web processes on one PostgreSQL: every process LISTENs on one channel and a publish
 * is a NOTIFY, so an event raised anywhere reaches the sockets held by any process.
 * NOTIFY payloads are limited to 8000 bytes: events carry ids and small payloads only. Events
 * published together go as one statement (notifyBatcher.ts), each notification an array of them.
 */
export class PgNotifyBus implements RealtimeBus {
  readonly #listener: pg.Client;
  readonly #publisher: pg.Pool;
  readonly #batcher: NotifyBatcher;
  readonly #listeners = new Set<(event: RealtimeEvent) => void>();
  readonly #logger: Logger;

  private constructor(connectionString: string, logger: Logger) {
    this.#logger = logger;
    this.#listener = new pg.Client({ connectionString, application_name: 'chatmill-realtime' });
    // One connection: the batcher has one statement in flight at a time.
    this.#publisher = new pg.Pool({ connectionString, max: 1, application_name: 'chatmill-realtime' });
    this.#batcher = new NotifyBatcher(async (payloads) => {
      await this.#publisher.query('select pg_notify($1, "payload") from unnest($2::text[]) as "payload"', [channel, payloads]);
    });
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
    await this.#batcher.publish(event);
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
      // An array from this version's batcher; one event from a process of an older version.
      const parsed = JSON.parse(payload) as RealtimeEvent | RealtimeEvent[];
      for (const event of Array.isArray(parsed) ? parsed : [parsed]) {
        for (const listener of this.#listeners) listener(event);
      }
    } catch (error) {
      this.#logger.warn('ignored a malformed realtime notification', { error });
    }
  }
}
