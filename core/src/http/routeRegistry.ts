import type { AnyRoute } from '@chatmill/sdk';

/**
 * Every API route of the process, core and plugins alike. The HTTP router, the OpenAPI
 * document and the security tests all read from here, so a new route is covered by each.
 */
export class RouteRegistry {
  readonly #routes: AnyRoute[] = [];

  add(owner: string, routes: readonly AnyRoute[]): void {
    for (const route of routes) {
      if (!route.path.startsWith('/api/')) throw new Error(`${owner}: route ${route.path} must start with /api/`);
      const clash = this.#routes.find((r) => r.method === route.method && r.path === route.path);
      if (clash) throw new Error(`${owner}: ${route.method} ${route.path} is already registered`);
      this.#routes.push(route);
    }
  }

  all(): readonly AnyRoute[] {
    return this.#routes;
  }
}
