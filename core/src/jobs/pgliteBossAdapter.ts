import type { PGlite } from '@electric-sql/pglite';

/** What pg-boss calls to run SQL when it is given a database instead of a connection string. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** pg-boss's LISTEN/NOTIFY listener (instance databases only): wakes a queue's workers the moment a job lands on it. */
  listen?(channel: string, onNotification: (payload: string) => void): Promise<{ close(): Promise<void> }>;
}

/**
 * pg-boss over the PGlite instance the ORM already has open. Statements with parameters go
 * through `query`; pg-boss also sends multi-statement scripts without parameters, which only
 * `exec` runs, and it reads rows from several of those statements, so the rows of every
 * statement are returned, in order.
 */
export function pgliteBossAdapter(pglite: PGlite, counted: () => void = () => undefined): BossDb {
  return {
    async executeSql(text, values) {
      counted();
      if (values && values.length > 0) {
        const result = await pglite.query(text, values);
        return { rows: result.rows };
      }
      const results = await pglite.exec(text);
      return { rows: results.flatMap((result) => result.rows) };
    },
    // PGlite delivers NOTIFY to listeners of the same instance once the sending transaction commits.
    async listen(channel, onNotification) {
      const unlisten = await pglite.listen(channel, onNotification);
      return { close: () => unlisten() };
    },
  };
}
