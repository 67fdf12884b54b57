import { Migration } from '@mikro-orm/migrations';

/**
 * API tokens are cached like sessions (core/src/account/apiTokenCache.ts), by the hash of the
 * secret: whatever revokes, deletes or otherwise changes a token, the ORM, raw SQL or another
 * process, says so on `chatmill_cache` when it commits, under the hash the caches know it by
 * (the old row's, which migration 17's function cannot give). The last-used touch is a change
 * too, so every process sees the time the database holds; it is written once a minute at most.
 * A new token needs no word: an unknown one is not cached.
 */
export class Migration20261122000018_api_token_cache_notifications extends Migration {
  override up(): void {
    this.addSql(`create function "notify_api_token_cache_change"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('chatmill_cache', json_build_object('table', 'api_token', 'key', old.token_hash)::text);
        return null;
      end
    $$`);
    this.addSql(
      `create trigger "api_token_cache_change" after update or delete on "api_token" for each row execute function "notify_api_token_cache_change"()`,
    );
  }

  override down(): void {
    this.addSql(`drop trigger "api_token_cache_change" on "api_token"`);
    this.addSql(`drop function "notify_api_token_cache_change"()`);
  }
}
