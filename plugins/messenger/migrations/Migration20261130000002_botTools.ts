import { Migration } from '@chatmill/sdk';

/**
 * Bot tools (spec 2, 3 "Persistent menu record" and 4): per page (and, for ice breakers, its
 * Instagram account) one row per tool with the owner's draft, what was last launched to Meta's
 * Messenger Profile API, and the status. One table with a kind: the four tools live and die the
 * same way, and their drafts are small documents the API validates.
 */
export class Migration20261130000002_botTools extends Migration {
  override up(): void {
    this.addSql(`create table "messenger_bot_tool" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "page_row_id" int not null references "messenger_page" ("id") on delete cascade,
      "platform" varchar(10) not null check ("platform" in ('messenger', 'instagram')),
      "kind" varchar(20) not null check ("kind" in ('persistentMenu', 'welcomeMessage', 'iceBreakers', 'getStarted')),
      "status" varchar(10) not null default 'draft' check ("status" in ('draft', 'launched', 'disabled')),
      "draft" jsonb not null,
      "launched_draft" jsonb null,
      "launched_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "messenger_bot_tool_unique" unique ("account_id", "page_row_id", "platform", "kind")
    )`);
    this.addSql(`create index "messenger_bot_tool_page" on "messenger_bot_tool" ("page_row_id")`);
  }

  override down(): void {
    this.addSql(`drop table if exists "messenger_bot_tool"`);
  }
}
