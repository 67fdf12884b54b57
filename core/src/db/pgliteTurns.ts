import type { PGlite, Transaction } from '@electric-sql/pglite';

/** One turn of the event loop: what waits on I/O (sockets, HTTP answers, timers) runs first. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement synchronously in WebAssembly and settles its promise as a
 * microtask, so while statements queue up one after another (job workers, several requests)
 * the event loop never reaches its I/O phase: a socket's message, a platform's HTTP answer or a
 * timer waits until the database falls idle. Measured: a send's HTTP call to a local platform
 * took over 10 s while three workers kept PGlite busy. Each statement here first lets the event
 * loop turn once, which costs microseconds when nothing waits. Applied to the instance the ORM
 * and the job queue share, inside transactions too.
 */
export function yieldBetweenStatements(pglite: PGlite): void {
  pglite.query = afterTurn(pglite.query.bind(pglite)) as PGlite['query'];
  pglite.exec = afterTurn(pglite.exec.bind(pglite));
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = afterTurn(tx.query.bind(tx)) as Transaction['query'];
      tx.exec = afterTurn(tx.exec.bind(tx));
      return callback(tx);
    });
}

/** `run`, after one turn of the event loop. */
function afterTurn<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    await turn();
    return run(...args);
  };
}
