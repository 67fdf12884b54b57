import { Migration } from '@mikro-orm/migrations';

/**
 * The business model (spec 1, 3.1-3.2 and 5; spec 3, 3): access levels (what a user may do),
 * packages (which features and how much), the usage counters that enforce the limits, and
 * the account and team-member fields that tie them together.
 */
export class Migration20261122000003_access_packages_usage extends Migration {
  override up(): void {
    // brand_id null: a platform level. account_id set: an owner's own level for the team.
    this.addSql(`create table "access_level" (
      "id" serial primary key,
      "brand_id" int null references "brand" ("id") on delete cascade,
      "account_id" int null references "account" ("id") on delete cascade,
      "name" varchar(120) not null,
      "is_default" boolean not null default false,
      "grants_all" boolean not null default false,
      "permissions" jsonb not null default '[]',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "access_level_account_idx" on "access_level" ("account_id")`);
    this.addSql(`create table "package" (
      "id" serial primary key,
      "brand_id" int not null references "brand" ("id") on delete cascade,
      "name" varchar(120) not null,
      "tier" varchar(30) not null,
      "access_level_id" int not null references "access_level" ("id"),
      "price" numeric(12, 2) not null default 0,
      "currency" char(3) not null,
      "validity_duration" int not null,
      "validity_unit" varchar(5) not null check ("validity_unit" in ('day', 'week', 'month', 'year')),
      "billing_period" varchar(7) not null default 'monthly' check ("billing_period" in ('monthly', 'yearly')),
      "features" jsonb not null default '[]',
      "is_default" boolean not null default false,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    )`);
    this.addSql(`alter table "account" add column "package_id" int null references "package" ("id"),
      add column "expires_at" timestamptz null`);
    this.addSql(`alter table "user"
      add column "access_type" varchar(12) not null default 'owner' check ("access_type" in ('owner', 'team_member', 'client_user')),
      add column "access_level_id" int null references "access_level" ("id"),
      add column "custom_package_id" int null references "package" ("id"),
      add column "access_expires_at" timestamptz null,
      add column "picture_url" varchar(500) null,
      add column "verified" boolean not null default false`);
    // One row per account, feature and period ('2026-11', '2026' or 'lifetime'): the unit
    // of atomic counting (a conditional update on one row).
    this.addSql(`create table "usage_counter" (
      "account_id" int not null references "account" ("id") on delete cascade,
      "feature_id" int not null,
      "period" varchar(10) not null,
      "used" int not null default 0 check ("used" >= 0),
      "updated_at" timestamptz not null default now(),
      primary key ("account_id", "feature_id", "period")
    )`);
  }

  override down(): void {
    this.addSql(`drop table "usage_counter"`);
    this.addSql(`alter table "user" drop column "access_type", drop column "access_level_id", drop column "custom_package_id",
      drop column "access_expires_at", drop column "picture_url", drop column "verified"`);
    this.addSql(`alter table "account" drop column "package_id", drop column "expires_at"`);
    this.addSql(`drop table "package"`);
    this.addSql(`drop table "access_level"`);
  }
}
