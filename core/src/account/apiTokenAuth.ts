import type { EntityManager } from '@mikro-orm/sql';
import { AppError, type RequestUser, type ServiceResolver } from '@chatmill/sdk';
import { requestUserColumns, requestUserJoins, toRequestUser } from '../access/requestUserRow.ts';
import { sha256 } from '../auth/tokens.ts';
import type { ApiTokenScope } from '../db/entities/ApiToken.ts';
import type { ApiTokenCache, ApiTokenRow } from './apiTokenCache.ts';
import { refusal } from '../http/refusal.ts';

/** Every secret starts with this, so a leaked one is easy to recognise (and to scan for). */
export const apiTokenMark = 'cm_';

/** How the request proved who it is; the request scope holds it under `REQUEST_CREDENTIAL`. */
export type RequestCredential = { kind: 'none' } | { kind: 'session' } | { kind: 'api-token'; tokenId: number; scope: ApiTokenScope };

export const REQUEST_CREDENTIAL = Symbol('RequestCredential');

export const invalidApiTokenMessage =
  'This API token is not valid: it was revoked or never existed. Create a new one under Account Settings, API Access Token.';
export const readOnlyApiTokenMessage = 'This API token has the read scope: it may only make GET and HEAD requests. Use a read-write token to make changes.';
export const sessionOnlyMessage = 'API tokens cannot be managed with an API token. Sign in to the dashboard to create, list or revoke them.';

/** A token's last use is written at most once a minute, so a busy script does not make every read a write. */
const touchEveryMs = 60_000;
/** Methods a read-scope token may use. */
const readMethods = new Set(['GET', 'HEAD']);

export interface ApiTokenIdentity {
  tokenId: number;
  scope: ApiTokenScope;
  user: RequestUser;
  /** What a route sees as the session id: no session row has it, so ending "the session" ends nothing. */
  sessionId: string;
}

/**
 * The token of an `Authorization: Bearer <token>` header; null when the request has no such
 * header (it may still have a session cookie). Other schemes are not ours and are ignored.
 */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? '').trim() : null;
}

/**
 * The user a bearer token acts as, or the refusal: UNAUTHENTICATED for a revoked or unknown
 * token or one of a deactivated user, FORBIDDEN for a read-scope token on a method that changes things. Finding a token
 * by its secret is the one token lookup not confined to a user: it is how the user is found.
 * One query reads the token with its user, then none while the process's cache holds it;
 * `em` is called only when a statement is sent. `method` null leaves the scope to the caller,
 * which checks it per operation (the MCP endpoint: each tool call is a request of its own).
 */
export async function authenticateApiToken(
  cache: ApiTokenCache,
  em: () => EntityManager,
  token: string,
  method: string | null,
  now = Date.now(),
): Promise<ApiTokenIdentity> {
  if (!token.startsWith(apiTokenMark) || token.length > 100) throw refusal('UNAUTHENTICATED', invalidApiTokenMessage);
  const tokenHash = sha256(token);
  const cached = await cache.read(tokenHash, async () => {
    const [row] = await em().execute<ApiTokenRow[]>(
      `select t."id" as token_id, t."scope" as token_scope, t."revoked_at" as token_revoked_at, t."last_used_at" as token_last_used_at, ${requestUserColumns}
         from "api_token" t
         join "user" u on u."id" = t."user_id"
         ${requestUserJoins}
        where t."token_hash" = ?`,
      [tokenHash],
    );
    return row ? { row, lastUsedAt: row.token_last_used_at === null ? null : new Date(row.token_last_used_at).getTime() } : null;
  });
  const row = cached?.row;
  if (!cached || !row || row.token_revoked_at !== null || row.id === null || row.deactivated_at !== null)
    throw refusal('UNAUTHENTICATED', invalidApiTokenMessage);
  if (method !== null && row.token_scope === 'read' && !readMethods.has(method.toUpperCase())) throw refusal('FORBIDDEN', readOnlyApiTokenMessage);
  const tokenId = Number(row.token_id);
  if (cached.lastUsedAt === null || now - cached.lastUsedAt > touchEveryMs) {
    cached.lastUsedAt = now;
    // Conditional, so concurrent requests (of this process or others) write it once.
    await em().execute(`update "api_token" set "last_used_at" = ? where "id" = ? and ("last_used_at" is null or "last_used_at" < ?)`, [
      new Date(now),
      tokenId,
      new Date(now - touchEveryMs),
    ]);
  }
  const user = toRequestUser({ ...row, id: row.id }, now);
  return { tokenId, scope: row.token_scope, user, sessionId: `api-token:${tokenId}` };
}
