/**
 * What the database says when a row that a cache holds changes (the triggers of migrations 17,
 * 18, 20 and 25 NOTIFY on `chatmill_cache` at commit). Each process listens once and its caches evict by
 * table and key.
 */
export const changeChannel = 'chatmill_cache';

export type CachedTable =
  'session' | 'api_token' | 'user' | 'account' | 'package' | 'access_level' | 'brand' | 'brand_plugin' | 'brand_plugin_setting' | 'flow' | 'custom_variable';

export interface TableChange {
  table: CachedTable;
  /** The changed row's key: its id, the brand id of a plugin switch, or an API token's hash. */
  key: string;
}

export interface ChangeFeed {
  /**
   * False while changes may be missed (PostgreSQL: the listening connection is lost, until it
   * is back): caches must not answer from memory then.
   */
  readonly live: boolean;
  /** `listener` hears every change; `onReset` that changes may have been missed (clear everything). */
  subscribe(listener: (change: TableChange) => void, onReset: () => void): () => void;
  /**
   * Resolves once every change committed before the call has reached this process's caches.
   * A request that starts after this process wrote waits for it (PendingChanges).
   */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

export const cachedTables: ReadonlySet<string> = new Set<CachedTable>([
  'session',
  'api_token',
  'user',
  'account',
  'package',
  'access_level',
  'brand',
  'brand_plugin',
  'brand_plugin_setting',
  'flow',
  'custom_variable',
]);

/** A notification's payload, or null for anything else on the channel (a barrier's token, noise). */
export function parseChange(payload: string | undefined): TableChange | null {
  if (!payload || payload[0] !== '{') return null;
  try {
    const value = JSON.parse(payload) as { table?: unknown; key?: unknown };
    if (typeof value.table !== 'string' || !cachedTables.has(value.table) || typeof value.key !== 'string') return null;
    return { table: value.table as CachedTable, key: value.key };
  } catch {
    return null;
  }
}

/** The listeners of one feed, told of changes and resets. */
export class ChangeListeners {
  readonly #listeners = new Set<{ change: (change: TableChange) => void; reset: () => void }>();

  add(change: (change: TableChange) => void, reset: () => void): () => void {
    const entry = { change, reset };
    this.#listeners.add(entry);
    return () => this.#listeners.delete(entry);
  }

  change(change: TableChange): void {
    for (const listener of this.#listeners) listener.change(change);
  }

  reset(): void {
    for (const listener of this.#listeners) listener.reset();
  }

  clear(): void {
    this.#listeners.clear();
  }
}

/** A feed that hears nothing and is never live: a cache on it always reads the database (one-off tools, tests). */
export const noChangeFeed: ChangeFeed = {
  live: false,
  subscribe: () => () => undefined,
  barrier: async () => undefined,
  close: async () => undefined,
};
