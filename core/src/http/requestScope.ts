import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { DependencyContainer } from 'tsyringe';
import { authenticateApiToken, bearerToken, REQUEST_CREDENTIAL, type RequestCredential } from '../account/apiTokenAuth.ts';
import { SessionService } from '../auth/sessionService.ts';
import type { BrandDirectory } from '../brands/brandDirectory.ts';
import type { ChangeFeed } from '../cache/changeFeed.ts';
import type { PendingChanges } from '../cache/pendingChanges.ts';
import type { Database } from '../db/database.ts';
import type { Settings } from '../config/schema.ts';
import { CURRENT_ACCOUNT, CURRENT_BRAND, CURRENT_USER, ENTITY_MANAGER } from '../di/tokens.ts';
import type { RequestState } from './mountRoutes.ts';

/**
 * Gives every API request its own DI scope: a child container holding a fresh entity-manager
 * fork, the brand found from the host, and the user and account of the session found from the cookie,
 * or of the personal API token in an `Authorization: Bearer` header (which answers 401 when the
 * token is not valid, and 403 when a read-scope token asks for more than GET or HEAD).
 * Brand and session come from the process's caches; if this process wrote to what they hold,
 * the request first waits until the database's word on those writes has reached them.
 */
export function requestScope(container: DependencyContainer, db: Database, brands: BrandDirectory, settings: Settings, changes: ChangeFeed, pending: PendingChanges) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const state = ctx.state as RequestState;
    state.requestId = randomUUID();
    ctx.set('X-Request-Id', state.requestId);
    if (!ctx.path.startsWith('/api/')) return next();
    await pending.settle(changes);
    const scope = container.createChildContainer();
    const em = db.em();
    scope.register(ENTITY_MANAGER, { useValue: em });
    scope.register(CURRENT_BRAND, { useValue: await brands.forHost(em, ctx.hostname || 'localhost') });
    state.scope = scope;
    const bearer = bearerToken(ctx.get('Authorization'));
    if (bearer !== null) {
      // An API token speaks for its user on its own; a cookie sent alongside is not consulted.
      const identity = await authenticateApiToken(em, bearer, ctx.method);
      state.session = { kind: 'active', sessionId: identity.sessionId, user: identity.user };
      scope.register<RequestCredential>(REQUEST_CREDENTIAL, { useValue: { kind: 'api-token', tokenId: identity.tokenId, scope: identity.scope } });
    } else {
      state.session = await scope.resolve(SessionService).resolve(ctx.cookies.get(settings.session.cookieName));
      scope.register<RequestCredential>(REQUEST_CREDENTIAL, { useValue: { kind: state.session.kind === 'active' ? 'session' : 'none' } });
    }
    const user = state.session.kind === 'active' ? state.session.user : null;
    scope.register(CURRENT_USER, { useValue: user });
    scope.register(CURRENT_ACCOUNT, { useValue: user?.accountId ?? null });
    await next();
  };
}
