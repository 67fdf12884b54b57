import { Migration } from '@mikro-orm/migrations';

/**
 * One tag catalogue per account, shared by the flow runtime and the Contacts plugin through the
 * SDK (spec 2, 3 "Tag: id, group_name, page_id"): subscribers link to its tags by id, as
 * contacts do, so a rename or a delete in one place is seen everywhere. The tags subscribers
 * had as names move into the catalogue. OTN opt-ins keep the platform's one-time token.
 */
export class Migration20261122000012_audience extends Migration {
  override up(): void {
    this.addSql(`create table "tag" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "group_name" varchar(120) not null,
      "page_id" varchar(200) null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create unique index "tag_group_name_unique" on "tag" ("account_id", lower("group_name"))`);

    this.addSql(`create table "subscriber_tag" (
      "subscriber_id" int not null references "subscriber" ("id") on delete cascade,
      "tag_id" int not null references "tag" ("id") on delete cascade,
      primary key ("subscriber_id", "tag_id")
    )`);
    this.addSql(`create index "subscriber_tag_tag_idx" on "subscriber_tag" ("tag_id")`);

    this.addSql(`insert into "tag" ("account_id", "group_name")
      select distinct on (s."account_id", lower(t.name)) s."account_id", t.name
      from "subscriber" s cross join lateral unnest(s."tags") as t(name)
      where trim(t.name) <> ''
      on conflict do nothing`);
    this.addSql(`insert into "subscriber_tag" ("subscriber_id", "tag_id")
      select s."id", g."id" from "subscriber" s cross join lateral unnest(s."tags") as t(name)
      join "tag" g on g."account_id" = s."account_id" and lower(g."group_name") = lower(t.name)
      on conflict do nothing`);
    this.addSql(`alter table "subscriber" drop column "tags"`);

    this.addSql(`alter table "otn_request" add column "token" varchar(500) null`);
  }

  override down(): void {
    this.addSql(`alter table "otn_request" drop column "token"`);
    this.addSql(`alter table "subscriber" add column "tags" text[] not null default '{}'`);
    this.addSql(
      `update "subscriber" s set "tags" = array(select g."group_name" from "subscriber_tag" st join "tag" g on g."id" = st."tag_id" where st."subscriber_id" = s."id" order by g."group_name")`,
    );
    this.addSql(`drop table "subscriber_tag"`);
    this.addSql(`drop table "tag"`);
  }
}
