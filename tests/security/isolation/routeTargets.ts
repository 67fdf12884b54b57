import type { RegisteredRoute } from '../../../core/src/http/routeRegistry.ts';
import { isIdName } from './sampleValues.ts';

/**
 * How a route's path and field names point at tables: `/api/contacts/books/:id` at
 * `contacts_book`, a `tagIds` field at `contacts_tag`. Only a guess from names, used to try the
 * likeliest ids first and to pair ids of the same table; the test does not depend on it being
 * right, because every id in the database is unique (see spreadIdRanges).
 */

/** The `:name` parameters of a Koa path, in order (`:id(\\d+)` and `:id?` included). */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)(?:\([^)]*\))?\??/g)].map((m) => m[1]!);
}

/** The path with every parameter replaced by its value. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)(?:\([^)]*\))?\??/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

export function withQuery(path: string, query: Record<string, string>): string {
  const text = new URLSearchParams(query).toString();
  return text ? `${path}?${text}` : path;
}

/** The word a parameter names a record by: `tagId` is a tag, `:id` after `/books/` a book. */
export function recordWord(path: string, param: string): string | undefined {
  if (param !== 'id') return param.replace(/(Id|ID|Ids|IDs|_id|_ids)$/, '');
  const segments = path.split('/');
  const at = segments.findIndex((segment) => segment.startsWith(`:${param}`));
  const before = at > 0 ? segments[at - 1] : undefined;
  return before && !before.startsWith(':') ? before : undefined;
}

const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function singulars(word: string): string[] {
  const w = plain(word);
  return [w, w.replace(/ies$/, 'y'), w.replace(/es$/, ''), w.replace(/s$/, '')];
}

/**
 * The table a record word names, for a route of `owner` (`core` or a plugin id whose tables
 * are prefixed `<id>_`): first the owner's own table, then a table of that name, then any
 * table ending in it.
 */
export function tableNamed(word: string | undefined, owner: string, tables: readonly string[]): string | undefined {
  if (!word) return undefined;
  const forms = new Set(singulars(word).filter(Boolean));
  const prefix = `${owner}_`;
  return (
    tables.find((t) => t.startsWith(prefix) && forms.has(plain(t.slice(prefix.length)))) ??
    tables.find((t) => forms.has(plain(t))) ??
    tables.find((t) => t.includes('_') && forms.has(plain(t.slice(t.lastIndexOf('_') + 1))))
  );
}

/** The table a body or query field names a record of (`tagIds`), if it names one. */
export function tableOfField(field: string, owner: string, tables: readonly string[]): string | undefined {
  return isIdName(field) && field !== 'id' ? tableNamed(recordWord('', field), owner, tables) : undefined;
}

/**
 * Values for a route's id parameters, as combinations: each parameter's own list (likeliest
 * first) walked side by side, so the first combinations pair the first ids of each table.
 */
export function combinations(lists: Record<string, readonly string[]>): Array<Record<string, string>> {
  const names = Object.keys(lists);
  if (names.some((name) => !lists[name]!.length)) return [];
  const longest = Math.max(0, ...names.map((name) => lists[name]!.length));
  return Array.from({ length: longest }, (_, k) => Object.fromEntries(names.map((name) => [name, lists[name]![k % lists[name]!.length]!])));
}

/** `GET /api/contacts/contacts/:id`: a route as the messages name it. */
export const routeName = ({ route }: RegisteredRoute) => `${route.method} ${route.path}`;
