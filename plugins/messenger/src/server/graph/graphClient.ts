import { GraphApiError, type GraphErrorBody } from './graphError.ts';

/** Where the Graph API is and which version to call: one setting each (`graphApiBase`, `graphApiVersion`). */
export interface GraphEndpoint {
  /** `https://graph.facebook.com` unless a test points it at a fake. */
  base: string;
  /** `v21.0`-style; every call names it. */
  version: string;
}

/** A Graph call that takes longer is given up (and retried by the job that made it). */
const timeoutMs = 10_000;

/**
 * Calls of the Graph API with a page's (or a user's) access token. The token goes in the
 * `access_token` parameter, as Meta documents every call; an answer that is not 2xx throws a
 * GraphApiError carrying Meta's code and subcode, which say what to do (graphError.ts).
 */
export class GraphClient {
  readonly #endpoint: GraphEndpoint;

  constructor(endpoint: GraphEndpoint) {
    this.#endpoint = endpoint;
  }

  /** `POST /<version>/<path>` with a JSON body. */
  post<T>(path: string, token: string, body: unknown): Promise<T> {
    return this.#call<T>('POST', path, token, {}, body);
  }

  /** `GET /<version>/<path>?<query>`. */
  get<T>(path: string, token: string, query: Record<string, string> = {}): Promise<T> {
    return this.#call<T>('GET', path, token, query);
  }

  /** `DELETE /<version>/<path>` with a JSON body (the messenger_profile fields to remove). */
  delete<T>(path: string, token: string, body: unknown): Promise<T> {
    return this.#call<T>('DELETE', path, token, {}, body);
  }

  async #call<T>(method: string, path: string, token: string, query: Record<string, string>, body?: unknown): Promise<T> {
    const url = new URL(`${this.#endpoint.base.replace(/\/$/, '')}/${this.#endpoint.version}/${path.replace(/^\//, '')}`);
    for (const [name, value] of Object.entries({ ...query, access_token: token })) url.searchParams.set(name, value);
    const response = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json().catch(() => null)) as (T & { error?: GraphErrorBody }) | null;
    if (!response.ok || answer === null || answer.error) throw new GraphApiError(response.status, answer?.error);
    return answer;
  }
}
