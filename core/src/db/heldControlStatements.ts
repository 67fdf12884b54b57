/**
 * Transaction control statements that may wait for the statement after them, so that both go
 * in one round trip (one simple-protocol query of several statements). The ORM sends `begin`,
 * `savepoint`, `release` and `commit` each on its own, and on this machine a round trip costs
 * both processes a system call and a wake-up: a widget reply's transaction had seven of them.
 * What may wait: `begin` (never fails), a savepoint taken or released. The statement after it
 * still reports its own error; a failed `release` is reported by the statement it went with.
 */
const heldPattern = /^(begin|savepoint "?\w+"?|release (savepoint )?"?\w+"?)$/i;
const releasePattern = /^release /i;
const rollbackPattern = /^rollback( to (savepoint )?"?\w+"?)?$/i;

/** A result of a held statement, as pg gives one, handed back before it is sent. */
export function heldResult(text: string): { command: string; rowCount: null; rows: never[]; fields: never[] } {
  return { command: text.split(' ')[0]!.toUpperCase(), rowCount: null, rows: [], fields: [] };
}

export class HeldControlStatements {
  #held: string[] = [];

  /** Holds the statement if it may wait: `text` with no values, sent as a promise. */
  hold(text: string): boolean {
    if (!heldPattern.test(text.trim())) return false;
    this.#held.push(text.trim());
    return true;
  }

  get pending(): boolean {
    return this.#held.length > 0;
  }

  /**
   * Takes what is held, to go in front of `next` (a statement without values) as one query.
   * Before a rollback, releases are dropped: the rollback discards those savepoints anyway,
   * and a release failing in an aborted transaction would stop the rollback from running.
   */
  takeBefore(next: string): string[] {
    const held = rollbackPattern.test(next.trim()) ? this.#held.filter((text) => !releasePattern.test(text)) : this.#held;
    this.#held = [];
    return held;
  }

  /** Takes everything held, to go on its own before a statement that cannot join it. */
  takeAll(): string | null {
    if (this.#held.length === 0) return null;
    const held = this.#held.join('; ');
    this.#held = [];
    return held;
  }
}

/** Of a query of several statements, the results of the caller's own (the held ones come first). */
export function ownResults<R>(result: R | R[], heldCount: number): R | R[] {
  if (heldCount === 0 || !Array.isArray(result)) return result;
  const own = result.slice(heldCount);
  return own.length === 1 ? own[0]! : own;
}
