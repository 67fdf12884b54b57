import { audienceTables, Migration } from '@chatmill/sdk';

/**
 * Contacts' tags move into the account's one tag catalogue (the core's `tag` table, shared
 * through the SDK's `audienceTables`), so the tags flows put on subscribers and the tags of
 * contacts are the same tags. Links keep pointing at the same names; a name both had becomes
 * one tag.
 */
export class Migration20261201000002_shared_tags extends Migration {
  override up(): void {
    const tag = audienceTables.tag;
    this.addSql(`insert into "${tag}" ("account_id", "group_name", "created_at")
      select "account_id", "group_name", "created_at" from "contacts_tag" on conflict do nothing`);
    // A new link table rather than an update in place: renumbering ids one row at a time could
    // meet a pair not renumbered yet and break the primary key.
    this.addSql(`create table "contacts_contact_tag_shared" (
      "contact_id" int not null references "contacts_contact" ("id") on delete cascade,
      "tag_id" int not null references "${tag}" ("id") on delete cascade,
      primary key ("contact_id", "tag_id")
    )`);
    this.addSql(`insert into "contacts_contact_tag_shared" ("contact_id", "tag_id")
      select l."contact_id", g."id" from "contacts_contact_tag" l
      join "contacts_tag" o on o."id" = l."tag_id"
      join "${tag}" g on g."account_id" = o."account_id" and lower(g."group_name") = lower(o."group_name")`);
    this.addSql(`drop table "contacts_contact_tag"`);
    this.addSql(`alter table "contacts_contact_tag_shared" rename to "contacts_contact_tag"`);
    this.addSql(`create index "contacts_contact_tag_tag_idx" on "contacts_contact_tag" ("tag_id")`);
    this.addSql(`drop table "contacts_tag"`);
  }

  override down(): void {
    // The catalogue stays the core's; contacts get a table of their own again with the names they use.
    this.addSql(`create table "contacts_tag" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "group_name" varchar(120) not null,
      "created_at" timestamptz not null default now()
    )`);
    this.addSql(`create unique index "contacts_tag_group_name_unique" on "contacts_tag" ("account_id", lower("group_name"))`);
    this.addSql(`insert into "contacts_tag" ("id", "account_id", "group_name", "created_at")
      select g."id", g."account_id", g."group_name", g."created_at" from "${audienceTables.tag}" g where exists (select 1 from "contacts_contact_tag" l where l."tag_id" = g."id")`);
    this.addSql(`select setval(pg_get_serial_sequence('contacts_tag', 'id'), greatest((select max("id") from "contacts_tag"), 1))`);
    // The link table's constraint names follow the table it was created as.
    this.addSql(`alter table "contacts_contact_tag" drop constraint "contacts_contact_tag_shared_tag_id_fkey"`);
    this.addSql(
      `alter table "contacts_contact_tag" add constraint "contacts_contact_tag_tag_id_fkey" foreign key ("tag_id") references "contacts_tag" ("id") on delete cascade`,
    );
  }
}
