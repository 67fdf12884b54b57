/**
 * The paging contract of list routes: the query takes `page` (from 1), `pageSize`, `search`,
 * `sort` and `order` besides the route's own filters, and the answer is a `ListPage`.
 */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type SortOrder = 'asc' | 'desc';

export interface ListQuery {
  page: number;
  pageSize: number;
  search?: string | undefined;
  sort?: string | undefined;
  order?: SortOrder | undefined;
}

/** A filter value; empty strings, null and undefined are left out of the query. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** `?a=1&b=x` from params, skipping empty values; arrays repeat the key. Empty string when nothing is left. */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The params that narrow a list (the filters with a value), e.g. to tell "no results" from "no data". */
export function hasActiveFilters(params: QueryParams): boolean {
  return Object.values(params).some((v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0));
}
