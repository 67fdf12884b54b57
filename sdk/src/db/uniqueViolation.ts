/**
 * Whether a database error is a unique-index violation (SQLSTATE 23505), optionally of one
 * index. Checks run first and give the friendly message; this catches the race two requests
 * can still win between the check and the write.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23505' && (error as Error).name !== 'UniqueConstraintViolationException') return false;
  if (!index) return true;
  return constraint === index || (typeof message === 'string' && message.includes(index));
}
