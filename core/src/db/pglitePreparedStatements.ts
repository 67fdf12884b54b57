import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import { simpleQuery, transactionOn } from './pgliteTransaction.ts';
import { resultOf } from './resultRows.ts';

type Query = PGlite['query'];
/** What a bind message takes for a value, and what PGlite's serializers give. */
type Value = string | ArrayBuffer | ArrayBufferView | null;

/**
 * Distinct statement texts prepared per instance; past it, statements go as PGlite sends them.
 * The texts sent with parameters come from code (the runtime's hot statements, pg-boss's), a
 * few hundred at most; the bound keeps a bug that builds texts from data from filling the
 * database's memory (as NamedStatementClient does on PostgreSQL).
 */
const maxPrepared = 1_000;

/** A statement prepared on one PGlite instance: its name, and its parameters' types, which say how to write each value. */
interface Prepared {
  name: string;
  parameterTypes: number[];
}

/** One instance's prepared statements by text, and the number of the next name (a session's names, never reused). */
interface Session {
  statements: Map<string, Prepared>;
  named: number;
}

/**
 * PGlite's `query` sends a statement as six protocol messages, each a call into WebAssembly
 * (parse, describe the statement, bind, describe the portal, execute, sync), and the server
 * parses, analyses and plans it anew every time. A statement with parameters is sent here as a
 * named prepared statement instead: prepared (parsed and described) on its first run on this
 * instance, then run as one message of bind, describe, execute and sync, which lets the server
 * keep its plan. On this machine the subscriber's upsert took 0.59 ms so against 1.65 ms.
 * Values are written as `query` writes them (the instance's serializers by parameter type, else
 * `toString`) and rows read with its parsers; errors are its DatabaseError, with the statement
 * and its values attached as `query` adds them. A statement without parameters goes as one
 * message too (parse, bind, describe, execute, sync), unnamed: planned each time, as PGlite
 * would, so that DDL and one-off texts leave nothing behind. Calls with options other than
 * object rows go to PGlite's own `query` (and are refused in a transaction, which is
 * pgliteTransaction.ts's, begun and ended with a message each).
 *
 * Rows are read here (resultRows.ts) rather than by PGlite's `parseResults`, which copies the
 * instance's 318 parsers into a new object on every call: 74 µs a statement on this machine,
 * 13% of the server's CPU time in the widget bench.
 */
export function usePreparedStatements(pglite: PGlite): void {
  const prepared: Session = { statements: new Map(), named: 0 };
  pglite.query = preparedQuery(pglite, prepared, pglite.query.bind(pglite), false);
  // Inside a transaction PGlite's own `query` would wait for the transaction to end: options are refused instead.
  const refuseOptions = (_text: string, _params?: unknown[], options?: unknown) =>
    Promise.reject(new Error(`A PGlite transaction here takes no query options but { rowMode: 'object' }: ${JSON.stringify(options)}`));
  const inTransaction = preparedQuery(pglite, prepared, refuseOptions as Query, true);
  pglite.transaction = transactionOn(pglite, {
    control: (text) => runUnnamed(pglite, text, [], true),
    query: inTransaction,
    simple: (text) => pglite.runExclusive(() => simpleQuery(pglite, text)),
  });
}

function preparedQuery(pglite: PGlite, session: Session, fallback: Query, inTransaction: boolean): Query {
  return (async (text: string, params?: unknown[], options?: { rowMode?: string }) => {
    const withOptions = options && Object.keys(options).some((key) => key !== 'rowMode' || options.rowMode !== 'object');
    if (withOptions) return fallback(text, params, options as never);
    const values = params ?? [];
    const named = values.length > 0 && (session.statements.has(text) || session.statements.size < maxPrepared);
    if (!named) return sendOnce(pglite, inTransaction, text, values, () => runUnnamed(pglite, text, values, inTransaction));
    try {
      return await sendOnce(pglite, inTransaction, text, values, () => run(pglite, session, text, values, inTransaction));
    } catch (error) {
      // A table's columns changed under a statement that returns all of them: prepared again at its next run.
      if ((error as { code?: string }).code === '0A000') session.statements.delete(text);
      throw error;
    }
  }) as Query;
}

/** Runs `send`, outside a transaction once the open one ended (as PGlite's own `query` waits); errors carry the statement and its values. */
async function sendOnce(pglite: PGlite, inTransaction: boolean, text: string, params: unknown[], send: () => Promise<Results>): Promise<Results> {
  try {
    if (inTransaction) return await send();
    await pglite._checkReady();
    return await pglite._runExclusiveTransaction(send);
  } catch (error) {
    throw Object.assign(error as Error, { query: text, params });
  }
}

/** Runs a statement, prepared first if it is new, as one message. */
function run(pglite: PGlite, session: Session, text: string, params: unknown[], inTransaction: boolean): Promise<Results> {
  return pglite.runExclusive(async () => {
    const statement = session.statements.get(text) ?? (await prepare(pglite, session, text));
    const values = params.map((value, index) => serialize(pglite, statement.parameterTypes[index], value));
    const message = concat([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    const { messages } = await pglite.execProtocol(message, { syncToFs: !inTransaction });
    return resultOf(messages, pglite.parsers);
  });
}

/**
 * Runs a statement as the unnamed one, parsed and planned for this run only: one message without
 * parameters; with them (past `maxPrepared`), a first one to learn their types.
 */
function runUnnamed(pglite: PGlite, text: string, params: unknown[], inTransaction: boolean): Promise<Results> {
  return pglite.runExclusive(async () => {
    let parameterTypes: number[] = [];
    if (params.length) {
      const described = await pglite.execProtocol(
        concat([protocol.serialize.parse({ text, types: [] }), protocol.serialize.describe({ type: 'S' }), protocol.serialize.sync()]),
        { syncToFs: false },
      );
      parameterTypes = parse.parseDescribeStatementResults(described.messages);
    }
    const message = concat([
      ...(params.length ? [] : [protocol.serialize.parse({ text, types: [] })]),
      protocol.serialize.bind({ values: params.map((value, index) => serialize(pglite, parameterTypes[index], value)) }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    const { messages } = await pglite.execProtocol(message, { syncToFs: !inTransaction });
    return resultOf(messages, pglite.parsers);
  });
}

/** Parses and describes `text` as a named statement: its parameters' types come back with it. Kept only once it parsed. */
async function prepare(pglite: PGlite, session: Session, text: string): Promise<Prepared> {
  session.named += 1;
  const name = `pglite_${session.named}`;
  const message = concat([protocol.serialize.parse({ name, text, types: [] }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]);
  const { messages } = await pglite.execProtocol(message, { syncToFs: false });
  const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
  session.statements.set(text, statement);
  return statement;
}

function serialize(pglite: PGlite, type: number | undefined, value: unknown): Value {
  if (value === null || value === undefined) return null;
  const serializer = type === undefined ? undefined : pglite.serializers[type];
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- what has no serializer is text, a number or a boolean
  return serializer ? serializer(value) : String(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
