import type { AnyRoute } from '@chatmill/sdk';

/** A route and who owns it: `core` or a plugin id. Paths are absolute (`/api/...`). */
export interface RegisteredRoute {
  owner: string;
  route: AnyRoute;
}

/**
 * Every API route of the process, core and plugins alike. The HTTP router, the OpenAPI
 * document and the security tests all read from here, so a new route is covered by each.
 */
export class RouteRegistry {
  readonly #entries: RegisteredRoute[] = [];

  /** The core's routes, with absolute paths. */
  add(owner: string, routes: readonly AnyRoute[]): void {
    for (const route of routes) {
      if (!route.path.startsWith('/api/')) throw new Error(`${owner}: route ${route.path} must start with /api/`);
      this.#push({ owner, route });
    }
  }

  /** A plugin's routes: their paths are relative to `/api/<plugin id>`. */
  addPlugin(pluginId: string, routes: readonly AnyRoute[]): void {
    for (const route of routes) this.#push({ owner: pluginId, route: { ...route, path: `/api/${pluginId}${route.path}` } });
  }

  entries(): readonly RegisteredRoute[] {
    return this.#entries;
  }

  all(): readonly AnyRoute[] {
    return this.#entries.map((e) => e.route);
  }

  #push(entry: RegisteredRoute): void {
    // A page of another site never acts with the user's cookie: only a public route may take its calls.
    if (entry.route.crossSite && entry.route.access !== 'public')
      throw new Error(`${entry.owner}: ${entry.route.method} ${entry.route.path} is crossSite, which only a public route may be`);
    const clash = this.#entries.find((e) => e.route.method === entry.route.method && e.route.path === entry.route.path);
    if (clash) throw new Error(`${entry.owner}: ${entry.route.method} ${entry.route.path} is already registered by ${clash.owner}`);
    this.#entries.push(entry);
  }
}
