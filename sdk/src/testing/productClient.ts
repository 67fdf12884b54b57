import type { AnyRouteContract, ContractInput, ContractResponse, HttpMethod } from '../http/contract.ts';
import { contractPath, contractQuery } from '../http/contractUrl.ts';
import { isApiErrorBody } from '../http/errors.ts';

/** An answer as it came: the status, the body (JSON parsed when it is JSON) and the headers. */
export interface Answer {
  status: number;
  // Tests read answers' fields freely; `call` is the typed way.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

/** Thrown by `call` when the answer is not 2xx: the status and the API's `{ error }` body. */
export class ProductApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(method: string, path: string, status: number, body: unknown) {
    const problems = typeof body === 'object' && body !== null && 'problems' in body ? ` ${JSON.stringify(body.problems)}` : '';
    super(`${method} ${path} answered ${status}: ${isApiErrorBody(body) ? `${body.error.code}: ${body.error.message}` : JSON.stringify(body)}${problems}`);
    this.name = 'ProductApiError';
    this.status = status;
    this.body = body;
  }
}

type Args<Input> = {} extends Input ? [input?: Input] : [input: Input];

/**
 * An HTTP client of the product under test that keeps its cookies as a browser does, so a test
 * holds several signed-in users at once. `request` answers whatever came; `call` takes a route
 * contract (`defineContract`, section 4.4 of the SDK's README), types its input and answer,
 * and throws `ProductApiError` unless the answer is 2xx.
 */
export class ProductClient {
  readonly baseUrl: string;
  readonly #cookies = new Map<string, string>();

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
  }

  async request(method: HttpMethod, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const cookie = this.cookieHeader();
    const response = await fetch(this.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    this.#absorb(response.headers.getSetCookie());
    return { status: response.status, body: parseBody(await response.text()), headers: response.headers };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);
  put = (path: string, body?: unknown) => this.request('PUT', path, body);
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body);
  delete = (path: string) => this.request('DELETE', path);

  /** Calls a plugin's route by its contract, e.g. `client.call('notes', contracts.listNotes, { query: { page: 2 } })`. */
  async call<C extends AnyRouteContract>(pluginId: string, contract: C, ...rest: Args<ContractInput<C>>): Promise<ContractResponse<C>> {
    const input = rest[0];
    const path = `${contractPath(pluginId, contract.path, input?.params)}${contractQuery(input?.query)}`;
    const answer = await this.request(contract.method, path, input?.body);
    if (answer.status < 200 || answer.status > 299) throw new ProductApiError(contract.method, path, answer.status, answer.body);
    return answer.body as ContractResponse<C>;
  }

  /** The Cookie header this client sends, e.g. to open a WebSocket as the signed-in user. */
  cookieHeader(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A cookie the product set, e.g. the session's. */
  cookie(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  #absorb(lines: readonly string[]): void {
    for (const line of lines) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}

/** A body as JSON when it is JSON, else the text (undefined when empty). */
export function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}
