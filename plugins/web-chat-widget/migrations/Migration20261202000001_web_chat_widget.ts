import { Migration } from '@chatmill/sdk';

/**
 * Widget accounts (spec 2, 3 "Web widget") and the widget's transcript: every message a
 * visitor sent or a flow sent them, kept so that a visitor who reconnects gets what they missed.
 */
export class Migration20261202000001_web_chat_widget extends Migration {
  override up(): void {
    this.addSql(`create table "web_chat_widget_account" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "widget_id" varchar(40) not null,
      "name" varchar(120) not null,
      "title" varchar(60) not null,
      "tagline" varchar(120) not null default '',
      "primary_color" varchar(7) not null,
      "text_color" varchar(7) not null,
      "placement" varchar(5) not null default 'right',
      "open_delay_seconds" int not null default 0,
      "embed_mode" varchar(6) not null default 'bubble',
      "domains" jsonb not null default '[]',
      "favicon_url" varchar(2000) null,
      "logo_url" varchar(2000) null,
      "welcome_flow_id" int null references "flow" ("id") on delete set null,
      "default_reply_flow_id" int null references "flow" ("id") on delete set null,
      "visitor_secret" varchar(64) not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "deleted_at" timestamptz null,
      constraint "web_chat_widget_account_widget_id_unique" unique ("widget_id")
    )`);
    this.addSql(`create index "web_chat_widget_account_account_index" on "web_chat_widget_account" ("account_id") where "deleted_at" is null`);
    this.addSql(`create table "web_chat_widget_message" (
      "id" bigserial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "widget_id" varchar(40) not null references "web_chat_widget_account" ("widget_id") on delete cascade,
      "visitor_id" varchar(64) not null,
      "sender" varchar(8) not null,
      "body" jsonb not null,
      "dedupe_key" varchar(200) not null,
      "created_at" timestamptz not null default now(),
      constraint "web_chat_widget_message_dedupe_unique" unique ("widget_id", "dedupe_key")
    )`);
    this.addSql(`create index "web_chat_widget_message_visitor_index" on "web_chat_widget_message" ("widget_id", "visitor_id", "id")`);
  }

  override down(): void {
    this.addSql(`drop table "web_chat_widget_message"`);
    this.addSql(`drop table "web_chat_widget_account"`);
  }
}
