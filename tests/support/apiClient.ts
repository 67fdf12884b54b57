/**
 * A small HTTP client for tests that keeps cookies like a browser, so a test can hold several
 * signed-in users at once.
 */
export class ApiClient {
  readonly #base: string;
  readonly #cookies = new Map<string, string>();

  constructor(base: string) {
    this.#base = base;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> { // eslint-disable-line @typescript-eslint/no-explicit-any
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
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const text = value.join('=');
      if (text === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.#cookies.delete(name!.trim());
      else this.#cookies.set(name!.trim(), text);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);

  cookieHeader(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.#cookies.get(name);
  }
}
