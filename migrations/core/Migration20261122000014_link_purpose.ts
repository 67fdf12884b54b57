import { Migration } from '@mikro-orm/migrations';

/**
 * A mailed password link is either a reset (the user forgot a password) or an invitation (the
 * user chooses a first one); the screen it opens and its refusals are worded for which. Links
 * already mailed to users without a password were invitations.
 */
export class Migration20261122000014_link_purpose extends Migration {
  override up(): void {
    this.addSql(`alter table "password_reset" add column "purpose" varchar(20) not null default 'reset'`);
    this.addSql(`update "password_reset" r set "purpose" = 'invitation' from "user" u where u.id = r.user_id and u.password_hash is null`);
  }

  override down(): void {
    this.addSql(`alter table "password_reset" drop column "purpose"`);
  }
}
