import type { CachedTable, TableChange } from '../cache/changeFeed.ts';
import type { FeedCache } from '../cache/feedCache.ts';
import type { RequestUserRow } from './requestUserRow.ts';

/**
 * What evicts a cached credential (a session, an API token) that carries its user, package and
 * access levels: a change to its own row (`own`, keyed as the cache is), to its user or account,
 * and any package or access level change, which may reach many users, so everything goes.
 */
export function evictRequestUser<V extends { row: RequestUserRow }>(own: CachedTable) {
  return (change: TableChange, cache: FeedCache<string, V>): void => {
    switch (change.table) {
      case own:
        cache.delete(change.key);
        break;
      case 'user':
        cache.deleteWhere(({ row }) => String(row.id) === change.key);
        break;
      case 'account':
        cache.deleteWhere(({ row }) => String(row.account_id) === change.key);
        break;
      case 'package':
      case 'access_level':
        cache.clear();
        break;
      default:
        break;
    }
  };
}
