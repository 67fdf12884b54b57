import { createHmac } from 'node:crypto';
import { GraphApiError, type GraphErrorBody } from './graphError.ts';

/** Where the Graph API is and which version to call: one setting each (`graphApiBase`, `graphApiVersion`). */
export interface GraphEndpoint {
  /** `https://graph.facebook.com` unless a test points it at a fake. */
  base: string;
  /** `v24.0`-style; every call names it. */
  version: string;
  /**
   * The app secret: when known, every call carries `appsecret_proof` (the HMAC-SHA256 of the
   * token with it), which Meta requires of apps that turned on "Require App Secret".
   */
  appSecret?: string | undefined;
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

  /** `POST /<version>/<path>` with a JSON body, or with parameters in the query only (`body` undefined). */
  post<T>(path: string, token: string, body: unknown, query: Record<string, string> = {}): Promise<T> {
    return this.#call<T>('POST', path, token, query, body);
  }

  /** `GET /<version>/<path>?<query>`; a null token for the calls that authenticate otherwise (the OAuth code exchange). */
  get<T>(path: string, token: string | null, query: Record<string, string> = {}): Promise<T> {
    return this.#call<T>('GET', path, token, query);
  }

  /** `DELETE /<version>/<path>` with a JSON body (the messenger_profile fields to remove), or none. */
  delete<T>(path: string, token: string, body?: unknown): Promise<T> {
    return this.#call<T>('DELETE', path, token, {}, body);
  }

  async #call<T>(method: string, path: string, token: string | null, query: Record<string, string>, body?: unknown): Promise<T> {
    const url = new URL(`${this.#endpoint.base.replace(/\/$/, '')}/${this.#endpoint.version}/${path.replace(/^\//, '')}`);
    const secret = this.#endpoint.appSecret;
    const auth: Record<string, string> =
      token === null ? {} : { access_token: token, ...(secret ? { appsecret_proof: createHmac('sha256', secret).update(token).digest('hex') } : {}) };
    for (const [name, value] of Object.entries({ ...query, ...auth })) url.searchParams.set(name, value);
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

/** The client of the Graph API the operator's settings name (`graphApiBase`, `graphApiVersion`, `appSecret`). */
export function graphFor(settings: { graphApiBase: string; graphApiVersion: string; appSecret?: string | undefined }): GraphClient {
  return new GraphClient({ base: settings.graphApiBase, version: settings.graphApiVersion, appSecret: settings.appSecret });
}
