import { Migration } from '@mikro-orm/migrations';

/**
 * A brand's own values of a plugin's brand-level settings (sdk/README.md 6.5: a reseller's own
 * platform app), one row per setting, keyed `<brand id>:<plugin id>:<name>`. A plain value is
 * JSON in `value`; a secret is sealed by the vault in `sealed` (the core's, bound to the brand and
 * the setting) and declared as a sealed column, so `npm run vault:rotate` re-seals it. Every
 * process caches a brand's rows: a change NOTIFYs `chatmill_cache` with the brand's id.
 */
export class Migration20261122000025_brand_plugin_settings extends Migration {
  override up(): void {
    this.addSql(`create table "brand_plugin_setting" (
      "key" varchar(200) primary key,
      "brand_id" int not null references "brand" ("id") on delete cascade,
      "plugin_id" varchar(100) not null,
      "name" varchar(40) not null,
      "value" jsonb null,
      "sealed" text null,
      "updated_at" timestamptz not null default now(),
      check (("value" is null) <> ("sealed" is null)))`);
    this.addSql(`create index "brand_plugin_setting_brand_index" on "brand_plugin_setting" ("brand_id")`);
    this.addSql(
      `create trigger "brand_plugin_setting_cache_change" after insert or update or delete on "brand_plugin_setting" for each row execute function "notify_cache_change"('brand_id')`,
    );
  }

  override down(): void {
    this.addSql(`drop table "brand_plugin_setting"`);
  }
}
