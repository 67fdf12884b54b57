import { Migration } from '@mikro-orm/migrations';

/**
 * What flows insert into their texts (`{{first_name}}`, `{{email}}`, `{{date}}`...): the name
 * in two parts, email and phone (a User Input saves them, or a platform gives them), and the
 * locale and time zone dates are told in.
 */
export class Migration20261122000015_subscriber_fields extends Migration {
  override up(): void {
    this.addSql(`alter table "subscriber"
      add column "first_name" varchar(100) null,
      add column "last_name" varchar(100) null,
      add column "email" varchar(254) null,
      add column "phone" varchar(32) null,
      add column "locale" varchar(20) null,
      add column "time_zone" varchar(64) null`);
  }

  override down(): void {
    this.addSql(
      `alter table "subscriber" drop column "first_name", drop column "last_name", drop column "email", drop column "phone", drop column "locale", drop column "time_zone"`,
    );
  }
}
