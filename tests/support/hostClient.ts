import { request as httpRequest } from 'node:http';
import { CookieJar, parseBody } from './cookieJar.ts';

/**
 * A client that sends every request with another Host header, as a browser on that domain
 * would. Through node:http, since fetch replaces the Host header with the URL's.
 */
export class HostClient {
  readonly #url: URL;
  readonly #host: string;
  readonly #cookies = new CookieJar();

  constructor(base: string, host: string) {
    this.#url = new URL(base);
    this.#host = host;
  }

  request(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
    // eslint-disable-line @typescript-eslint/no-explicit-any
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { host: this.#host, 'user-agent': 'whitelabel-test/1.0' };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (this.#cookies.size) headers.cookie = this.#cookies.header();
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: this.#url.hostname, port: this.#url.port, method, path, headers }, (res) => {
        this.#cookies.absorb(res.headers['set-cookie'] ?? []);
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: parseBody(Buffer.concat(chunks).toString('utf8')) }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);
}
