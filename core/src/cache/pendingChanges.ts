import { cachedTables, type ChangeFeed } from './changeFeed.ts';

const write = /^\s*(?:update|insert\s+into|delete\s+from)\s+"?([a-z_]+)"?/i;

/**
 * Whether this process wrote to a table the caches hold since the change feed last caught up.
 * The feed hears a change a moment after its commit (PostgreSQL delivers it on another
 * connection); a request that starts after this process wrote waits for the feed first, so a
 * request never reads from a cache what this process has already changed. Other processes'
 * changes arrive as fast as PostgreSQL delivers them.
 */
export class PendingChanges {
  #pending = false;

  /** Every statement the ORM sends passes here. */
  note(sql: string): void {
    if (this.#pending) return;
    const table = write.exec(sql)?.[1];
    if (table !== undefined && cachedTables.has(table.toLowerCase())) this.#pending = true;
  }

  /** Whether a request must settle before reading a cache: checked without awaiting, as most requests need not. */
  get waiting(): boolean {
    return this.#pending;
  }

  /** Waits, if this process wrote, until the feed has heard everything committed so far. */
  async settle(feed: ChangeFeed): Promise<void> {
    if (!this.#pending) return;
    this.#pending = false;
    await feed.barrier();
  }
}
