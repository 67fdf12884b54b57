import { Migration } from '@chatmill/sdk';

/** Contacts, books, tags, their links, and CSV imports; every row belongs to one account. */
export class Migration20261201000001_contacts extends Migration {
  override up(): void {
    this.addSql(`create table "contacts_contact" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "first_name" varchar(120) not null default '',
      "last_name" varchar(120) not null default '',
      "email" varchar(254) null,
      "phone" varchar(16) null,
      "status" varchar(20) not null default 'Active' check ("status" in ('Active', 'Unsubscribed', 'Good', 'Bounced', 'Complaint')),
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "deleted_at" timestamptz null
    )`);
    // Deleted contacts wait for undo; they must not block a new contact with the same email.
    this.addSql(
      `create unique index "contacts_contact_email_unique" on "contacts_contact" ("account_id", "email") where "deleted_at" is null and "email" is not null`,
    );
    this.addSql(`create index "contacts_contact_account_created_idx" on "contacts_contact" ("account_id", "created_at")`);

    this.addSql(`create table "contacts_book" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "name" varchar(120) not null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create unique index "contacts_book_name_unique" on "contacts_book" ("account_id", lower("name"))`);

    this.addSql(`create table "contacts_tag" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "group_name" varchar(120) not null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create unique index "contacts_tag_group_name_unique" on "contacts_tag" ("account_id", lower("group_name"))`);

    this.addSql(`create table "contacts_contact_book" (
      "contact_id" int not null references "contacts_contact" ("id") on delete cascade,
      "book_id" int not null references "contacts_book" ("id") on delete cascade,
      primary key ("contact_id", "book_id")
    )`);
    this.addSql(`create index "contacts_contact_book_book_idx" on "contacts_contact_book" ("book_id")`);

    this.addSql(`create table "contacts_contact_tag" (
      "contact_id" int not null references "contacts_contact" ("id") on delete cascade,
      "tag_id" int not null references "contacts_tag" ("id") on delete cascade,
      primary key ("contact_id", "tag_id")
    )`);
    this.addSql(`create index "contacts_contact_tag_tag_idx" on "contacts_contact_tag" ("tag_id")`);

    this.addSql(`create table "contacts_import" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "user_id" int null references "user" ("id") on delete set null,
      "status" varchar(10) not null default 'queued' check ("status" in ('queued', 'running', 'done', 'failed')),
      "csv" text not null,
      "mapping" jsonb not null,
      "book_id" int null references "contacts_book" ("id") on delete set null,
      "total_rows" int not null default 0,
      "processed" int not null default 0,
      "imported" int not null default 0,
      "failed" int not null default 0,
      "errors" jsonb not null default '[]',
      "message" varchar(400) null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "finished_at" timestamptz null
    )`);
    this.addSql(`create index "contacts_import_account_idx" on "contacts_import" ("account_id", "created_at")`);
  }

  override down(): void {
    for (const table of ['contacts_import', 'contacts_contact_tag', 'contacts_contact_book', 'contacts_tag', 'contacts_book', 'contacts_contact']) {
      this.addSql(`drop table "${table}"`);
    }
  }
}
