import { toQueryString, type QueryParams } from '../web/listQuery.ts';

/**
 * How a route contract becomes a URL, shared by the web half's typed client and the test
 * harness's (`@chatmill/sdk/testing`): one place decides how parameters are encoded.
 */

/** `/api/<pluginId><path>` with each `:name` replaced by its encoded parameter. Throws when one is missing. */
export function contractPath(pluginId: string, path: string, params?: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`The path ${path} needs the parameter "${name}".`);
    return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  });
  return `/api/${pluginId}${filled}`;
}

/** `?a=1&b=x` from a query object: undefined, null and '' are left out; arrays repeat the key. */
export function contractQuery(query?: unknown): string {
  return query ? toQueryString(query as QueryParams) : '';
}
