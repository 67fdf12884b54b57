import { Migration } from '@mikro-orm/migrations';

/**
 * At most one default package per brand, enforced by the database: the session query joins
 * the brand's default package directly (instead of looking it up per row), which needs it unique.
 */
export class Migration20261122000007_one_default_package extends Migration {
  override up(): void {
    this.addSql(`create unique index "package_brand_default_unique" on "package" ("brand_id") where "is_default"`);
  }

  override down(): void {
    this.addSql(`drop index "package_brand_default_unique"`);
  }
}
