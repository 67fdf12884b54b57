import { CompiledQuery } from 'kysely';
import type { EntityManager } from '@mikro-orm/sql';

interface KyselyExecutor {
  executeQuery(query: CompiledQuery): Promise<{ rows: unknown[] }>;
}

interface Positional {
  text: string;
  /** The named parameter behind $1, $2, ... */
  names: string[];
}

/** Texts converted so far; the hot statements are a few dozen, so the bound is never reached but by a bug. */
const maxConverted = 1_000;
const converted = new Map<string, Positional>();

/** `:name` → `$n`, the same name always the same number. A `::` cast is left alone. */
function positional(sql: string): Positional {
  let found = converted.get(sql);
  if (!found) {
    const names: string[] = [];
    const text = sql.replace(/(?<![:\w]):([A-Za-z_]\w*)/g, (_, name: string) => {
      const index = names.indexOf(name);
      if (index >= 0) return `$${index + 1}`;
      names.push(name);
      return `$${names.length}`;
    });
    found = { text, names };
    if (converted.size < maxConverted) converted.set(sql, found);
  }
  return found;
}

/**
 * `em.execute` for statements that run often (for every message, every request): the values are
 * sent apart from the text ($1, $2, ...) instead of written into it as the ORM does, so the host
 * prepares the statement and the database parses and plans it once per connection (on
 * PostgreSQL) or per database (on PGlite) rather than on every call. Runs in the entity
 * manager's transaction when it has one, and is counted and seen by the ORM's `onQuery` like its
 * own statements.
 *
 * A value the server cannot type from where it stands needs a cast in the text: a bare
 * `select :x` is text, not the integer column it is inserted into.
 */
export async function executePrepared<T>(em: EntityManager, sql: string, params: Record<string, unknown>): Promise<T> {
  const { text, values } = withPositionalValues(sql, params);
  em.config.get('onQuery')(text, values);
  const executor = em.getTransactionContext<KyselyExecutor>() ?? em.getConnection().getClient();
  const result = await executor.executeQuery(CompiledQuery.raw(text, values));
  return result.rows as T;
}

/** A statement written with `:name` parameters as the server takes it: `$n` in the text, the values in that order. */
export function withPositionalValues(sql: string, params: Record<string, unknown>): { text: string; values: unknown[] } {
  const { text, names } = positional(sql);
  const values = names.map((name) => {
    if (!(name in params)) throw new Error(`No value for :${name} in: ${sql}`);
    return params[name] ?? null;
  });
  return { text, values };
}
