import { Migration } from '@mikro-orm/migrations';

/** Flows with their draft and their immutable published versions (spec 2, 3 and 4). */
export class Migration20261122000009_flows extends Migration {
  override up(): void {
    this.addSql(`create table "flow" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "channel" varchar(20) not null,
      "channel_account_id" varchar(200) null,
      "name" varchar(200) not null,
      "status" varchar(20) not null default 'draft',
      "enabled" boolean not null default true,
      "is_clone" boolean not null default false,
      "draft" jsonb not null,
      "draft_revision" int not null default 0,
      "published_version" int null,
      "suitcase_id" int null,
      "shared_from_flow_id" int null,
      "created_by_user_id" int null references "user" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "deleted_at" timestamptz null
    )`);
    this.addSql(`create index "flow_account_channel_index" on "flow" ("account_id", "channel", "channel_account_id") where "deleted_at" is null`);
    this.addSql(`create table "flow_version" (
      "id" serial primary key,
      "flow_id" int not null references "flow" ("id") on delete cascade,
      "account_id" int not null references "account" ("id") on delete cascade,
      "number" int not null,
      "graph" jsonb not null,
      "published_at" timestamptz not null default now(),
      "published_by_user_id" int null references "user" ("id") on delete set null,
      constraint "flow_version_number_unique" unique ("flow_id", "number")
    )`);
  }

  override down(): void {
    this.addSql(`drop table "flow_version"`);
    this.addSql(`drop table "flow"`);
  }
}
