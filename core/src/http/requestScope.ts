import type { DependencyContainer } from 'tsyringe';
import { authenticateApiToken, bearerToken } from '../account/apiTokenAuth.ts';
import type { ApiTokenCache } from '../account/apiTokenCache.ts';
import { SessionCache } from '../auth/sessionCache.ts';
import { SessionService } from '../auth/sessionService.ts';
import type { BrandDirectory } from '../brands/brandDirectory.ts';
import type { ChangeFeed } from '../cache/changeFeed.ts';
import type { PendingChanges } from '../cache/pendingChanges.ts';
import type { Database } from '../db/database.ts';
import type { Settings } from '../config/schema.ts';
import type { ApiExchange } from './apiExchange.ts';
import { RequestServices } from './requestServices.ts';

export interface RequestScopeDeps {
  container: DependencyContainer;
  db: Database;
  brands: BrandDirectory;
  settings: Settings;
  changes: ChangeFeed;
  pending: PendingChanges;
  apiTokens: ApiTokenCache;
}

/**
 * Gives every API request its own DI scope (RequestServices: an entity-manager fork and a child
 * container, made when first used), the brand found from the host, and the user of the session
 * found from the cookie, or of the personal API token in an `Authorization: Bearer` header
 * (which answers 401 when the token is not valid, and 403 when a read-scope token asks for
 * more than GET or HEAD). Brand, session and token come from the process's caches; if this
 * process wrote to what they hold, the request first waits until the database's word on those
 * writes has reached them. A request without cookie or token reads no cache for them at all.
 */
export function requestScope({ container, db, brands, settings, changes, pending, apiTokens }: RequestScopeDeps) {
  const sessions = container.resolve(SessionCache);
  const cookieName = settings.session.cookieName;
  return async (exchange: ApiExchange): Promise<RequestServices> => {
    if (pending.waiting) await pending.settle(changes);
    const services = new RequestServices(container, db);
    const host = exchange.hostname || 'localhost';
    const brand = brands.known(host) ?? (await brands.forHost(services.em, host));
    const bearer = bearerToken(exchange.req.headers.authorization);
    if (bearer !== null) {
      // An API token speaks for its user on its own; a cookie sent alongside is not consulted.
      const identity = await authenticateApiToken(apiTokens, () => services.em, bearer, exchange.method);
      exchange.session = { kind: 'active', sessionId: identity.sessionId, user: identity.user };
      services.identity = { brand, user: identity.user, credential: { kind: 'api-token', tokenId: identity.tokenId, scope: identity.scope } };
    } else {
      const token = exchange.req.headers.cookie === undefined ? undefined : exchange.cookies.get(cookieName);
      exchange.session = token === undefined ? { kind: 'none' } : await new SessionService(() => services.em, settings, sessions).resolve(token);
      const user = exchange.session.kind === 'active' ? exchange.session.user : null;
      services.identity = { brand, user, credential: { kind: user ? 'session' : 'none' } };
    }
    return services;
  };
}
