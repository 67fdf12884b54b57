/** Small helpers for the plugin's hand-written SQL. */

/** A search term for `ilike ... escape '\'`: the user's % and _ match themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toInt(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}
