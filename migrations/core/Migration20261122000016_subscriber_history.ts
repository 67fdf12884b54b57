import { Migration } from '@mikro-orm/migrations';

/**
 * A subscriber's profile pages through their conversation, newest first (core/src/flows/
 * subscriberHistoryReader.ts): what they sent, by their id on the channel account and time, and
 * what was sent to them, by subscriber and time. Without these a profile reads every event of
 * the account.
 */
export class Migration20261122000016_subscriber_history extends Migration {
  override up(): void {
    this.addSql(
      `create index "inbound_event_subscriber_index" on "inbound_event" ("account_id", "channel", "channel_account_id", "subscriber_external_id", "received_at")`,
    );
    this.addSql(`create index "outbound_message_history_index" on "outbound_message" ("subscriber_id", "created_at")`);
  }

  override down(): void {
    this.addSql(`drop index "inbound_event_subscriber_index"`);
    this.addSql(`drop index "outbound_message_history_index"`);
  }
}
