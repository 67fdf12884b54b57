import { Migration } from '@chatmill/sdk';

/**
 * Comment auto-reply (spec 2, 2 comment-reply; 9 "comment automation"): an account's rules per
 * page or Instagram account (one post or all), each comment a rule answered once (its progress
 * kept, so a job run again finishes what is left and repeats nothing), and the window that
 * counts the owner's own calls to Facebook ('Too many Facebook requests', 10 per 10 minutes).
 */
export class Migration20261130000004_commentReply extends Migration {
  override up(): void {
    this.addSql(`create table "messenger_comment_rule" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "channel_account_id" varchar(40) not null,
      "post_id" varchar(120) null,
      "keywords" jsonb not null default '[]',
      "offensive_words" jsonb not null default '[]',
      "offensive_action" varchar(10) not null default 'hide',
      "public_reply" text null,
      "private_reply" text null,
      "flow_id" int null,
      "flow_button" varchar(20) null,
      "enabled" boolean not null default true,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "messenger_comment_rule_action" check ("offensive_action" in ('hide', 'delete'))
    )`);
    this.addSql(`create index "messenger_comment_rule_account" on "messenger_comment_rule" ("account_id", "channel_account_id")`);
    // One row per comment a rule took: the unique key makes a repeated delivery find the work already done.
    this.addSql(`create table "messenger_comment_handled" (
      "account_id" int not null references "account" ("id") on delete cascade,
      "comment_id" varchar(120) not null,
      "rule_id" int null,
      "counted" boolean not null default false,
      "limit_reached" boolean not null default false,
      "moderated" boolean not null default false,
      "public_replied" boolean not null default false,
      "private_replied" boolean not null default false,
      "created_at" timestamptz not null default now(),
      primary key ("account_id", "comment_id")
    )`);
    this.addSql(`create table "messenger_facebook_request_window" (
      "account_id" int primary key references "account" ("id") on delete cascade,
      "count" int not null,
      "window_ends_at" timestamptz not null
    )`);
  }

  override down(): void {
    this.addSql(`drop table if exists "messenger_facebook_request_window"`);
    this.addSql(`drop table if exists "messenger_comment_handled"`);
    this.addSql(`drop table if exists "messenger_comment_rule"`);
  }
}
