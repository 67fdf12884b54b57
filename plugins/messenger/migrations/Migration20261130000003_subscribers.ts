import { Migration } from '@chatmill/sdk';

/**
 * Subscribers and defaults (spec 2, 2 "subscribers" and "defaults"):
 *
 * - `messenger_default`: per page, and per its Instagram account, the flow that greets a first
 *   contact and the flow that answers what nothing else does. A deleted flow stops being one.
 * - `messenger_person`: what Meta's User Profile API said of a person who wrote to a page (or
 *   its Instagram account). The flow runtime keeps the subscriber; this row says the platform
 *   was asked, so it is asked once per person, not per message, and the webhook that brings a
 *   known person's message stays one indexed read.
 */
export class Migration20261130000003_subscribers extends Migration {
  override up(): void {
    this.addSql(`create table "messenger_default" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "page_row_id" int not null references "messenger_page" ("id") on delete cascade,
      "platform" varchar(10) not null check ("platform" in ('messenger', 'instagram')),
      "welcome_flow_id" int null references "flow" ("id") on delete set null,
      "default_reply_flow_id" int null references "flow" ("id") on delete set null,
      "updated_at" timestamptz not null default now(),
      constraint "messenger_default_unique" unique ("account_id", "page_row_id", "platform")
    )`);
    this.addSql(`create index "messenger_default_page" on "messenger_default" ("page_row_id")`);
    this.addSql(`create table "messenger_person" (
      "account_id" int not null references "account" ("id") on delete cascade,
      "channel_account_id" varchar(40) not null,
      "psid" varchar(100) not null,
      "first_name" varchar(100) null,
      "last_name" varchar(100) null,
      "name" varchar(200) null,
      "picture" varchar(2000) null,
      "asked_at" timestamptz not null default now(),
      "answered" boolean not null default false,
      primary key ("account_id", "channel_account_id", "psid")
    )`);
  }

  override down(): void {
    this.addSql(`drop table if exists "messenger_person"`);
    this.addSql(`drop table if exists "messenger_default"`);
  }
}
