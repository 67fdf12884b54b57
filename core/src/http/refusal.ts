import { AppError, type ErrorCode, type FieldErrors } from '@chatmill/sdk';

/**
 * An AppError for a refusal the host gives on every request path (no route, no session, no
 * permission, a bad API token): the same error, without the stack trace, whose capture cost
 * more than the rest of a refused request. A refusal is an answer, never logged as a fault.
 */
export function refusal(code: ErrorCode, message: string, options: { fields?: FieldErrors; headers?: Record<string, string> } = {}): AppError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new AppError(code, message, options);
  } finally {
    Error.stackTraceLimit = limit;
  }
}
