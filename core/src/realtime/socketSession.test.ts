import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import { SessionCache, type SessionRow } from '../auth/sessionCache.ts';
import { sha256 } from '../auth/tokens.ts';
import type { ChangeFeed, TableChange } from '../cache/changeFeed.ts';
import { PendingChanges } from '../cache/pendingChanges.ts';
import type { Settings } from '../config/schema.ts';
import type { Database } from '../db/database.ts';
import { socketSession } from './socketSession.ts';

/**
 * A feed as PostgreSQL gives it: a change committed by this process arrives a moment later, here
 * only when someone waits at the barrier. On PGlite the change arrives at once and the
 * integration test (realtime.test.ts) cannot tell whether the check waited.
 */
function lateFeed() {
  const listeners: Array<(c: TableChange) => void> = [];
  const queued: TableChange[] = [];
  const feed: ChangeFeed = {
    live: true,
    subscribe: (change) => {
      listeners.push(change);
      return () => undefined;
    },
    barrier: async () => {
      for (const change of queued.splice(0)) listeners.forEach((l) => l(change));
    },
    close: async () => undefined,
  };
  return { feed, commit: (change: TableChange) => queued.push(change) };
}

const token = 'a-session-token';
const sessionId = sha256(token);
const row: SessionRow = {
  id: 7,
  account_id: 7,
  brand_id: 1,
  email: 'lou@example.com',
  name: 'Lou',
  user_type: 'Member',
  access_type: 'owner',
  access_expires_at: null,
  deactivated_at: null,
  owner_user_id: 7,
  referred_by_user_id: null,
  account_expires_at: null,
  package_id: null,
  package_grants_all: null,
  package_permissions: null,
  member_level_id: null,
  member_grants_all: null,
  member_permissions: null,
  expires_at: new Date(Date.now() + 86_400_000),
  invalidated_at: null,
  last_seen_at: new Date(),
};

describe("the live channel's session check", () => {
  it('waits for the word on a logout this process wrote before it reads the cached session', async () => {
    const { feed, commit } = lateFeed();
    let stored: SessionRow = { ...row };
    const em = { getConnection: () => ({ execute: async () => [stored] }), nativeUpdate: async () => 1 };
    const db = { em: () => em } as unknown as Database;
    const settings = { session: { cookieName: 'cm_session', maxAgeDays: 30 } } as Settings;
    const pending = new PendingChanges();
    const authenticate = socketSession({ db, settings, sessions: new SessionCache(feed), changes: feed, pending });
    const upgrade = { headers: { cookie: `cm_session=${token}` } } as IncomingMessage;

    expect(await authenticate(upgrade)).toEqual({ userId: 7, accountId: 7, sessionId });
    // The logout, as this process sends it: the row changes, the feed has not said so yet.
    pending.note(`update "session" set "invalidated_at" = now() where "id" = '${sessionId}'`);
    stored = { ...row, invalidated_at: new Date() };
    commit({ table: 'session', key: sessionId });
    expect(await authenticate(upgrade)).toBeNull();
  });
});
