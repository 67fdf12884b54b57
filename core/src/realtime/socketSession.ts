import type { EntityManager } from '@mikro-orm/sql';
import type { SessionCache } from '../auth/sessionCache.ts';
import { SessionService } from '../auth/sessionService.ts';
import type { ChangeFeed } from '../cache/changeFeed.ts';
import type { PendingChanges } from '../cache/pendingChanges.ts';
import type { Settings } from '../config/schema.ts';
import type { Database } from '../db/database.ts';
import type { SocketAuthenticator } from './socketServer.ts';

export interface SocketSessionDeps {
  db: Database;
  settings: Settings;
  sessions: SessionCache;
  changes: ChangeFeed;
  pending: PendingChanges;
}

/**
 * The live channel's check of the session cookie, the same as an API request's (requestScope):
 * the session comes from the process's cache, so if this process has just written to what the
 * cache holds (a logout, a password change), the check first waits until the database's word on
 * it has arrived; a socket opened right after a logout is refused, not opened on a dead session.
 */
export function socketSession({ db, settings, sessions, changes, pending }: SocketSessionDeps): SocketAuthenticator {
  return async (req) => {
    if (pending.waiting) await pending.settle(changes);
    let em: EntityManager | null = null;
    const service = new SessionService(() => (em ??= db.em()), settings, sessions);
    const state = await service.resolve(parseCookie(req.headers.cookie ?? '', settings.session.cookieName));
    return state.kind === 'active' ? { userId: state.user.id, accountId: state.user.accountId, sessionId: state.sessionId } : null;
  };
}

function parseCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
