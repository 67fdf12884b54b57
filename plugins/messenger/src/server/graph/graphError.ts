import { PermanentSendError } from '@chatmill/sdk';

/** The error object of a Graph API answer (`{ "error": { … } }`), as Meta documents it. */
export interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  fbtrace_id?: string;
}

/**
 * What a Graph API refusal means for the product (Messenger Platform "Common Error Codes"):
 * - `tokenInvalid`: the page's access token expired or was revoked (190): the page is marked and
 *   its owner told to reconnect;
 * - `outsideWindow`: sent outside the 24-hour window without an allowed tag (10 / 2018278);
 * - `userUnavailable`: the person cannot be messaged (551, 100 / 2018001 no matching user);
 * - `rateLimited`: an app, page or user limit (4, 17, 32, 613, 80006): retried later, slower;
 * - `temporary`: Meta's own passing failure (1, 2, 1200, HTTP 5xx): retried;
 * - `refused`: anything else (a bad parameter, a missing permission, a policy block): for good.
 */
export type GraphErrorKind = 'tokenInvalid' | 'outsideWindow' | 'userUnavailable' | 'rateLimited' | 'temporary' | 'refused';

const rateLimitCodes = new Set([4, 17, 32, 613, 80006]);
const temporaryCodes = new Set([1, 2, 1200]);

export function graphErrorKind(status: number, error: GraphErrorBody | undefined): GraphErrorKind {
  const code = error?.code;
  const subcode = error?.error_subcode;
  if (code === 190) return 'tokenInvalid';
  if (code === 10 && (subcode === 2018278 || subcode === 2018065)) return 'outsideWindow';
  if (code === 551 || (code === 100 && subcode === 2018001)) return 'userUnavailable';
  if (code !== undefined && rateLimitCodes.has(code)) return 'rateLimited';
  if ((code !== undefined && temporaryCodes.has(code)) || status >= 500 || (code === undefined && status === 429)) return 'temporary';
  return 'refused';
}

/** A refusal of the Graph API, with what it means and Meta's own words and codes (kept on the failed message). */
export class GraphApiError extends Error {
  readonly kind: GraphErrorKind;
  readonly status: number;
  readonly code: number | null;
  readonly subcode: number | null;

  constructor(status: number, error: GraphErrorBody | undefined) {
    const codes = [error?.code, error?.error_subcode].filter((value) => value !== undefined).join('/');
    super(`Meta answered ${status}${codes ? ` (error ${codes})` : ''}: ${error?.message ?? 'no message'}`);
    this.name = 'GraphApiError';
    this.kind = graphErrorKind(status, error);
    this.status = status;
    this.code = error?.code ?? null;
    this.subcode = error?.error_subcode ?? null;
  }

  /** Whether trying again later may pass: a rate limit or Meta's passing failure. */
  get retryable(): boolean {
    return this.kind === 'rateLimited' || this.kind === 'temporary';
  }
}

/**
 * What a send's failure becomes for the runtime: a retryable refusal stays a plain error (the
 * send job tries again with its backoff), any other a PermanentSendError with Meta's words.
 */
export function sendErrorOf(error: unknown): Error {
  if (error instanceof GraphApiError && !error.retryable) return new PermanentSendError(error.message, { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}
