import pg from 'pg';
import { withPositionalValues } from '@chatmill/sdk';
import { NamedStatementClient } from './namedStatementClient.ts';

/**
 * A connection to PostgreSQL of its own, for single statements on rows that every process
 * updates many times a second (a channel account's send rate bucket): each commits at once,
 * outside any caller's transaction, so no transaction holds such a row's lock until its own
 * commit, and its commit does not wait for the disk (synchronous_commit off), so the lock is
 * let go as soon as the row is written. Should PostgreSQL crash, the last fraction of a second
 * of these writes may be lost (at most three wal_writer_delay, 600 ms by default); for a rate
 * bucket that is a fraction of a second of sends counted again, long passed by the time the
 * database is back.
 *
 * A caller may use it while it holds a transaction of the ORM's, so a statement sent here must
 * never wait for a row lock that such a transaction can hold: it would wait for a commit that
 * waits for it, where PostgreSQL sees no deadlock.
 */
export class FastCommitConnection {
  readonly #pool: pg.Pool;
  readonly #onStatement: (text: string, values: unknown[]) => void;

  constructor(connectionString: string, onStatement: (text: string, values: unknown[]) => void) {
    this.#onStatement = onStatement;
    this.#pool = new pg.Pool({
      connectionString,
      // One statement at a time is this connection's whole use: short writes of one row.
      max: 1,
      Client: NamedStatementClient,
      options: '-c synchronous_commit=off',
      application_name: 'chatmill-fast-commit',
    });
    // A connection lost while idle is replaced at the next statement, which reports its own failure.
    this.#pool.on('error', () => undefined);
  }

  /** Runs one statement written with `:name` parameters (as executePrepared) and commits it. */
  async execute<T>(sql: string, params: Record<string, unknown>): Promise<T[]> {
    const { text, values } = withPositionalValues(sql, params);
    this.#onStatement(text, values);
    const result = await this.#pool.query(text, values);
    return result.rows as T[];
  }

  close(): Promise<void> {
    return this.#pool.end();
  }
}
