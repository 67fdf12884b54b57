import type { OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http';
import { Writable } from 'node:stream';

/**
 * The answer of a request made inside the process, kept instead of sent: the part of
 * ServerResponse that ApiExchange and the `cookies` package use (headers, writeHead, end, and
 * being a stream a streamed body can be piped into).
 */
export class CapturedResponse extends Writable {
  statusCode = 200;
  headersSent = false;
  readonly #headers = new Map<string, OutgoingHttpHeader>();
  readonly #chunks: Buffer[] = [];

  setHeader(name: string, value: OutgoingHttpHeader): this {
    this.#headers.set(name.toLowerCase(), value);
    return this;
  }

  getHeader(name: string): OutgoingHttpHeader | undefined {
    return this.#headers.get(name.toLowerCase());
  }

  getHeaders(): OutgoingHttpHeaders {
    return Object.fromEntries(this.#headers);
  }

  hasHeader(name: string): boolean {
    return this.#headers.has(name.toLowerCase());
  }

  removeHeader(name: string): void {
    this.#headers.delete(name.toLowerCase());
  }

  writeHead(status: number, headers: OutgoingHttpHeaders = {}): this {
    this.statusCode = status;
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    this.headersSent = true;
    return this;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.#chunks.push(chunk);
    done();
  }

  /** Everything written, once the answer has ended. */
  get body(): Buffer {
    return Buffer.concat(this.#chunks);
  }
}
