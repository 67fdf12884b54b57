import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { NamedStatementClient } from './namedStatementClient.ts';

// What the client hands to pg (one entry per query sent to the server), with pg's own sending
// replaced: each statement of a query answers with a result naming it.
let sent: unknown[];
let fail: RegExp | null;
/** When set, the answers to statements it matches wait for it. */
let answerAfter: { pattern: RegExp; promise: Promise<void> } | null;

beforeEach(() => {
  sent = [];
  fail = null;
  answerAfter = null;
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- pg's query answers a promise when given no callback
  jest.spyOn(pg.Client.prototype, 'query').mockImplementation((config: unknown, values?: unknown) => {
    sent.push(values === undefined ? config : [config, values]);
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    if (answerAfter?.pattern.test(text)) return answerAfter.promise.then(() => ({ command: 'SAVEPOINT', rows: [] }));
    if (fail?.test(text)) return Promise.reject(new Error(`failed: ${text}`));
    const results = text.split('; ').map((statement) => ({ command: statement.split(' ')[0]!.toUpperCase(), rows: [{ statement }] }));
    return Promise.resolve(results.length === 1 ? results[0] : results);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

const client = () => new NamedStatementClient({});
const query = (c: NamedStatementClient, text: string, values: unknown[] = []) => c.query(text, values) as unknown as Promise<{ rows: unknown[] }>;

describe('the PostgreSQL client, with transaction control held for the statement after it', () => {
  it('sends begin with the first statement, and the releases with the commit, one query each', async () => {
    const c = client();
    await query(c, 'begin');
    expect(sent).toEqual([]);
    expect((await query(c, 'insert into "t" values (1) returning "n"')).rows).toEqual([{ statement: 'insert into "t" values (1) returning "n"' }]);
    await query(c, 'savepoint "trx1"');
    await query(c, 'release "trx1"');
    await query(c, 'commit');
    expect(sent).toEqual(['begin; insert into "t" values (1) returning "n"', 'savepoint "trx1"; release "trx1"; commit']);
  });

  it('sends what is held on its own just before a statement with values, which goes named', async () => {
    const c = client();
    await query(c, 'begin');
    await query(c, 'savepoint "trx1"');
    const result = await query(c, 'select $1::int as "n"', [7]);
    expect(result.rows).toEqual([{ statement: 'select $1::int as "n"' }]);
    expect(sent[0]).toBe('begin; savepoint "trx1"');
    expect(sent[1]).toEqual({ text: 'select $1::int as "n"', values: [7], name: expect.stringMatching(/^s_/) });
  });

  it('sends the statement with values in the same write as the held ones, without waiting for their answer (pipeline mode)', async () => {
    const c = client();
    expect(c.pipeline).toBe(true);
    const stream = (c as unknown as { connection: { stream: { writableCorked: number; cork(): void } } }).connection.stream;
    const corked: number[] = [];
    const cork = stream.cork.bind(stream);
    stream.cork = () => {
      cork();
      corked.push(sent.length);
    };
    let answer!: () => void;
    answerAfter = { pattern: /^savepoint/, promise: new Promise<void>((resolve) => (answer = resolve)) };
    await query(c, 'savepoint "trx2"');
    const result = query(c, 'insert into "t" values ($1)', [1]);
    expect(sent).toEqual(['savepoint "trx2"', { text: 'insert into "t" values ($1)', values: [1], name: expect.stringMatching(/^s_/) }]);
    expect(corked).toEqual([0]); // corked before either was handed to pg
    expect(stream.writableCorked).toBe(0); // and uncorked after both
    answer();
    expect((await result).rows).toEqual([{ statement: 'insert into "t" values ($1)' }]);
  });

  it('drops held releases before a rollback, which discards those savepoints anyway', async () => {
    const c = client();
    await query(c, 'begin');
    await query(c, 'select 1');
    await query(c, 'release "trx2"');
    await query(c, 'rollback to "trx1"');
    await query(c, 'release "trx1"');
    await query(c, 'rollback');
    expect(sent).toEqual(['begin; select 1', 'rollback to "trx1"', 'rollback']);
  });

  it('fails the statement a held one went with when that one fails', async () => {
    const c = client();
    await query(c, 'begin');
    await query(c, 'select 1');
    fail = /release/;
    await query(c, 'release "trx1"');
    await expect(query(c, 'commit')).rejects.toThrow('failed: release "trx1"; commit');
    fail = /begin/;
    await query(c, 'begin');
    await expect(query(c, 'select $1::int', [1])).rejects.toThrow('failed: begin');
  });
});
