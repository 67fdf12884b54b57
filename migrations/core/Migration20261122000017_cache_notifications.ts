import { Migration } from '@mikro-orm/migrations';

/**
 * Every process caches what each request needs (the session with its user, grant and package;
 * the brand by host; the brand's plugin switches: core/src/cache/). Whatever changes those rows,
 * the ORM, raw SQL or another process, the database says so on the channel `chatmill_cache`
 * when the change commits, with the table and the key the caches evict by. A session's
 * last-seen touch is not a change for the cache.
 */
const triggers: Array<{ name: string; table: string; key: string; events: string; when?: string }> = [
  {
    name: 'session_cache_change',
    table: 'session',
    key: 'id',
    events: 'update',
    when: 'old.invalidated_at is distinct from new.invalidated_at or old.expires_at is distinct from new.expires_at or old.user_id is distinct from new.user_id',
  },
  { name: 'session_cache_delete', table: 'session', key: 'id', events: 'delete' },
  { name: 'user_cache_change', table: 'user', key: 'id', events: 'update or delete' },
  { name: 'account_cache_change', table: 'account', key: 'id', events: 'update or delete' },
  // A package or level change reaches many users: the caches drop every session (rare).
  { name: 'package_cache_change', table: 'package', key: 'id', events: 'insert or update or delete' },
  { name: 'access_level_cache_change', table: 'access_level', key: 'id', events: 'update or delete' },
  { name: 'brand_cache_change', table: 'brand', key: 'id', events: 'insert or update or delete' },
  { name: 'brand_plugin_cache_change', table: 'brand_plugin', key: 'brand_id', events: 'insert or update or delete' },
];

export class Migration20261122000017_cache_notifications extends Migration {
  override up(): void {
    this.addSql(`create function "notify_cache_change"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('chatmill_cache', json_build_object('table', tg_table_name, 'key', (case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end) ->> tg_argv[0])::text);
        return null;
      end
    $$`);
    for (const { name, table, key, events, when } of triggers) {
      const condition = when ? ` when (${when})` : '';
      this.addSql(`create trigger "${name}" after ${events} on "${table}" for each row${condition} execute function "notify_cache_change"('${key}')`);
    }
  }

  override down(): void {
    for (const { name, table } of triggers) this.addSql(`drop trigger "${name}" on "${table}"`);
    this.addSql(`drop function "notify_cache_change"()`);
  }
}
