import { createHash } from 'node:crypto';
import pg from 'pg';
import { HeldControlStatements, heldResult, ownResults } from './heldControlStatements.ts';

/**
 * Distinct statement texts this process names; past it, statements go unnamed as before. The
 * texts sent with parameters come from code (pg-boss's, the runtime's hot statements), so they
 * are a few hundred at most; the bound keeps a bug that builds texts from data from filling
 * every connection's memory with prepared statements.
 */
const maxNamedTexts = 1_000;
const names = new Map<string, string>();

function nameFor(text: string): string | null {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= maxNamedTexts) return null;
    // The text's hash: one name per text in every process, and never one name for two texts.
    name = `s_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A PostgreSQL client that sends each statement that has parameters as a named prepared
 * statement: the server parses and plans it once per connection (and after five runs may keep
 * a generic plan), instead of on every call. Measured under the 50-conversation bench, planning
 * took 40% of PostgreSQL's time in statements (pg_stat_statements), pg-boss's job insert alone
 * 0.7 ms a call. Statements without parameters (the ORM's, which inlines its values) go as they
 * are: their texts differ by value, so naming them would only fill the server's memory.
 * Transaction control (begin, savepoints, releases) waits to go in one query with the statement
 * after it when that one has no values (heldControlStatements.ts); before one with values, both
 * go in one write, pipelined (pg's pipeline mode), and their answers come back together.
 */
export class NamedStatementClient extends pg.Client {
  readonly #held = new HeldControlStatements();

  /**
   * In pipeline mode pg sends a statement as soon as it is asked for, each with its own sync,
   * and reads the answers in order. The ORM and the job queue await every statement before the
   * next, so only the held control statements and the statement after them travel together.
   * A write to the server costs this machine about 0.1 ms of CPU (a system call and waking the
   * server's process): a 50-conversation widget bench spent a fifth of the server's CPU time in
   * them, and a reply's transaction sent its begin and two savepoints on their own.
   */
  constructor(config?: string | pg.ClientConfig) {
    // Over the pool's options, not a copy: the pool hides the password from a spread (not enumerable).
    super(
      typeof config === 'string'
        ? { connectionString: config, pipeline: true }
        : Object.assign(Object.create(config ?? {}) as pg.ClientConfig, { pipeline: true }),
    );
  }

  // pg's overloads (config objects, callbacks, submittables) pass through untouched.
  override query(...args: unknown[]): never {
    const [text, values, callback] = args;
    const query = super.query as (...a: unknown[]) => never;
    const plain = typeof text === 'string' && typeof values !== 'function' && callback === undefined;
    const withoutValues = plain && (values === undefined || (Array.isArray(values) && values.length === 0));
    // Transaction control goes with the statement after it (heldControlStatements.ts).
    if (withoutValues && this.#held.hold(text)) return Promise.resolve(heldResult(text)) as never;
    if (withoutValues && this.#held.pending) {
      const held = this.#held.takeBefore(text);
      const sent = query.call(this, [...held, text].join('; ')) as Promise<pg.QueryResult | pg.QueryResult[]>;
      return sent.then((result) => ownResults(result, held.length)) as never;
    }
    const heldAlone = this.#held.takeAll();
    if (heldAlone === null) return this.#send(query, args);
    // A statement with values cannot share a query: the held ones go in the same write, just ahead of it.
    const stream = (this as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
    stream.cork();
    let held: Promise<unknown>;
    let sent: never;
    try {
      held = query.call(this, heldAlone) as Promise<unknown>;
      sent = this.#send(query, args);
    } finally {
      stream.uncork();
    }
    held.catch(() => undefined); // Reported below for a plain call; else the aborted transaction says so.
    if (!plain) return sent;
    // The statement fails with what the held ones failed with (it ran after them in an aborted transaction, or alone).
    const rethrow = (error: unknown) => {
      throw error;
    };
    return held.then(
      () => sent,
      (error: unknown) =>
        (sent as Promise<unknown>).then(
          () => rethrow(error),
          () => rethrow(error),
        ),
    ) as never;
  }

  /** A statement with values goes named (prepared once per connection); anything else as pg takes it. */
  #send(query: (...a: unknown[]) => never, args: unknown[]): never {
    const [text, values, callback] = args;
    const name = typeof text === 'string' && Array.isArray(values) && values.length > 0 ? nameFor(text) : null;
    return name ? query.call(this, { name, text, values }, callback) : query.apply(this, args);
  }
}
