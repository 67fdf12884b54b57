import { Migration } from '@mikro-orm/migrations';

/** Which plugins each brand has switched on or off; a plugin without a row is on. */
export class Migration20261122000002_brand_plugins extends Migration {
  override up(): void {
    this.addSql(`create table "brand_plugin" (
      "brand_id" int not null references "brand" ("id") on delete cascade,
      "plugin_id" varchar(40) not null,
      "enabled" boolean not null,
      "updated_at" timestamptz not null default now(),
      primary key ("brand_id", "plugin_id")
    )`);
  }

  override down(): void {
    this.addSql(`drop table "brand_plugin"`);
  }
}
