/**
 * The cookies a browser would keep for one site, fed from Set-Cookie lines: a cleared or
 * expired cookie is dropped. Shared by the test HTTP clients.
 */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  absorb(setCookieLines: readonly string[]): void {
    for (const line of setCookieLines) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const text = value.join('=');
      if (text === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.#cookies.delete(name!.trim());
      else this.#cookies.set(name!.trim(), text);
    }
  }

  get size(): number {
    return this.#cookies.size;
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  header(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** A response body as JSON when it is JSON, else the text (undefined when empty). */
export function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}
