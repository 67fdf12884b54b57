import { Migration } from '@mikro-orm/migrations';

/**
 * Flow sharing (spec 2, 3 and 5): suitcases that group an account's flows, and shares of a flow
 * or a suitcase with another account (found by its login email), which let that account import
 * the flows. A share row belongs to the giving account (`account_id`); the receiving account is
 * `shared_with_account_id`, found by the login email the owner typed (`shared_with_email`).
 */
export class Migration20261122000010_flow_sharing extends Migration {
  override up(): void {
    this.addSql(`create table "flow_suitcase" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "name" varchar(200) not null,
      "created_by_user_id" int null references "user" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "flow_suitcase_account_index" on "flow_suitcase" ("account_id")`);
    // A suitcase can only be deleted when it has no live flows; deleted flows (kept for undo) just leave it.
    this.addSql(
      `alter table "flow" add constraint "flow_suitcase_id_foreign" foreign key ("suitcase_id") references "flow_suitcase" ("id") on delete set null`,
    );
    this.addSql(`create index "flow_suitcase_index" on "flow" ("suitcase_id") where "suitcase_id" is not null`);

    this.addSql(`create table "flow_share" (
      "id" serial primary key,
      "flow_id" int not null references "flow" ("id") on delete cascade,
      "account_id" int not null references "account" ("id") on delete cascade,
      "shared_with_account_id" int not null references "account" ("id") on delete cascade,
      "shared_with_email" varchar(254) not null,
      "shared_by_user_id" int null references "user" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      constraint "flow_share_unique" unique ("flow_id", "shared_with_account_id")
    )`);
    this.addSql(`create index "flow_share_receiver_index" on "flow_share" ("shared_with_account_id")`);

    this.addSql(`create table "flow_suitcase_share" (
      "id" serial primary key,
      "suitcase_id" int not null references "flow_suitcase" ("id") on delete cascade,
      "account_id" int not null references "account" ("id") on delete cascade,
      "shared_with_account_id" int not null references "account" ("id") on delete cascade,
      "shared_with_email" varchar(254) not null,
      "shared_by_user_id" int null references "user" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      constraint "flow_suitcase_share_unique" unique ("suitcase_id", "shared_with_account_id")
    )`);
    this.addSql(`create index "flow_suitcase_share_receiver_index" on "flow_suitcase_share" ("shared_with_account_id")`);
  }

  override down(): void {
    this.addSql(`drop table "flow_suitcase_share"`);
    this.addSql(`drop table "flow_share"`);
    this.addSql(`drop index "flow_suitcase_index"`);
    this.addSql(`alter table "flow" drop constraint "flow_suitcase_id_foreign"`);
    this.addSql(`drop table "flow_suitcase"`);
  }
}
