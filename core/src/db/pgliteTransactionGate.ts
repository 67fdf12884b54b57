import type { AbstractSqlConnection } from '@mikro-orm/sql';

/**
 * PGlite is a single connection. Kysely's PGlite driver keeps one connection object and sends
 * every query to the transaction that is open on it, and a second BEGIN would replace the first
 * transaction's handle. So on PGlite, top-level transactions must take turns: this gate makes
 * `begin` wait until the previous top-level transaction has committed or rolled back.
 * (PostgreSQL has a pool of connections and needs none of this.)
 */
export function gatePgliteTransactions(connection: AbstractSqlConnection): void {
  let tail: Promise<void> = Promise.resolve();
  const releases = new WeakMap<object, () => void>();

  const begin = connection.begin.bind(connection);
  const commit = connection.commit.bind(connection);
  const rollback = connection.rollback.bind(connection);

  connection.begin = async (options = {}) => {
    if (options.ctx) return begin(options); // a savepoint inside a transaction we already hold
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = tail;
    tail = previous.then(() => turn);
    await previous;
    try {
      const trx = await begin(options);
      releases.set(trx, release);
      return trx;
    } catch (error) {
      release();
      throw error;
    }
  };

  const endWith =
    (end: typeof commit) =>
    async (...args: Parameters<typeof commit>) => {
      const [ctx] = args;
      try {
        await end(...args);
      } finally {
        const release = releases.get(ctx as object);
        if (release && !('savepointName' in (ctx as object))) {
          releases.delete(ctx as object);
          release();
        }
      }
    };
  connection.commit = endWith(commit);
  connection.rollback = endWith(rollback);
}
