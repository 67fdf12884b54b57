import { parse, protocol, type PGlite, type Results, type Transaction } from '@electric-sql/pglite';

type Query = PGlite['query'];

/** What the transaction needs from the module that sends statements: one statement, as one message. */
export interface StatementSender {
  /** Runs a statement without parameters, in the transaction (no sync to the file system). */
  control(text: string): Promise<Results>;
  /** The transaction's `query`; it refuses options but object rows (nothing in the product passes others inside a transaction). */
  query: Query;
  /** One message to the server, its answers read as PGlite reads them (several statements). */
  simple(text: string): Promise<Results[]>;
}

/**
 * PGlite's `transaction`, with its begin and commit sent as one message each. PGlite's own sends
 * each as two calls into WebAssembly and reads its answer with `parseResults`, which copies all of
 * the instance's type parsers (see pglitePreparedStatements.ts): two of them per transaction, 8%
 * of the server's CPU time in the widget bench. As PGlite's: run alone on the instance (other
 * statements wait), rolled back when the callback throws, committed when it returns unless it
 * rolled back itself; statements after the end throw "Transaction is closed".
 */
export function transactionOn(pglite: PGlite, sender: StatementSender): PGlite['transaction'] {
  return async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(async () => {
      await sender.control('BEGIN');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: Transaction = {
        query: (async (text: string, params?: unknown[], options?: object) => {
          open();
          return sender.query(text, params, options);
        }) as Transaction['query'],
        sql: (async (strings: TemplateStringsArray, ...values: unknown[]) => {
          open();
          return sender.query(
            strings.reduce((text, part, index) => `${text}$${index}${part}`),
            values,
          );
        }) as Transaction['sql'],
        exec: async (text: string) => {
          open();
          return sender.simple(text);
        },
        rollback: async () => {
          open();
          await sender.control('ROLLBACK');
          closed = true;
        },
        listen: async (channel, onNotify) => {
          open();
          return pglite.listen(channel, onNotify, tx);
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          await sender.control('COMMIT');
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await sender.control('ROLLBACK');
        }
        throw error;
      }
    });
  };
}

/** Several statements in one simple query, each result read as PGlite's `exec` reads them. */
export async function simpleQuery(pglite: PGlite, text: string): Promise<Results[]> {
  const { messages } = await pglite.execProtocol(protocol.serialize.query(text), { syncToFs: false });
  return parse.parseResults(messages, pglite.parsers);
}
