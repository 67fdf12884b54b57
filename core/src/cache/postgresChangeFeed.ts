import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { ChangeListeners, changeChannel, parseChange, type ChangeFeed, type TableChange } from './changeFeed.ts';

const reconnectMs = 1_000;
const barrierTimeoutMs = 2_000;

/**
 * PostgreSQL: one LISTEN connection per process hears the changes committed by any process.
 * While it is lost the feed is not live (caches read the database) and when it is back every
 * cache starts empty, since changes may have been missed in between. PostgreSQL delivers a
 * listener the notifications of different transactions in commit order, so a barrier is a
 * NOTIFY of a token of our own: when it arrives, everything committed before it has.
 */
export class PostgresChangeFeed implements ChangeFeed {
  readonly #connectionString: string;
  readonly #logger: Logger;
  readonly #listeners = new ChangeListeners();
  readonly #barriers = new Map<string, () => void>();
  #client: pg.Client | null = null;
  #live = false;
  #closed = false;

  private constructor(connectionString: string, logger: Logger) {
    this.#connectionString = connectionString;
    this.#logger = logger;
  }

  static async connect(connectionString: string, logger: Logger): Promise<PostgresChangeFeed> {
    const feed = new PostgresChangeFeed(connectionString, logger);
    await feed.#connect();
    return feed;
  }

  get live(): boolean {
    return this.#live;
  }

  subscribe(listener: (change: TableChange) => void, onReset: () => void): () => void {
    return this.#listeners.add(listener, onReset);
  }

  async barrier(): Promise<void> {
    const client = this.#client;
    if (!this.#live || !client) return;
    const token = `barrier:${randomUUID()}`;
    const arrived = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.#barriers.delete(token);
        resolve(false);
      }, barrierTimeoutMs);
      this.#barriers.set(token, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await client.query('select pg_notify($1, $2)', [changeChannel, token]);
    } catch {
      this.#barriers.get(token)?.();
    }
    // Not heard in time: assume the worst, the caches start over.
    if (!(await arrived)) this.#listeners.reset();
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#live = false;
    this.#listeners.clear();
    await this.#client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#connectionString, application_name: 'chatmill-cache' });
    client.on('notification', (message) => this.#heard(message.payload));
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, null));
    await client.connect();
    await client.query(`LISTEN ${changeChannel}`);
    this.#client = client;
    this.#listeners.reset();
    this.#live = true;
  }

  #heard(payload: string | undefined): void {
    if (payload?.startsWith('barrier:')) {
      const release = this.#barriers.get(payload);
      this.#barriers.delete(payload);
      release?.();
      return;
    }
    const change = parseChange(payload);
    if (change) this.#listeners.change(change);
  }

  #lost(client: pg.Client, error: Error | null): void {
    if (this.#client !== client) return;
    this.#client = null;
    this.#live = false;
    this.#listeners.reset();
    for (const release of this.#barriers.values()) release();
    this.#barriers.clear();
    if (this.#closed) return;
    this.#logger.warn('the cache listener lost its connection; requests read the database until it is back', { error });
    client.end().catch(() => undefined);
    const retry = () => {
      if (this.#closed) return;
      this.#connect().catch(() => setTimeout(retry, reconnectMs).unref());
    };
    setTimeout(retry, reconnectMs).unref();
  }
}
