import { AppError, ipVersion, isForbiddenAddress, publicUrlMessages, publicUrlProblem, urlHost } from '@chatmill/sdk';
import { resolveHost } from './hostResolver.ts';
import type { GuardOptions } from './outgoingUrlGuard.ts';

/**
 * The save-time half of the outgoing-URL guard: a user-given address whose name resolves to a
 * loopback, private or metadata address is refused when it is saved, with a message that says
 * what to do, not only later when something calls it. A name that does not resolve now is let
 * through (DNS may be down, the site not live yet): the guard checks again at every connection.
 */
export class SavedUrlCheck {
  readonly #guard: GuardOptions;
  readonly #lookup: NonNullable<GuardOptions['lookup']>;

  constructor(guard: GuardOptions & { lookup: NonNullable<GuardOptions['lookup']> }) {
    this.#guard = guard;
    this.#lookup = guard.lookup;
  }

  /** The problem with an address, or null; `allowAddress` of the guard (tests' local fakes) applies here too. */
  async problem(url: string): Promise<string | null> {
    const form = publicUrlProblem(url);
    if (form && !(form === publicUrlMessages.privateNetwork && this.#allowedLiteral(url))) return form;
    const host = urlHost(new URL(url));
    if (ipVersion(host) !== 0) return null;
    const addresses = await resolveHost(this.#lookup, host);
    const refused = addresses.find((address) => isForbiddenAddress(address) && !this.#guard.allowAddress?.(address));
    return refused ? `${publicUrlMessages.privateNetwork} (${host} resolves to ${refused}.)` : null;
  }

  /**
   * Refuses a request whose body holds such an address: VALIDATION_FAILED naming each field of
   * `value` (the parsed body) that holds it, or `part` when none is found.
   */
  async refuse(urls: readonly string[], value: unknown, part: string): Promise<void> {
    const fields: Record<string, string> = {};
    for (const url of new Set(urls)) {
      const problem = await this.problem(url);
      if (!problem) continue;
      const paths = pathsOf(value, url);
      for (const path of paths.length ? paths : ['']) fields[path] ??= problem;
    }
    const names = Object.keys(fields);
    if (names.length) throw new AppError('VALIDATION_FAILED', `Check the ${part}: ${names.map((k) => k || part).join(', ')}.`, { fields });
  }

  #allowedLiteral(url: string): boolean {
    try {
      const host = urlHost(new URL(url));
      return ipVersion(host) !== 0 && this.#guard.allowAddress?.(host) === true;
    } catch {
      return false;
    }
  }
}

/** Where a text occurs in a parsed body, as field paths (`settings.url`, `items.0.logo`). */
function pathsOf(value: unknown, text: string, prefix: string[] = []): string[] {
  if (value === text) return [prefix.join('.')];
  if (Array.isArray(value)) return value.flatMap((item, index) => pathsOf(item, text, [...prefix, String(index)]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => pathsOf(item, text, [...prefix, key]));
  return [];
}
