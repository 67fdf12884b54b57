import { Migration } from '@mikro-orm/migrations';

/**
 * Account settings (spec 1, 2.2 and 3.1; spec 3, 3-5, 8 and 9): the user's profile data
 * (custom_data: mailing address, national id; a confirmed phone), one-time codes that confirm
 * a phone, personal API tokens, the account's billing transactions and its cancellation.
 */
export class Migration20261122000004_account_settings extends Migration {
  override up(): void {
    // One row per user, made on the first save; no row means nothing filled in yet.
    this.addSql(`create table "user_profile" (
      "user_id" int primary key references "user" ("id") on delete cascade,
      "mailing_address" varchar(500) null,
      "national_id" varchar(50) null,
      "phone" varchar(16) null,
      "phone_confirmed_at" timestamptz null,
      "updated_at" timestamptz not null default now()
    )`);
    // Only the code's SHA-256 is kept; `attempts` is raised before each comparison, so
    // concurrent guesses can never exceed the limit.
    this.addSql(`create table "phone_verification" (
      "id" serial primary key,
      "user_id" int not null references "user" ("id") on delete cascade,
      "phone" varchar(16) not null,
      "code_hash" varchar(64) not null,
      "attempts" int not null default 0,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      "used_at" timestamptz null
    )`);
    this.addSql(`create index "phone_verification_user_idx" on "phone_verification" ("user_id", "created_at")`);
    // A revoked token keeps its row (who had what, and when it was last used); only the
    // secret's SHA-256 is stored, with a short prefix so the owner can tell tokens apart.
    this.addSql(`create table "api_token" (
      "id" serial primary key,
      "user_id" int not null references "user" ("id") on delete cascade,
      "name" varchar(100) not null,
      "scope" varchar(10) not null check ("scope" in ('read', 'read-write')),
      "token_hash" varchar(64) not null unique,
      "token_prefix" varchar(16) not null,
      "created_at" timestamptz not null default now(),
      "last_used_at" timestamptz null,
      "revoked_at" timestamptz null
    )`);
    this.addSql(`create index "api_token_user_idx" on "api_token" ("user_id")`);
    // Written by the payment integration once there is one; amounts are decimals, never floats.
    this.addSql(`create table "billing_transaction" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "occurred_at" timestamptz not null,
      "description" varchar(300) not null,
      "amount" numeric(12, 2) not null,
      "currency" char(3) not null,
      "status" varchar(10) not null check ("status" in ('pending', 'paid', 'failed', 'refunded')),
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "billing_transaction_account_idx" on "billing_transaction" ("account_id", "occurred_at")`);
    // Cancellation takes effect at the end of the billing cycle (`expires_at`), or at once
    // when the account has none: then `cancel_set_expiry` records that the cancellation set
    // `expires_at` itself, so a re-activation can clear it again.
    this.addSql(`alter table "account"
      add column "cancel_requested_at" timestamptz null,
      add column "cancel_effective_at" timestamptz null,
      add column "cancel_reason" varchar(30) null,
      add column "cancel_feedback" varchar(1000) null,
      add column "cancel_set_expiry" boolean not null default false`);
  }

  override down(): void {
    this.addSql(`alter table "account" drop column "cancel_requested_at", drop column "cancel_effective_at", drop column "cancel_reason",
      drop column "cancel_feedback", drop column "cancel_set_expiry"`);
    for (const table of ['billing_transaction', 'api_token', 'phone_verification', 'user_profile']) this.addSql(`drop table "${table}"`);
  }
}
