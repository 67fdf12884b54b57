import { ApiError } from '../../api/ApiError';
import { apiEvents } from '../../api/events';
import { getBrowserId } from '../../session/browserId';
import type { FlowProblem } from '../../../../sdk/src/flows/validation/index.ts';

/**
 * A failed draft save or publish that says why: the standard error, plus the validator's
 * problems the server sent beside it (a 422), so the editor can name and highlight the nodes.
 */
export class FlowProblemsError extends ApiError {
  readonly problems: FlowProblem[];

  constructor(status: number, code: string, message: string, problems: FlowProblem[]) {
    super({ status, code, message, fromServer: true });
    this.name = 'FlowProblemsError';
    this.problems = problems;
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
  problems?: unknown;
}

/**
 * The shell's `apiRequest` for the two calls whose error body carries more than the standard
 * error: it reads `problems` too. Everything else behaves the same (the session cookie, the
 * browser id, 'ACTION DENIED!', the session-invalidated flow and the generic failure toast).
 */
export async function problemRequest<T>(method: 'PUT' | 'POST', path: string, body?: unknown, options: { quiet?: boolean } = {}): Promise<T> {
  // Autosave shows a failed save in its own indicator and retries: no toast per attempt.
  const httpFailure = () => {
    if (!options.quiet) apiEvents().onHttpFailure();
  };
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { Accept: 'application/json', 'X-Browser-Id': getBrowserId(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    httpFailure();
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Request failed (NETWORK_ERROR)', fromServer: false });
  }
  const json = (await response.json().catch(() => undefined)) as (ErrorBody & T) | undefined;
  if (response.ok && json !== undefined) return json;
  const error = json?.error;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') {
    httpFailure();
    throw new ApiError({ status: response.status, code: 'HTTP_ERROR', message: `Request failed (HTTP ${response.status})`, fromServer: false });
  }
  if (error.code === 'SESSION_INVALIDATED') apiEvents().onSessionInvalidated();
  if (error.code === 'FORBIDDEN') apiEvents().onActionDenied();
  const problems = Array.isArray(json?.problems) ? (json.problems as FlowProblem[]) : [];
  throw new FlowProblemsError(response.status, error.code, error.message, problems);
}
