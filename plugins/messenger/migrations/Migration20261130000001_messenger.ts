import { Migration } from '@chatmill/sdk';

/**
 * Facebook accounts (the people who signed in with Facebook Login for Business) and the pages
 * they manage, with each page's linked Instagram professional account (spec 2, 3 "Page" and
 * "Facebook account"). Tokens are sealed by the vault; a page is "connected" once the app is
 * subscribed to its webhooks, and only then counts against the package and takes messages.
 */
export class Migration20261130000001_messenger extends Migration {
  override up(): void {
    this.addSql(`create table "messenger_facebook_account" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "fb_user_id" varchar(40) not null,
      "name" varchar(200) not null,
      "email" varchar(320) null,
      "picture" varchar(2000) null,
      "access_token" text not null,
      "valid_access_token" boolean not null default true,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "messenger_facebook_account_user_unique" unique ("account_id", "fb_user_id")
    )`);
    this.addSql(`create table "messenger_page" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "facebook_account_id" int null references "messenger_facebook_account" ("id") on delete set null,
      "page_id" varchar(40) not null,
      "name" varchar(200) not null,
      "category" varchar(200) null,
      "picture" varchar(2000) null,
      "access_token" text not null,
      "valid_access_token" boolean not null default true,
      "connected" boolean not null default false,
      "bot_enabled" boolean not null default true,
      "instagram_id" varchar(40) null,
      "instagram_username" varchar(100) null,
      "instagram_picture" varchar(2000) null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "messenger_page_account_page_unique" unique ("account_id", "page_id")
    )`);
    // A page (and its Instagram account) takes messages for one account of the product at a time:
    // the webhook finds the tenant by these ids alone.
    this.addSql(`create unique index "messenger_page_connected_page" on "messenger_page" ("page_id") where "connected"`);
    this.addSql(
      `create unique index "messenger_page_connected_instagram" on "messenger_page" ("instagram_id") where "connected" and "instagram_id" is not null`,
    );
    this.addSql(`create index "messenger_page_facebook_account" on "messenger_page" ("facebook_account_id")`);
  }

  override down(): void {
    this.addSql(`drop table if exists "messenger_page"`);
    this.addSql(`drop table if exists "messenger_facebook_account"`);
  }
}
