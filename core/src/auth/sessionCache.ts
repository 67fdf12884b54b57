import type { RequestUserRow } from '../access/requestUserRow.ts';
import type { ChangeFeed } from '../cache/changeFeed.ts';
import { FeedCache } from '../cache/feedCache.ts';
import { evictRequestUser } from '../access/requestUserEviction.ts';

/** A session with its user, package and access levels, as one query reads them. */
export interface SessionRow extends RequestUserRow {
  expires_at: Date | string;
  invalidated_at: Date | string | null;
  last_seen_at: Date | string;
}

export interface CachedSession {
  row: SessionRow;
  /** When this process last wrote `last_seen_at` (or read it): the touch is once a minute. */
  lastSeenAt: number;
}

/** Sessions of signed-in people active in the last while; each entry is about 1 KB. */
const maxSessions = 20_000;

/**
 * The sessions this process has resolved, by session id, so an authenticated request costs no
 * query. The row is kept, not the RequestUser, so expiries (session, account, access) are judged
 * at each request against the clock. Any committed change to a session, its user, its account,
 * a package or an access level evicts what it touches, in every process.
 */
export class SessionCache {
  readonly #cache: FeedCache<string, CachedSession>;

  constructor(feed: ChangeFeed) {
    this.#cache = new FeedCache<string, CachedSession>(feed, maxSessions, evictRequestUser<CachedSession>('session'));
  }

  read(sessionId: string, load: () => Promise<CachedSession | null>): Promise<CachedSession | null> {
    return this.#cache.read(sessionId, load);
  }
}
