import { getBrowserId } from '../session/browserId';
import { ApiError, type FieldErrors } from './ApiError';
import { apiEvents } from './events';
import { serverText } from './serverText';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  signal?: AbortSignal;
  /**
   * Skip the global "session invalidated" flow for this call. Used by logout, which
   * clears the client state itself whatever the server says.
   */
  ignoreSessionInvalidation?: boolean;
}

interface ErrorBody {
  error: { code: string; message: string; key?: string; fields?: FieldErrors };
}

const SESSION_INVALIDATED = 'SESSION_INVALIDATED';

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error: unknown = value.error;
  return (
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' && 'message' in error && typeof error.message === 'string'
  );
}

/** Reads the body as JSON when it is JSON; `undefined` for an empty or non-JSON body. */
async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function failWithoutBody(status: number, code: 'NETWORK_ERROR' | 'HTTP_ERROR' | 'INVALID_RESPONSE'): never {
  apiEvents().onHttpFailure();
  throw new ApiError({ status, code, message: `Request failed (${code}, HTTP ${status})`, fromServer: false });
}

async function send(method: HttpMethod, path: string, body: unknown, accept: string, options: ApiRequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept, 'X-Browser-Id': getBrowserId() };
  // A form (an upload) is sent as the browser builds it: multipart/form-data with its boundary.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? null : form ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    // An abort is the caller's own decision, not a failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    failWithoutBody(0, 'NETWORK_ERROR');
  }
}

/** Throws the ApiError of a failed response (and starts the log-out flow on SESSION_INVALIDATED). */
function failWith(response: Response, json: unknown, options: ApiRequestOptions): never {
  if (!isErrorBody(json)) failWithoutBody(response.status, 'HTTP_ERROR');
  const { code, key } = json.error;
  const { message, fields } = serverText(typeof key === 'string' ? key : undefined, json.error.message, json.error.fields ?? {});
  if (code === SESSION_INVALIDATED && !options.ignoreSessionInvalidation) apiEvents().onSessionInvalidated();
  // Spec 5.2 and 8: a refused action says 'ACTION DENIED!' wherever it happens.
  if (code === 'FORBIDDEN') apiEvents().onActionDenied();
  throw new ApiError({ status: response.status, code, message, fields, fromServer: true });
}

/**
 * Calls the core API with the session cookie and returns the parsed JSON body.
 * Throws `ApiError` for every failure; failures without an error body also raise the
 * generic toast, and SESSION_INVALIDATED starts the log-out flow.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown, options: ApiRequestOptions = {}): Promise<T> {
  const response = await send(method, path, body, 'application/json', options);
  const json = await readJson(response);
  if (!response.ok) failWith(response, json, options);

  // A 2xx that is not JSON usually means the request never reached the API (for example
  // the SPA's index.html served by a misconfigured proxy).
  if (json === undefined && response.status !== 204) failWithoutBody(response.status, 'INVALID_RESPONSE');
  return json as T;
}

/** POSTs one file to an upload route (multipart/form-data, field `file`); fails like `apiRequest`. */
export function apiUpload<T>(path: string, file: Blob, fileName?: string, options: ApiRequestOptions = {}): Promise<T> {
  const form = new FormData();
  if (fileName === undefined) form.append('file', file);
  else form.append('file', file, fileName);
  return apiRequest<T>('POST', path, form, options);
}

/** GETs a file from the API (a CSV export, ...) as a Blob; fails like `apiRequest`. */
export async function apiBlob(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  const response = await send('GET', path, undefined, '*/*', options);
  if (!response.ok) failWith(response, await readJson(response), options);
  return response.blob();
}
