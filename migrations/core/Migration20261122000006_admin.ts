import { Migration } from '@mikro-orm/migrations';

/**
 * The admin area (spec 1, 2.2 and 6; spec 3, 3, 4 and 9): deactivated users, the moment an
 * account's package was changed (for the 'New Package Activated!' notice), and the
 * notifications admins send to the users of a brand, with who read which.
 */
export class Migration20261122000006_admin extends Migration {
  override up(): void {
    // Set: the user may not sign in and has no live session; null: active.
    this.addSql(`alter table "user" add column "deactivated_at" timestamptz null`);
    this.addSql(`alter table "account" add column "package_changed_at" timestamptz null`);
    // Reports count sign-ups and last logins per brand and day.
    this.addSql(`create index "user_brand_created_idx" on "user" ("brand_id", "created_at")`);
    this.addSql(`create table "notification" (
      "id" serial primary key,
      "brand_id" int not null references "brand" ("id") on delete cascade,
      "subject" varchar(200) not null,
      "type" varchar(20) not null check ("type" in ('Announcements', 'Tips', 'Warning', 'Educational')),
      "content" text not null,
      "audience" varchar(4) not null check ("audience" in ('all', 'user')),
      "recipient_user_id" int null references "user" ("id") on delete cascade,
      "created_by_user_id" int null references "user" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "notification_recipient_check" check (("audience" = 'user') = ("recipient_user_id" is not null))
    )`);
    this.addSql(`create index "notification_brand_idx" on "notification" ("brand_id", "created_at")`);
    this.addSql(`create index "notification_recipient_idx" on "notification" ("recipient_user_id")`);
    // One row per user who read a notification: read/unread is per user (spec 3, 4).
    this.addSql(`create table "notification_read" (
      "notification_id" int not null references "notification" ("id") on delete cascade,
      "user_id" int not null references "user" ("id") on delete cascade,
      "read_at" timestamptz not null default now(),
      primary key ("notification_id", "user_id")
    )`);
    this.addSql(`create index "notification_read_user_idx" on "notification_read" ("user_id")`);
  }

  override down(): void {
    this.addSql(`drop table "notification_read"`);
    this.addSql(`drop table "notification"`);
    this.addSql(`drop index "user_brand_created_idx"`);
    this.addSql(`alter table "account" drop column "package_changed_at"`);
    this.addSql(`alter table "user" drop column "deactivated_at"`);
  }
}
