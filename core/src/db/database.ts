import { existsSync, mkdirSync, openAsBlob, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MikroORM as PgliteOrm } from '@mikro-orm/pglite';
import { MikroORM as PostgresOrm } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { AbstractSqlConnection, EntityManager, MikroORM } from '@mikro-orm/sql';
import type { EntitySchema } from '@mikro-orm/core';
import type { Settings } from '../config/schema.ts';
import type { Logger } from '../logger.ts';
import { coreEntities } from './entities/index.ts';
import { yieldBetweenStatements } from './pgliteTurns.ts';
import { usePreparedStatements } from './pglitePreparedStatements.ts';
import { afterCommitSubscriber } from './afterCommit.ts';
import { NamedStatementClient } from './namedStatementClient.ts';
import { FastCommitConnection } from './fastCommitConnection.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  readonly kind: DatabaseKind;
  readonly orm: MikroORM;
  /** The embedded instance, shared with pg-boss; null on PostgreSQL. */
  readonly pglite: PGlite | null;
  /** Single statements on rows every process updates, committed apart at once (fastCommitConnection.ts); null on PGlite, one connection for all. */
  readonly fastCommit: FastCommitConnection | null;
  em(): EntityManager;
  /**
   * SQL statements this process has sent through the ORM since it opened the database (the
   * job queue's are JobQueue.statementCount): the bench and tests read it per request and reply.
   */
  statementCount(): number;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Entities of the enabled plugins, added to the core's. */
  entities?: EntitySchema[];
  debug?: boolean;
  /** Where the ORM's own messages (migrations applied, queries when debugging) go. */
  logger?: Logger;
  /**
   * An in-memory PGlite starts from this dump of a data folder (`PGlite.dumpDataDir`) instead of
   * running initdb, which takes seconds in WASM; tests boot one product per file and use it.
   */
  pgliteTemplate?: Blob;
  /** Sees every statement the ORM sends (the caches note writes to what they hold). */
  onStatement?: (sql: string) => void;
}

/** `memory://` keeps the embedded database in memory (tests); anything else is a folder. */
export function isInMemory(dataDir: string): boolean {
  return dataDir.startsWith('memory://');
}

export async function openDatabase(settings: Settings, options: DatabaseOptions = {}): Promise<Database> {
  const counter = { statements: 0 };
  const common = {
    onQuery: (sql: string) => {
      counter.statements++;
      options.onStatement?.(sql);
      return sql;
    },
    entities: [...coreEntities, ...(options.entities ?? [])],
    extensions: [Migrator],
    // Work left for after a commit (afterCommit.ts) hears of commits and rollbacks here.
    subscribers: [afterCommitSubscriber],
    debug: options.debug ?? false,
    colors: false,
    logger: (message: string) => options.logger?.debug(message),
    allowGlobalContext: false,
    // Entities are schema objects, so nothing needs reflection or file discovery.
    discovery: { warnWhenNoEntities: false },
  };

  if (settings.databaseUrl) {
    // The pool's connections name the statements sent with parameters (pg-boss's enqueues in the
    // ORM's transactions, the runtime's hot statements): parsed and planned once per connection.
    const orm = await PostgresOrm.init({ ...common, clientUrl: settings.databaseUrl, pool: { max: 10 }, driverOptions: { Client: NamedStatementClient } });
    const fastCommit = new FastCommitConnection(settings.databaseUrl, common.onQuery);
    return wrap('postgres', orm, null, fastCommit, counter);
  }

  const dbName = isInMemory(settings.dataDir) ? 'memory://' : prepareDataDir(settings.dataDir);
  const templateFile = isInMemory(settings.dataDir) && !options.pgliteTemplate ? settings.pgliteTemplate : undefined;
  // A function, because the ORM copies its options and a Blob does not survive the copy.
  const template = options.pgliteTemplate ?? (templateFile && existsSync(templateFile) ? await openAsBlob(templateFile) : undefined);
  const fromTemplate = isInMemory(settings.dataDir) && template ? { driverOptions: () => ({ loadDataDir: template }) } : {};
  const orm = await PgliteOrm.init({ ...common, dbName, ...fromTemplate });
  // pg-boss shares this instance: one embedded database, one process.
  const connection = orm.em.getConnection() as unknown as AbstractSqlConnection & { getNativeClient(): Promise<PGlite> };
  const pglite = (await connection.getNativeClient()) as PGlite;
  // Nothing is in it yet: what initdb made is the template of the next start.
  if (templateFile && !template) await keepTemplate(pglite, templateFile);
  usePreparedStatements(pglite);
  yieldBetweenStatements(pglite);
  return wrap('pglite', orm, pglite, null, counter);
}

/** Written whole under another name, then renamed: a start that reads it never sees half a file. */
async function keepTemplate(pglite: PGlite, file: string): Promise<void> {
  const dump = await pglite.dumpDataDir('none');
  const partial = `${file}.${process.pid}.partial`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

function prepareDataDir(dataDir: string): string {
  const dir = resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return join(dir);
}

function wrap(kind: DatabaseKind, orm: MikroORM, pglite: PGlite | null, fastCommit: FastCommitConnection | null, counter: { statements: number }): Database {
  return {
    kind,
    orm,
    pglite,
    fastCommit,
    em: () => orm.em.fork(),
    statementCount: () => counter.statements,
    close: async () => {
      await fastCommit?.close();
      await orm.close(true);
    },
  };
}
