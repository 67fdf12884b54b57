import { Migration } from '@mikro-orm/migrations';

/**
 * Spec 1, 2.4 and 3.1: the menu differs for accounts by who brought them (referred_by) and for
 * sessions opened with a reseller's master password (is_proxy). Existing accounts are referred
 * by their brand's reseller, or by the platform admin (user 1) on the platform's own brands.
 */
export class Migration20261122000008_referral_and_proxy extends Migration {
  override up(): void {
    this.addSql(`alter table "account" add column "referred_by_user_id" int null references "user" ("id") on delete set null`);
    this.addSql(`alter table "session" add column "proxy" boolean not null default false`);
    this.addSql(`update "account" a
        set "referred_by_user_id" = coalesce((select oa.owner_user_id from "brand" b join "account" oa on oa.id = b.owner_account_id where b.id = a.brand_id),
                                             (select u.id from "user" u where u.id = 1))`);
  }

  override down(): void {
    this.addSql(`alter table "session" drop column "proxy"`);
    this.addSql(`alter table "account" drop column "referred_by_user_id"`);
  }
}
