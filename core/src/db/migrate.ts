import type { Constructor } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { Migrator } from '@mikro-orm/migrations';
import { coreMigrations } from '../../../migrations/core/index.ts';
import type { Database } from './database.ts';

export interface PluginMigrations {
  pluginId: string;
  migrations: Constructor<Migration>[];
}

/**
 * Runs the pending migrations: the core's first, then each plugin's in the order given
 * (the host orders plugins by dependency). The same migrations run on PGlite and PostgreSQL.
 */
export async function migrate(db: Database, plugins: PluginMigrations[] = []): Promise<string[]> {
  const sources: PluginMigrations[] = [{ pluginId: 'core', migrations: coreMigrations }, ...plugins];
  const migrationsList = sources.flatMap(({ pluginId, migrations }) =>
    migrations.map((migration) => ({ name: `${pluginId}/${migration.name}`, class: migration })),
  );
  db.orm.config.set('migrations', { ...db.orm.config.get('migrations'), migrationsList, snapshot: false, tableName: 'mikro_orm_migrations' });
  const migrator = db.orm.migrator as Migrator;
  const done = await migrator.up();
  return done.map((m) => m.name);
}
