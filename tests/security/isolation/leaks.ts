/**
 * What of one account may not appear in another account's answers: the ids of its records
 * (in any `id`, `...Id` or `...Ids` field of the JSON) and the values only it sent (its
 * marker, its email, its phone numbers, the uuids it made up).
 */
export interface Secrets {
  /** Record id (as text) to the table it belongs to. */
  ids: ReadonlyMap<string, string>;
  /** Lower-case marker every string of the account carries (`xisoa`). */
  marker: string;
  /** Other values only the account sent (phone numbers, uuids), exact. */
  values: ReadonlySet<string>;
}

const idKey = /^(id|.*Id|.*_id|.*Ids|.*_ids)$/;

/** Every value of an id field in a JSON answer, with its key. */
export function idFields(body: unknown): Array<{ key: string; value: string }> {
  const found: Array<{ key: string; value: string }> = [];
  const walk = (value: unknown, key: string | null, depth: number): void => {
    if (depth > 50 || value === null || value === undefined) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, key, depth + 1);
      return;
    }
    if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k, depth + 1);
      return;
    }
    if (key !== null && idKey.test(key) && (typeof value === 'number' || typeof value === 'string')) found.push({ key, value: String(value) });
  };
  walk(body, null, 0);
  return found;
}

/** What of the account an answer shows, one short phrase each; empty when nothing. */
export function leaksIn(body: unknown, secrets: Secrets): string[] {
  const leaks: string[] = [];
  for (const { key, value } of idFields(body)) {
    const table = secrets.ids.get(value);
    if (table) leaks.push(`${key}=${value} (a ${table} record)`);
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
  const lower = text.toLowerCase();
  const at = secrets.marker ? lower.indexOf(secrets.marker) : -1;
  if (at >= 0) leaks.push(`the value "${text.slice(Math.max(0, at - 20), at + 30)}"`);
  for (const value of secrets.values) if (text.includes(value)) leaks.push(`the value "${value}"`);
  return [...new Set(leaks)].slice(0, 5);
}
