import type { RegisteredRoute } from './routeRegistry.ts';

/** A route and the values of its `:name` segments in one request's path. */
export interface RouteMatch {
  entry: RegisteredRoute;
  params: Record<string, string>;
}

/** The methods the server implements; any other is refused as METHOD_NOT_ALLOWED. */
export const implementedMethods: ReadonlySet<string> = new Set(['HEAD', 'OPTIONS', 'GET', 'PUT', 'PATCH', 'POST', 'DELETE']);

/** Kept in registration order: of two routes that match, the first registered answers. */
interface CompiledRoute {
  entry: RegisteredRoute;
  /** Each segment after the leading slash: a literal in lower case, or null for a parameter. */
  literals: ReadonlyArray<string | null>;
  names: ReadonlyArray<string | null>;
  /** What `allowedMethods` lists for it: a GET route takes HEAD too. */
  methods: readonly string[];
}

/**
 * Every API route, compiled once at start into lists by method and number of segments, so a
 * request compares a handful of segments instead of testing every route's regular expression
 * (which @koa/router did for each request). It keeps the router's rules: literals match in any
 * case, a trailing slash is allowed, a parameter is one non-empty segment (decoded when it can
 * be), the first registered of two matching routes wins, and GET routes answer HEAD.
 */
export class RouteTable {
  readonly #byMethod = new Map<string, Map<number, CompiledRoute[]>>();
  readonly #all = new Map<number, CompiledRoute[]>();

  constructor(entries: readonly RegisteredRoute[]) {
    for (const entry of entries) {
      const segments = entry.route.path.split('/').slice(1);
      const route: CompiledRoute = {
        entry,
        literals: segments.map((s) => (s.startsWith(':') ? null : asciiLower(s))),
        names: segments.map((s) => (s.startsWith(':') ? s.slice(1) : null)),
        methods: entry.route.method === 'GET' ? ['HEAD', 'GET'] : [entry.route.method],
      };
      for (const method of route.methods) {
        const bySize = this.#byMethod.get(method) ?? this.#byMethod.set(method, new Map()).get(method)!;
        push(bySize, route);
      }
      push(this.#all, route);
    }
  }

  /** The route for this method and path, or null. */
  match(method: string, path: string): RouteMatch | null {
    const segments = splitPath(path);
    if (segments === null) return null;
    const candidates = this.#byMethod.get(method)?.get(segments.length);
    if (!candidates) return null;
    for (const route of candidates) {
      if (!matches(route, segments)) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        if (name !== null) params[name] = safeDecode(segments[i]!);
      });
      return { entry: route.entry, params };
    }
    return null;
  }

  /** The methods of every route whose path matches, in the order @koa/router's `Allow` header gave them. */
  allowedMethods(path: string): string[] {
    const segments = splitPath(path);
    const allowed = new Set<string>();
    if (segments === null) return [];
    for (const route of this.#all.get(segments.length) ?? []) {
      if (matches(route, segments)) for (const method of route.methods) allowed.add(method);
    }
    return [...allowed];
  }
}

function push(bySize: Map<number, CompiledRoute[]>, route: CompiledRoute): void {
  const size = route.literals.length;
  (bySize.get(size) ?? bySize.set(size, []).get(size)!).push(route);
}

/** The segments after the leading slash, without one trailing slash; null for a path no route can match. */
function splitPath(path: string): string[] | null {
  if (path[0] !== '/') return null;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(1, -1) : path.slice(1);
  return trimmed.split('/');
}

function matches(route: CompiledRoute, segments: readonly string[]): boolean {
  for (let i = 0; i < segments.length; i++) {
    const literal = route.literals[i] as string | null;
    const segment = segments[i]!;
    if (literal === null) {
      if (segment.length === 0) return false;
    } else if (segment !== literal && (segment.length !== literal.length || asciiLower(segment) !== literal)) {
      return false;
    }
  }
  return true;
}

/** Lower case for ASCII letters only, as a case-insensitive regular expression without the `u` flag compares them. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
