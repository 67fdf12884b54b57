import type { Database } from '../../../core/src/db/database.ts';

/**
 * What the isolation test needs to know from the database, found from the catalogue rather
 * than from any entity, so tables added later are covered without new code.
 */

/** A table of the product's schema with an `id` column. */
export interface IdTable {
  name: string;
  /** It has an `account_id` column: its rows belong to an account. */
  accountScoped: boolean;
}

/** One record: its table, its id as text (ids arrive as text in paths), and the whole row as JSON to notice changes. */
export interface StoredRecord {
  table: string;
  id: string;
  row: string;
}

async function query<T>(db: Database, sql: string, params: unknown[] = []): Promise<T[]> {
  return db.em().getConnection().execute<T[]>(sql, params);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every table of the current schema with an `id` column (pg-boss and other schemas are not the product's records). */
export async function idTables(db: Database): Promise<IdTable[]> {
  const rows = await query<{ table_name: string; account_scoped: boolean | string }>(
    db,
    `select c.table_name,
            exists (select 1 from information_schema.columns a
                    where a.table_schema = c.table_schema and a.table_name = c.table_name and a.column_name = 'account_id') as account_scoped
       from information_schema.columns c
      where c.table_schema = current_schema() and c.column_name = 'id'
      order by c.table_name`,
  );
  return rows.map((r) => ({ name: r.table_name, accountScoped: r.account_scoped === true || r.account_scoped === 't' }));
}

/**
 * Moves every table's id sequence to a range of its own (table n gets ids from n * 100000), so
 * from now on an id names one record in the whole database. Without it, the other account's
 * contact 3 and this account's user 3 are the same number, and a route that answers for an id
 * of a table it does not serve could look like a leak (or hide one).
 */
export async function spreadIdRanges(db: Database): Promise<void> {
  const tables = await idTables(db);
  for (const [index, table] of tables.entries()) {
    const [found] = await query<{ sequence: string | null }>(db, `select pg_get_serial_sequence(?, 'id') as sequence`, [quote(table.name)]);
    if (found?.sequence) await query(db, `select setval(?::regclass, ?, false)`, [found.sequence, (index + 1) * 100_000]);
  }
}

/** The ids of every table, as text: taken before an account exists, what is not its own. */
export async function allIds(db: Database): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const table of await idTables(db)) {
    for (const row of await query<{ id: string }>(db, `select id::text as id from ${quote(table.name)}`)) ids.add(`${table.name}:${row.id}`);
  }
  return ids;
}

/**
 * An account's records: the rows of tables with an `account_id` that carry its id, and the
 * rows of the other tables created since `before` (taken just before the account existed,
 * while only it acts): its own account row, and child rows that reach the account through a
 * parent. Ordered by table and id.
 */
export async function recordsOf(db: Database, accountId: number, before: Set<string>): Promise<StoredRecord[]> {
  const records: StoredRecord[] = [];
  for (const table of await idTables(db)) {
    const rows = table.accountScoped
      ? await query<{ id: string; row: string }>(
          db,
          `select t.id::text as id, to_jsonb(t)::text as row from ${quote(table.name)} t where t.account_id = ? order by t.id`,
          [accountId],
        )
      : await query<{ id: string; row: string }>(db, `select t.id::text as id, to_jsonb(t)::text as row from ${quote(table.name)} t order by t.id`);
    for (const { id, row } of rows) {
      if (table.accountScoped || !before.has(`${table.name}:${id}`))
        records.push({ table: table.name, id, row: typeof row === 'string' ? row : JSON.stringify(row) });
    }
  }
  return records;
}

/** Waits until background jobs stop changing the database (an import still running, a mail being queued). */
export async function settle(db: Database, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    const now = await fingerprint(db);
    if (now === last || Date.now() > deadline) return;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every row of every id table, as one text: equal twice in a row means nothing is moving. */
async function fingerprint(db: Database): Promise<string> {
  const parts: string[] = [];
  for (const table of await idTables(db)) {
    const [row] = await query<{ rows: string | null }>(db, `select string_agg(to_jsonb(t)::text, ',' order by t.id) as rows from ${quote(table.name)} t`);
    parts.push(`${table.name}=${row?.rows ?? ''}`);
  }
  return parts.join('\n');
}
