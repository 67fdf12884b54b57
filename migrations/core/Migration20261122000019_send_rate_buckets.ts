import { Migration } from '@mikro-orm/migrations';

/**
 * The outbound rate limits shared by every worker process on this database
 * (core/src/flows/runtime/sendRateBuckets.ts): one row per channel account, and one per recipient of a channel that limits sends per recipient (the account's row has recipient '').
 * A bucket is a single timestamp, its theoretical arrival time (GCRA): the moment it would be
 * full again. A row whose moment has passed says nothing a missing row does not, so rows are
 * pruned then; no index on it, so the hot account rows stay HOT-updatable.
 */
export class Migration20261122000019_send_rate_buckets extends Migration {
  override up(): void {
    this.addSql(`create table "send_rate_bucket" (
      "account_key" varchar(400) not null,
      "recipient_key" varchar(400) not null default '',
      "full_at" timestamptz not null,
      primary key ("account_key", "recipient_key")
    )`);
  }

  override down(): void {
    this.addSql(`drop table "send_rate_bucket"`);
  }
}
