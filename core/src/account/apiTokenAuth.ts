import type { EntityManager } from '@mikro-orm/sql';
import { AppError, type RequestUser, type ServiceResolver } from '@chatmill/sdk';
import { loadRequestUser } from '../auth/sessionService.ts';
import { sha256 } from '../auth/tokens.ts';
import type { ApiTokenScope } from '../db/entities/ApiToken.ts';

/** Every secret starts with this, so a leaked one is easy to recognise (and to scan for). */
export const apiTokenMark = 'cm_';

/** How the request proved who it is; the request scope holds it under `REQUEST_CREDENTIAL`. */
export type RequestCredential =
  | { kind: 'none' }
  | { kind: 'session' }
  | { kind: 'api-token'; tokenId: number; scope: ApiTokenScope };

export const REQUEST_CREDENTIAL = Symbol('RequestCredential');

export const invalidApiTokenMessage =
  'This API token is not valid: it was revoked or never existed. Create a new one under Account Settings, API Access Token.';
export const readOnlyApiTokenMessage =
  'This API token has the read scope: it may only make GET and HEAD requests. Use a read-write token to make changes.';
export const sessionOnlyMessage =
  'API tokens cannot be managed with an API token. Sign in to the dashboard to create, list or revoke them.';

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
 */
export async function authenticateApiToken(em: EntityManager, token: string, method: string, now = Date.now()): Promise<ApiTokenIdentity> {
  if (!token.startsWith(apiTokenMark) || token.length > 100) throw new AppError('UNAUTHENTICATED', invalidApiTokenMessage);
  const [row] = await em.execute<{ id: number; user_id: number; scope: ApiTokenScope; last_used_at: Date | string | null }[]>(
    `select t."id", t."user_id", t."scope", t."last_used_at" from "api_token" t
       join "user" u on u."id" = t."user_id"
      where t."token_hash" = ? and t."revoked_at" is null and u."deactivated_at" is null`,
    [sha256(token)],
  );
  if (!row) throw new AppError('UNAUTHENTICATED', invalidApiTokenMessage);
  if (row.scope === 'read' && !readMethods.has(method.toUpperCase())) throw new AppError('FORBIDDEN', readOnlyApiTokenMessage);
  const tokenId = Number(row.id);
  if (row.last_used_at === null || now - new Date(row.last_used_at).getTime() > touchEveryMs) {
    // Conditional, so concurrent requests of one script write it once.
    await em.execute(`update "api_token" set "last_used_at" = ? where "id" = ? and ("last_used_at" is null or "last_used_at" < ?)`, [
      new Date(now),
      tokenId,
      new Date(now - touchEveryMs),
    ]);
  }
  const user = await loadRequestUser(em, Number(row.user_id));
  return { tokenId, scope: row.scope, user, sessionId: `api-token:${tokenId}` };
}

/**
 * For routes that mint or manage credentials: only a signed-in dashboard session may call
 * them, never a bearer token, so a leaked token cannot make more tokens or outlive its revocation.
 */
export function requireSessionCredential(services: ServiceResolver): void {
  const credential = services.resolve<RequestCredential>(REQUEST_CREDENTIAL);
  if (credential.kind !== 'session') throw new AppError('FORBIDDEN', sessionOnlyMessage);
}
