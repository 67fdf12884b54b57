import { CookieJar, parseBody } from './cookieJar.ts';

/**
 * A small HTTP client for tests that keeps cookies like a browser, so a test can hold several
 * signed-in users at once.
 */
export class ApiClient {
  readonly #base: string;
  readonly #cookies = new CookieJar();

  constructor(base: string) {
    this.#base = base;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> {
    // eslint-disable-line @typescript-eslint/no-explicit-any
    const response = await fetch(this.#base + path, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.#cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    this.#cookies.absorb(response.headers.getSetCookie());
    return { status: response.status, body: parseBody(await response.text()), headers: response.headers };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);

  cookieHeader(): string {
    return this.#cookies.header();
  }

  cookie(name: string): string | undefined {
    return this.#cookies.get(name);
  }
}
