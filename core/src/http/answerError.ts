import { AppError } from '@chatmill/sdk';
import type { Logger } from '../logger.ts';
import type { ApiExchange } from './apiExchange.ts';

/**
 * The one place errors become API answers: an AppError answers with its code's status,
 * anything else is logged with the request id and answers INTERNAL without details.
 */
export function answerError(exchange: ApiExchange, error: unknown, logger: Logger): void {
  const appError = toAppError(error);
  if (appError.code === 'INTERNAL') {
    logger.error('request failed', { requestId: exchange.requestId, method: exchange.method, path: exchange.path, error });
  }
  exchange.status = appError.status;
  for (const [name, value] of Object.entries(appError.headers ?? {})) exchange.set(name, value);
  exchange.set('content-type', 'application/json; charset=utf-8');
  exchange.body = appError.toBody();
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // Parsers throw HttpErrors with `status` for client mistakes.
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The body is too large.');
    if (status === 404) return new AppError('NOT_FOUND', 'Not found.');
    return new AppError('BAD_REQUEST', (error as Error).message || 'The request is malformed.');
  }
  return new AppError('INTERNAL', 'Something went wrong on our side. Try again; if it keeps failing, contact support.');
}
