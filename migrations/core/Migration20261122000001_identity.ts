import { Migration } from '@mikro-orm/migrations';

/** Brands, accounts, users, sessions and the tables sign-in needs. */
export class Migration20261122000001_identity extends Migration {
  override up(): void {
    this.addSql(`create table "brand" (
      "id" serial primary key,
      "name" varchar(120) not null,
      "short_name" varchar(40) not null,
      "domain" varchar(255) not null unique,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create table "account" (
      "id" serial primary key,
      "brand_id" int not null references "brand" ("id"),
      "owner_user_id" int null,
      "name" varchar(120) not null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create table "user" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id"),
      "brand_id" int not null references "brand" ("id"),
      "email" varchar(254) not null,
      "name" varchar(120) not null,
      "password_hash" varchar(255) null,
      "user_type" varchar(10) not null default 'Member' check ("user_type" in ('Admin', 'Member')),
      "password_changed_at" timestamptz not null default now(),
      "last_login_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      constraint "user_brand_email_unique" unique ("brand_id", "email")
    )`);
    this.addSql(`alter table "account" add constraint "account_owner_fk" foreign key ("owner_user_id") references "user" ("id") deferrable initially deferred`);
    this.addSql(`create table "session" (
      "id" varchar(64) primary key,
      "user_id" int not null references "user" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      "last_seen_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      "invalidated_at" timestamptz null,
      "invalidated_reason" varchar(40) null,
      "ip" varchar(64) not null default '',
      "user_agent" varchar(400) not null default ''
    )`);
    this.addSql(`create index "session_user_idx" on "session" ("user_id")`);
    this.addSql(`create table "password_reset" (
      "id" serial primary key,
      "user_id" int not null references "user" ("id") on delete cascade,
      "token_hash" varchar(64) not null unique,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create table "login_attempt" (
      "id" bigserial primary key,
      "email" varchar(254) not null,
      "ip" varchar(64) not null,
      "succeeded" boolean not null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "login_attempt_email_idx" on "login_attempt" ("email", "created_at")`);
    this.addSql(`create index "login_attempt_ip_idx" on "login_attempt" ("ip", "created_at")`);
    this.addSql(`create table "oauth_identity" (
      "id" serial primary key,
      "user_id" int not null references "user" ("id") on delete cascade,
      "provider" varchar(20) not null,
      "provider_user_id" varchar(255) not null,
      "created_at" timestamptz not null default now(),
      constraint "oauth_identity_provider_unique" unique ("provider", "provider_user_id")
    )`);
  }

  override down(): void {
    for (const table of ['oauth_identity', 'login_attempt', 'password_reset', 'session']) this.addSql(`drop table "${table}"`);
    this.addSql(`alter table "account" drop constraint "account_owner_fk"`);
    for (const table of ['user', 'account', 'brand']) this.addSql(`drop table "${table}"`);
  }
}
