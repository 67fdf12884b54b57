/**
 * The API's error model, shared by the core, plugins and the web client.
 * Every failing response has the body `{ "error": { "code", "message", "fields"? } }`.
 */
export const errorCodes = {
  BAD_REQUEST: { status: 400, description: 'The body is not valid JSON or the request is malformed.' },
  VALIDATION_FAILED: { status: 400, description: 'A body, query or path value breaks the route schema; `fields` names each one.' },
  UNAUTHENTICATED: { status: 401, description: 'No session: log in first.' },
  SESSION_INVALIDATED: {
    status: 401,
    description: 'The session was ended elsewhere (password changed, logged out everywhere). The client logs out and asks to log in again.',
  },
  INVALID_CREDENTIALS: { status: 401, description: 'The email or password is wrong.' },
  INVALID_SIGNATURE: { status: 401, description: "A webhook's signature does not match its body: it was not sent by the platform, or the app secret differs." },
  FORBIDDEN: { status: 403, description: 'The user may not do this.' },
  CROSS_ORIGIN: {
    status: 403,
    description:
      'A request that changes something came from a page of another origin (another site, port or subdomain): send it from the dashboard itself, or with an API token.',
  },
  FEATURE_NOT_IN_PACKAGE: { status: 403, description: "The account's package does not include this feature; the message names the package." },
  LIMIT_REACHED: { status: 403, description: "The account's package limit for this feature is used up; the message says how much of it was used." },
  PACKAGE_EXPIRED: { status: 403, description: 'The account has expired: renew the package (Pricing) to go on.' },
  NOT_FOUND: { status: 404, description: 'No such route or record.' },
  METHOD_NOT_ALLOWED: { status: 405, description: 'The route exists but not with this HTTP method; the Allow header lists the ones it takes.' },
  CONFLICT: { status: 409, description: 'The change conflicts with existing data (for example an email already registered).' },
  SETUP_REQUIRED: { status: 409, description: 'The platform admin has not been created yet: finish the first-run setup.' },
  SETUP_DONE: { status: 409, description: 'The first-run setup already created the platform admin.' },
  PAYLOAD_TOO_LARGE: { status: 413, description: 'The body is larger than the limit.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, description: 'The body must be application/json.' },
  UNPROCESSABLE: { status: 422, description: 'The request is well formed but cannot be carried out (for example an expired reset link).' },
  RATE_LIMITED: { status: 429, description: 'Too many attempts; `retryAfterSeconds` in the message says when to try again.' },
  INTERNAL: { status: 500, description: 'An unexpected server error; it is logged with its request id.' },
  MAIL_NOT_CONFIGURED: { status: 503, description: 'Outgoing mail (SMTP) is not configured on this server.' },
  OAUTH_NOT_CONFIGURED: { status: 503, description: 'This sign-in provider is not configured on this server.' },
  CHANNEL_NOT_CONFIGURED: { status: 503, description: "This channel's app (its secret or verify token) is not configured on this server." },
  SERVICE_UNAVAILABLE: { status: 503, description: 'A service this request needs is not reachable.' },
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** Field path (dot separated, `""` for the whole body) to the first message for it. */
export type FieldErrors = Record<string, string>;

export interface ApiErrorBody {
  /**
   * `key`: for a message the spec words (e.g. 'Invalid OTP!'), its key under `errors.server` in
   * the dashboard's catalogues; the dashboard shows the user's language, API clients read `message`.
   */
  error: { code: ErrorCode; message: string; key?: string; fields?: FieldErrors };
}

/** Thrown by handlers and services; the host maps it to the status of its code. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;
  /** The message's key under `errors.server` in the dashboard's catalogues (see ApiErrorBody). */
  readonly key: string | undefined;

  constructor(code: ErrorCode, message: string, options: { fields?: FieldErrors; headers?: Record<string, string>; key?: string } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
    this.key = options.key;
  }

  get status(): number {
    return errorCodes[this.code].status;
  }

  toBody(): ApiErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.key ? { key: this.key } : {}), ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = value.error;
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}
