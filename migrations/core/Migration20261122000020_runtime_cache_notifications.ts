import { Migration } from '@mikro-orm/migrations';

/**
 * The flow runtime caches, per process, which flows of a channel account may run and the
 * account's custom variable definitions (core/src/flows/runtime/flowCatalog.ts,
 * subscriberStore.ts), since every inbound message asks for both. These triggers tell the caches
 * on `chatmill_cache` (migration 17's function) when either changes, keyed by account. A draft's
 * autosave and a global variable's value are not such changes: the runtime reads neither from
 * the cache.
 */
const triggers: Array<{ name: string; table: string; events: string; when?: string }> = [
  { name: 'flow_cache_insert_delete', table: 'flow', events: 'insert or delete' },
  {
    name: 'flow_cache_change',
    table: 'flow',
    events: 'update',
    when: `old.enabled is distinct from new.enabled or old.deleted_at is distinct from new.deleted_at or old.published_version is distinct from new.published_version
      or old.channel is distinct from new.channel or old.channel_account_id is distinct from new.channel_account_id or old.account_id is distinct from new.account_id`,
  },
  { name: 'custom_variable_cache_insert_delete', table: 'custom_variable', events: 'insert or delete' },
  {
    name: 'custom_variable_cache_change',
    table: 'custom_variable',
    events: 'update',
    when: 'old.variable_key is distinct from new.variable_key or old.scope is distinct from new.scope or old.fallback is distinct from new.fallback or old.account_id is distinct from new.account_id',
  },
];

export class Migration20261122000020_runtime_cache_notifications extends Migration {
  override up(): void {
    for (const { name, table, events, when } of triggers) {
      const condition = when ? ` when (${when})` : '';
      this.addSql(`create trigger "${name}" after ${events} on "${table}" for each row${condition} execute function "notify_cache_change"('account_id')`);
    }
  }

  override down(): void {
    for (const { name, table } of triggers) this.addSql(`drop trigger "${name}" on "${table}"`);
  }
}
