import type { EntityManager } from '@mikro-orm/sql';
import type { RequestUser } from '@chatmill/sdk';
import type { Settings } from '../config/schema.ts';
import { SessionSchema, type SessionEndReason } from '../db/entities/Session.ts';
import type { User, UserType } from '../db/entities/User.ts';
import type { SessionState } from '../http/mountRoutes.ts';
import { newSecretToken, sha256 } from './tokens.ts';

interface SessionRow {
  expires_at: Date | string;
  invalidated_at: Date | string | null;
  last_seen_at: Date | string;
  id: number | null;
  account_id: number;
  brand_id: number;
  email: string;
  name: string;
  user_type: UserType;
  owner_user_id: number | null;
}

/** Touching `last_seen_at` on every request would make every read a write; once a minute is enough. */
const touchEveryMs = 60_000;

/**
 * Server-side sessions: the cookie holds a random token, the database its hash, so a session
 * can be ended from anywhere (logout, password change) and the next request learns it.
 */
export class SessionService {
  readonly #em: EntityManager;
  readonly #settings: Settings;

  constructor(em: EntityManager, settings: Settings) {
    this.#em = em;
    this.#settings = settings;
  }

  async start(userId: number, client: { ip: string; userAgent: string }): Promise<{ token: string; sessionId: string }> {
    const token = newSecretToken();
    const sessionId = sha256(token);
    const expiresAt = new Date(Date.now() + this.#settings.session.maxAgeDays * 86_400_000);
    this.#em.create(SessionSchema, { id: sessionId, userId, expiresAt, ip: client.ip, userAgent: client.userAgent });
    await this.#em.flush();
    return { token, sessionId };
  }

  /**
   * What a cookie's token stands for. An ended or expired session is 'invalidated', not 'none'.
   * Every API request with a cookie runs this, so it is one query for the session and its user.
   */
  async resolve(token: string | undefined): Promise<SessionState> {
    if (!token || token.length > 100) return { kind: 'none' };
    const sessionId = sha256(token);
    const [row] = await this.#em.getConnection().execute<SessionRow[]>(
      `select s.expires_at, s.invalidated_at, s.last_seen_at,
              u.id, u.account_id, u.brand_id, u.email, u.name, u.user_type, a.owner_user_id
         from "session" s
         left join "user" u on u.id = s.user_id
         left join "account" a on a.id = u.account_id
        where s.id = ?`,
      [sessionId],
    );
    if (!row) return { kind: 'none' };
    if (row.invalidated_at || new Date(row.expires_at).getTime() < Date.now() || row.id === null) return { kind: 'invalidated' };
    if (Date.now() - new Date(row.last_seen_at).getTime() > touchEveryMs) {
      await this.#em.nativeUpdate(SessionSchema, { id: sessionId }, { lastSeenAt: new Date() });
    }
    const user: RequestUser = {
      id: row.id,
      accountId: row.account_id,
      brandId: row.brand_id,
      email: row.email,
      name: row.name,
      userType: row.user_type,
      isOwner: row.owner_user_id === row.id,
    };
    return { kind: 'active', sessionId, user };
  }

  async end(sessionId: string, reason: SessionEndReason): Promise<void> {
    await this.#em.nativeUpdate(SessionSchema, { id: sessionId, invalidatedAt: null }, { invalidatedAt: new Date(), invalidatedReason: reason });
  }

  /** Ends every live session of the user except `keep`; returns the ended ids. */
  async endOthers(userId: number, keep: string | null, reason: SessionEndReason): Promise<string[]> {
    const live = await this.#em.find(SessionSchema, { userId, invalidatedAt: null, ...(keep ? { id: { $ne: keep } } : {}) });
    if (live.length === 0) return [];
    const ids = live.map((s) => s.id);
    await this.#em.nativeUpdate(SessionSchema, { id: { $in: ids } }, { invalidatedAt: new Date(), invalidatedReason: reason });
    return ids;
  }
}

export function toRequestUser(user: User, isOwner: boolean): RequestUser {
  return {
    isOwner,
    id: user.id,
    accountId: user.accountId,
    brandId: user.brandId,
    email: user.email,
    name: user.name,
    userType: user.userType,
  };
}
