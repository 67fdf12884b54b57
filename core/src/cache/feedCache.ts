import type { ChangeFeed, TableChange } from './changeFeed.ts';

/**
 * A bounded in-process cache kept right by the database's change feed: `onChange` evicts what a
 * committed change touched. It answers only while the feed is live, drops the least recently
 * used entry past `maxEntries` (a request may name any host or cookie, so nothing grows without
 * bound), and keeps a value read from the database only if no change arrived during the read:
 * a read that began before a change committed may have seen the old row.
 */
export class FeedCache<K, V> {
  readonly #feed: ChangeFeed;
  readonly #maxEntries: number;
  readonly #entries = new Map<K, V>();
  #generation = 0;

  constructor(feed: ChangeFeed, maxEntries: number, onChange: (change: TableChange, cache: FeedCache<K, V>) => void) {
    this.#feed = feed;
    this.#maxEntries = maxEntries;
    feed.subscribe(
      (change) => onChange(change, this),
      () => this.clear(),
    );
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    if (!this.#feed.live) return undefined;
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // Most recently used goes last; the first entry is the one to drop.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /**
   * The cached value, or `load`'s, kept if nothing changed while it ran. Null (nothing found) is
   * not kept: a stranger's made-up keys would push out real entries.
   */
  async read(key: K, load: () => Promise<V | null>): Promise<V | null> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const generation = this.#generation;
    const value = await load();
    if (value !== null && generation === this.#generation && this.#feed.live) this.#set(key, value);
    return value;
  }

  delete(key: K): void {
    this.#generation++;
    this.#entries.delete(key);
  }

  deleteWhere(matches: (value: V, key: K) => boolean): void {
    this.#generation++;
    for (const [key, value] of this.#entries) if (matches(value, key)) this.#entries.delete(key);
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  #set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value as K);
  }
}
