/**
 * Whether a database error is a foreign-key violation (SQLSTATE 23503): a row still points at
 * the one being deleted. Services check first and answer with a clear message; this catches
 * the race where a reference appears between that check and the delete.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name } = error as { code?: unknown; name?: unknown };
  return code === '23503' || name === 'ForeignKeyConstraintViolationException';
}
