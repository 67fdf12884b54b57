import type { RequestUserRow } from '../access/requestUserRow.ts';
import type { ChangeFeed } from '../cache/changeFeed.ts';
import { FeedCache } from '../cache/feedCache.ts';
import { evictRequestUser } from '../access/requestUserEviction.ts';
import type { ApiTokenScope } from '../db/entities/ApiToken.ts';

/** A token with its user, package and access levels, as one query reads them. */
export interface ApiTokenRow extends RequestUserRow {
  token_id: number;
  token_scope: ApiTokenScope;
  token_revoked_at: Date | string | null;
  token_last_used_at: Date | string | null;
}

export interface CachedApiToken {
  row: ApiTokenRow;
  /** `last_used_at` as read, or as this process wrote it since; null if never used: the touch is once a minute. */
  lastUsedAt: number | null;
}

/** Tokens of scripts active in the last while; each entry is about 1 KB. */
const maxTokens = 10_000;

/**
 * The API tokens this process has looked up, by the SHA-256 of the secret, so a script's
 * request costs no query, as a session's does (SessionCache). A revoked token or one of a
 * deactivated user is kept too, so a script that goes on with it is refused without a query.
 * Any committed change to a token (revocation, deletion, its once-a-minute touch), its user, its
 * account, a package or an access level evicts what it touches, in every process (migrations 17
 * and 18).
 */
export class ApiTokenCache {
  readonly #cache: FeedCache<string, CachedApiToken>;

  constructor(feed: ChangeFeed) {
    this.#cache = new FeedCache<string, CachedApiToken>(feed, maxTokens, evictRequestUser<CachedApiToken>('api_token'));
  }

  read(tokenHash: string, load: () => Promise<CachedApiToken | null>): Promise<CachedApiToken | null> {
    return this.#cache.read(tokenHash, load);
  }
}
