/** Field name (for example "email") to the message the server gave for it. */
export type FieldErrors = Record<string, string>;

/** Codes the client itself uses when a response carries no error body. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'HTTP_ERROR' | 'INVALID_RESPONSE';

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  fields?: FieldErrors;
  /** True when the server answered with the `{ error: { code, message } }` body. */
  fromServer: boolean;
}

/**
 * Every failed `apiRequest` throws this. Screens show `message` and `fields` only when
 * `fromServer` is true: failures without a body already raised the generic toast.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;
  readonly fromServer: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.fromServer = init.fromServer;
  }
}

export function isApiError(value: unknown, code?: string): value is ApiError {
  return value instanceof ApiError && (code === undefined || value.code === code);
}
