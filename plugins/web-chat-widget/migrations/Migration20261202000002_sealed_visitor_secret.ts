import { Migration, sealedLength } from '@chatmill/sdk';

/**
 * The visitor-signing secret is kept sealed by the vault (longer than the 64 hex characters it
 * was); the host seals the rows stored before, at the first start after this migration.
 */
export class Migration20261202000002_sealed_visitor_secret extends Migration {
  override up(): void {
    this.addSql(`alter table "web_chat_widget_account" alter column "visitor_secret" type varchar(${sealedLength(64) + 16})`);
  }
}
