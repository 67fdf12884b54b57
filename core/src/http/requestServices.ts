import type { EntityManager } from '@mikro-orm/sql';
import type { RequestUser, ServiceResolver } from '@chatmill/sdk';
import type { DependencyContainer } from 'tsyringe';
import { REQUEST_CREDENTIAL, type RequestCredential } from '../account/apiTokenAuth.ts';
import type { BrandInfo } from '../brands/brandDirectory.ts';
import type { Database } from '../db/database.ts';
import { CURRENT_ACCOUNT, CURRENT_BRAND, CURRENT_USER, ENTITY_MANAGER } from '../di/tokens.ts';

/** Who the request is: set by requestScope before the route runs. */
export interface RequestIdentity {
  brand: BrandInfo;
  user: RequestUser | null;
  credential: RequestCredential;
}

/**
 * One API request's DI scope, made the first time something asks for it: a route that sends
 * no statement forks no entity manager, and one that resolves no service builds no child
 * container (both cost more than the rest of a cached request did). Once made, the child
 * container holds the request's entity manager, brand, user, account and credential, and the
 * process container's request-scoped factories (registerServices) build on them.
 */
export class RequestServices implements ServiceResolver {
  readonly #parent: DependencyContainer;
  readonly #db: Database;
  #em: EntityManager | null = null;
  #container: DependencyContainer | null = null;
  #identity: RequestIdentity | null = null;

  constructor(parent: DependencyContainer, db: Database) {
    this.#parent = parent;
    this.#db = db;
  }

  /** This request's entity manager, forked when first used. */
  get em(): EntityManager {
    return (this.#em ??= this.#db.em());
  }

  get identity(): RequestIdentity {
    if (!this.#identity) throw new Error('the request scope was asked who the request is before requestScope found out');
    return this.#identity;
  }

  set identity(identity: RequestIdentity) {
    if (this.#container) throw new Error('the request scope was already built');
    this.#identity = identity;
  }

  resolve<T>(token: (new (...args: any[]) => T) | symbol | string): T {
    // eslint-disable-line @typescript-eslint/no-explicit-any
    return this.container.resolve<T>(token);
  }

  get container(): DependencyContainer {
    if (this.#container) return this.#container;
    const { brand, user, credential } = this.identity;
    const scope = this.#parent.createChildContainer();
    scope.register(ENTITY_MANAGER, { useFactory: () => this.em });
    scope.register(CURRENT_BRAND, { useValue: brand });
    scope.register(CURRENT_USER, { useValue: user });
    scope.register(CURRENT_ACCOUNT, { useValue: user?.accountId ?? null });
    scope.register<RequestCredential>(REQUEST_CREDENTIAL, { useValue: credential });
    this.#container = scope;
    return scope;
  }
}
