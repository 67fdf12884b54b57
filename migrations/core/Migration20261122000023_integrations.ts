import { Migration } from '@mikro-orm/migrations';

/**
 * Integrations (core/src/integrations, spec 1 §3.7): an account's connection to each
 * integration a plugin declares, with its plain field values and last test, and its secret
 * fields one row each, sealed by the vault (never stored in plain text, never answered back).
 * Removing the connection removes its secrets.
 */
export class Migration20261122000023_integrations extends Migration {
  override up(): void {
    this.addSql(`create table "integration_connection" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "integration_id" varchar(40) not null,
      "values" jsonb not null default '{}',
      "last_test_at" timestamptz null,
      "last_test_ok" boolean null,
      "last_test_message" varchar(500) null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      unique ("account_id", "integration_id")
    )`);
    this.addSql(`create table "integration_secret" (
      "key" varchar(120) primary key,
      "account_id" int not null,
      "integration_id" varchar(40) not null,
      "field" varchar(64) not null,
      "value" text not null,
      "updated_at" timestamptz not null default now(),
      foreign key ("account_id", "integration_id") references "integration_connection" ("account_id", "integration_id") on delete cascade
    )`);
    this.addSql(`create index "integration_secret_connection_idx" on "integration_secret" ("account_id", "integration_id")`);
  }

  override down(): void {
    this.addSql(`drop table "integration_secret"`);
    this.addSql(`drop table "integration_connection"`);
  }
}
