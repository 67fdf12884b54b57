import { Migration } from '@mikro-orm/migrations';

/**
 * A server without SMTP keeps its mails here instead of sending them (like Rails'
 * letter_opener), so sign-up, invitations and resets work on a laptop; admins read them in the
 * dashboard. Each mail names the brand it was sent for, so a brand's Admins see only theirs.
 */
export class Migration20261122000013_local_mailbox extends Migration {
  override up(): void {
    this.addSql(`create table "local_mail" (
      "id" serial primary key,
      "brand_id" int null references "brand" ("id") on delete cascade,
      "brand_name" varchar(255) not null,
      "to_address" varchar(320) not null,
      "from_address" varchar(600) not null,
      "subject" varchar(1000) not null,
      "text" text not null,
      "html" text null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "local_mail_brand_idx" on "local_mail" ("brand_id", "id")`);
    this.addSql(`create index "local_mail_created_at_idx" on "local_mail" ("created_at")`);
  }

  override down(): void {
    this.addSql(`drop table "local_mail"`);
  }
}
