import { Migration } from '@mikro-orm/migrations';

/**
 * Failed sends the owner sees (sdk/README.md 14.9 "Failed sends"): an outbound message given up
 * keeps, beside its reason (`error`), the kind of failure (the channel refused to render it, the
 * platform refused it for good, every retry failed, the messaging window had closed, the channel
 * is gone), which the conversation history shows and the flow stats count per node. Messages
 * that failed before keep a null kind. The flow stats read failures per node through a partial
 * index, which costs nothing for the messages that go out.
 */
export class Migration20261122000024_failed_sends extends Migration {
  override up(): void {
    this.addSql(`alter table "outbound_message" add column "failure" varchar(20) null
      check ("failure" in ('unrenderable', 'refused', 'retriesUsedUp', 'outsideWindow', 'channelGone'))`);
    this.addSql(`create index "outbound_message_failed_index" on "outbound_message" ("flow_id", "node_id") where "state" = 'failed'`);
  }

  override down(): void {
    this.addSql(`drop index "outbound_message_failed_index"`);
    this.addSql(`alter table "outbound_message" drop column "failure"`);
  }
}
