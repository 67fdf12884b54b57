import { Migration } from '@mikro-orm/migrations';

/**
 * Uploaded files (core/src/files): one row per file, the account's stored bytes and files
 * counted before each upload, and the key that signs private files' links when no
 * FILES_SIGNING_KEY is set.
 */
export class Migration20261122000021_files extends Migration {
  override up(): void {
    this.addSql(`create table "stored_file" (
      "id" varchar(22) primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "storage_key" varchar(100) not null unique,
      "size" bigint not null check ("size" >= 0),
      "content_type" varchar(100) not null,
      "original_name" varchar(255) not null,
      "visibility" varchar(10) not null check ("visibility" in ('public', 'private')),
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "stored_file_account_idx" on "stored_file" ("account_id", "created_at")`);
    this.addSql(`create table "account_file_usage" (
      "account_id" int primary key references "account" ("id") on delete cascade,
      "bytes" bigint not null default 0 check ("bytes" >= 0),
      "files" int not null default 0 check ("files" >= 0),
      "updated_at" timestamptz not null default now()
    )`);
    this.addSql(`create table "file_signing_key" (
      "id" int primary key check ("id" = 1),
      "secret" varchar(100) not null,
      "created_at" timestamptz not null default now()
    )`);
  }

  override down(): void {
    this.addSql(`drop table "file_signing_key"`);
    this.addSql(`drop table "account_file_usage"`);
    this.addSql(`drop table "stored_file"`);
  }
}
