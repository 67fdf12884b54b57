import type { EntityManager } from '@mikro-orm/sql';
import type { RequestUser } from '@chatmill/sdk';
import type { Settings } from '../config/schema.ts';
import { SessionSchema, type SessionEndReason } from '../db/entities/Session.ts';
import { requestUserColumns, requestUserJoins, toRequestUser, type RequestUserRow } from '../access/requestUserRow.ts';
import type { SessionState } from '../http/sessionState.ts';
import type { CachedSession, SessionCache, SessionRow } from './sessionCache.ts';
import { newSecretToken, sha256 } from './tokens.ts';

/** Touching `last_seen_at` on every request would make every read a write; once a minute is enough. */
const touchEveryMs = 60_000;

/**
 * Server-side sessions: the cookie holds a random token, the database its hash, so a session
 * can be ended from anywhere (logout, password change) and the next request learns it.
 */
export class SessionService {
  readonly #em: () => EntityManager;
  readonly #settings: Settings;
  readonly #cache: SessionCache;

  /** `em` is called when a statement is sent: a request whose session is cached forks none. */
  constructor(em: () => EntityManager, settings: Settings, cache: SessionCache) {
    this.#em = em;
    this.#settings = settings;
    this.#cache = cache;
  }

  /** `proxy`: opened with a reseller's master password, not the user's own. */
  async start(userId: number, client: { ip: string; userAgent: string }, proxy = false): Promise<{ token: string; sessionId: string }> {
    const token = newSecretToken();
    const sessionId = sha256(token);
    const expiresAt = new Date(Date.now() + this.#settings.session.maxAgeDays * 86_400_000);
    this.#em().create(SessionSchema, { id: sessionId, userId, expiresAt, ip: client.ip, userAgent: client.userAgent, proxy });
    await this.#em().flush();
    return { token, sessionId };
  }

  /**
   * What a cookie's token stands for. An ended or expired session is 'invalidated', not 'none'.
   * Every API request with a cookie runs this: one query for the session and its user, then
   * none while the process's cache holds it (every change to them evicts it).
   */
  async resolve(token: string | undefined): Promise<SessionState> {
    if (!token || token.length > 100) return { kind: 'none' };
    const sessionId = sha256(token);
    const cached = await this.#cache.read(sessionId, () => this.#load(sessionId));
    if (!cached) return { kind: 'none' };
    const { row } = cached;
    if (row.invalidated_at || new Date(row.expires_at).getTime() < Date.now() || row.id === null || row.deactivated_at) return { kind: 'invalidated' };
    if (Date.now() - cached.lastSeenAt > touchEveryMs) {
      cached.lastSeenAt = Date.now();
      await this.#em().nativeUpdate(SessionSchema, { id: sessionId }, { lastSeenAt: new Date(cached.lastSeenAt) });
    }
    return { kind: 'active', sessionId, user: toRequestUser({ ...row, id: row.id }) };
  }

  async #load(sessionId: string): Promise<CachedSession | null> {
    const [row] = await this.#em()
      .getConnection()
      .execute<SessionRow[]>(
        `select s.expires_at, s.invalidated_at, s.last_seen_at, s.proxy, ${requestUserColumns}
         from "session" s
         left join "user" u on u.id = s.user_id
         ${requestUserJoins}
        where s.id = ?`,
        [sessionId],
      );
    return row ? { row, lastSeenAt: new Date(row.last_seen_at).getTime() } : null;
  }

  async end(sessionId: string, reason: SessionEndReason): Promise<void> {
    await this.#em().nativeUpdate(SessionSchema, { id: sessionId, invalidatedAt: null }, { invalidatedAt: new Date(), invalidatedReason: reason });
  }

  /** Ends every live session of the user except `keep`; returns the ended ids. */
  async endOthers(userId: number, keep: string | null, reason: SessionEndReason): Promise<string[]> {
    const live = await this.#em().find(SessionSchema, { userId, invalidatedAt: null, ...(keep ? { id: { $ne: keep } } : {}) });
    if (live.length === 0) return [];
    const ids = live.map((s) => s.id);
    await this.#em().nativeUpdate(SessionSchema, { id: { $in: ids } }, { invalidatedAt: new Date(), invalidatedReason: reason });
    return ids;
  }
}

/** The user as requests see them, with their access resolved (after a sign-in, for the response). */
export async function loadRequestUser(em: EntityManager, userId: number, proxy = false): Promise<RequestUser> {
  const [row] = await em.getConnection().execute<RequestUserRow[]>(`select ${requestUserColumns} from "user" u ${requestUserJoins} where u.id = ?`, [userId]);
  if (!row || row.id === null) throw new Error(`user ${userId} not found`);
  return toRequestUser({ ...row, id: row.id, proxy });
}
