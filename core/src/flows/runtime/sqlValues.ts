/** Timestamps come back as Date from node-postgres and as Date or string from PGlite, depending on the path. */
export function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value);
}

/** jsonb columns come back parsed, except through paths that hand back the text. */
export function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
