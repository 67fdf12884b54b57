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
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = (async (...args: Parameters<PGlite['query']>) => {
    await turn();
    return query(...args);
  }) as PGlite['query'];
  pglite.exec = async (...args: Parameters<PGlite['exec']>) => {
    await turn();
    return exec(...args);
  };
  pglite.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      tx.query = (async (...args: Parameters<Transaction['query']>) => {
        await turn();
        return txQuery(...args);
      }) as Transaction['query'];
      tx.exec = async (...args: Parameters<Transaction['exec']>) => {
        await turn();
        return txExec(...args);
      };
      return callback(tx);
    })) as PGlite['transaction'];
}
