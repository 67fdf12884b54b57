import type { Context, Next } from 'koa';
import { AppError } from '@chatmill/sdk';
import type { Logger } from '../logger.ts';
import { setBody } from './jsonBody.ts';
import { refusal } from './refusal.ts';

/**
 * The one place errors become responses: an AppError answers with its code's status,
 * anything else is logged with the request id and answers INTERNAL without details.
 */
export function errorMiddleware(logger: Logger) {
  return async (ctx: Context, next: Next): Promise<void> => {
    try {
      await next();
      if (ctx.path.startsWith('/api/') && ctx.body == null) {
        // The router answers these itself, without a body; give them the error model too.
        if (ctx.status === 404) throw refusal('NOT_FOUND', `There is no route ${ctx.method} ${ctx.path}.`);
        if (ctx.status === 405 || ctx.status === 501) {
          throw refusal('METHOD_NOT_ALLOWED', `${ctx.path} does not take ${ctx.method}; it takes ${ctx.response.get('Allow') || 'other methods'}.`);
        }
      }
    } catch (error) {
      const appError = toAppError(error);
      if (appError.code === 'INTERNAL') {
        logger.error('request failed', { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, error });
      }
      ctx.status = appError.status;
      for (const [name, value] of Object.entries(appError.headers ?? {})) ctx.set(name, value);
      setBody(ctx, appError.toBody());
    }
  };
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // Koa and its parsers throw HttpErrors with `status` and `expose` for client mistakes.
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The body is too large.');
    if (status === 404) return new AppError('NOT_FOUND', 'Not found.');
    return new AppError('BAD_REQUEST', (error as Error).message || 'The request is malformed.');
  }
  return new AppError('INTERNAL', 'Something went wrong on our side. Try again; if it keeps failing, contact support.');
}
