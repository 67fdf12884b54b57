import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../config/loadSettings.ts';

/**
 * The keys a brand may reword: every text of the dashboard's en-US catalogue
 * (`web/src/i18n/locales/en-US.json`), by dot path, e.g. `login.title`. Plugins' own texts are
 * not in it (they load with the plugin in the browser).
 */
export class TextCatalogue {
  readonly #path: string;
  #keys: ReadonlySet<string> | null = null;

  constructor(path = join(repoRoot, 'web', 'src', 'i18n', 'locales', 'en-US.json')) {
    this.#path = path;
  }

  /** Read once, on first use; an unreadable catalogue makes every key unknown rather than the server fail. */
  keys(): ReadonlySet<string> {
    if (!this.#keys) {
      const keys = new Set<string>();
      try {
        collect(JSON.parse(readFileSync(this.#path, 'utf8')) as unknown, '', keys);
      } catch {
        // No web sources next to this server: nothing can be reworded.
      }
      this.#keys = keys;
    }
    return this.#keys;
  }

  has(key: string): boolean {
    return this.keys().has(key);
  }
}

function collect(node: unknown, prefix: string, into: Set<string>): void {
  if (typeof node === 'string') {
    into.add(prefix);
    return;
  }
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
  for (const [key, value] of Object.entries(node)) collect(value, prefix ? `${prefix}.${key}` : key, into);
}
