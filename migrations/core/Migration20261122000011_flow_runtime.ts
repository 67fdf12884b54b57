import { Migration } from '@mikro-orm/migrations';

/**
 * The flow runtime (spec 2; architecture "Flow runtime", "Inbound is thin", "Outbound is
 * idempotent"): subscribers with their tags and custom variables, every inbound event stored
 * once, a conversation state per subscriber and flow, every outbound message with its
 * idempotency key and delivery state, and button clicks for the flow stats.
 */
export class Migration20261122000011_flow_runtime extends Migration {
  override up(): void {
    this.addSql(`create table "subscriber" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "channel" varchar(20) not null,
      "channel_account_id" varchar(200) not null,
      "external_id" varchar(200) not null,
      "name" varchar(200) not null default '',
      "gender" varchar(10) null,
      "last_interaction_at" timestamptz null,
      "takeover_until" timestamptz null,
      "tags" text[] not null default '{}',
      "variables" jsonb not null default '{}',
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "subscriber_external_unique" unique ("account_id", "channel", "channel_account_id", "external_id")
    )`);

    this.addSql(`create table "custom_variable" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "name" varchar(100) not null,
      "variable_key" varchar(40) not null,
      "is_native" boolean not null default false,
      "scope" varchar(10) not null default 'user' check ("scope" in ('user', 'global')),
      "global_value" varchar(500) null,
      "fallback" varchar(500) null,
      "created_at" timestamptz not null default now(),
      constraint "custom_variable_key_unique" unique ("account_id", "variable_key")
    )`);

    this.addSql(`create table "inbound_event" (
      "id" bigserial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "channel" varchar(20) not null,
      "channel_account_id" varchar(200) not null,
      "event_id" varchar(200) not null,
      "subscriber_external_id" varchar(200) not null,
      "kind" varchar(20) not null,
      "payload" jsonb not null,
      "received_at" timestamptz not null default now(),
      "processed_at" timestamptz null,
      constraint "inbound_event_unique" unique ("channel", "channel_account_id", "event_id")
    )`);
    this.addSql(
      `create index "inbound_event_pending_index" on "inbound_event" ("account_id", "channel", "channel_account_id", "subscriber_external_id", "id") where "processed_at" is null`,
    );

    this.addSql(`create table "conversation" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "subscriber_id" int not null references "subscriber" ("id") on delete cascade,
      "flow_id" int not null references "flow" ("id") on delete cascade,
      "flow_version" int not null,
      "current_node" varchar(64) null,
      "waiting_for" varchar(10) null check ("waiting_for" in ('input', 'time', 'takeover')),
      "wait_handle" varchar(100) null,
      "wait_until" timestamptz null,
      "wait_job_key" varchar(200) null,
      "step" int not null default 0,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "conversation_subscriber_flow_unique" unique ("subscriber_id", "flow_id")
    )`);
    this.addSql(`create index "conversation_waiting_index" on "conversation" ("subscriber_id", "waiting_for", "updated_at")`);

    this.addSql(`create table "outbound_message" (
      "id" bigserial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "subscriber_id" int not null references "subscriber" ("id") on delete cascade,
      "channel" varchar(20) not null,
      "channel_account_id" varchar(200) not null,
      "flow_id" int null references "flow" ("id") on delete set null,
      "flow_version" int null,
      "node_id" varchar(64) null,
      "idempotency_key" varchar(200) not null,
      "step_key" varchar(200) not null,
      "position" int not null,
      "message" jsonb not null,
      "state" varchar(10) not null default 'pending' check ("state" in ('pending', 'sending', 'sent', 'failed')),
      "platform_message_id" varchar(200) null,
      "error" text null,
      "attempts" int not null default 0,
      -- A send job holds the message until then; a job that finds a live hold leaves the message to it.
      "claimed_until" timestamptz null,
      "created_at" timestamptz not null default now(),
      "sent_at" timestamptz null,
      "delivered_at" timestamptz null,
      "read_at" timestamptz null,
      constraint "outbound_message_idempotency_unique" unique ("idempotency_key")
    )`);
    this.addSql(`create index "outbound_message_flow_index" on "outbound_message" ("flow_id")`);
    // A subscriber's messages leave one at a time, oldest first: the send queue looks for the next one here.
    this.addSql(`create index "outbound_message_queue_index" on "outbound_message" ("subscriber_id", "id") where "state" in ('pending', 'sending')`);
    this.addSql(`create index "outbound_message_platform_index" on "outbound_message" ("channel", "channel_account_id", "platform_message_id")`);
    this.addSql(`create index "outbound_message_subscriber_index" on "outbound_message" ("subscriber_id", "sent_at")`);

    this.addSql(`create table "flow_click" (
      "id" bigserial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "flow_id" int not null references "flow" ("id") on delete cascade,
      "node_id" varchar(64) not null,
      "handle" varchar(100) not null,
      "subscriber_id" int not null references "subscriber" ("id") on delete cascade,
      "clicked_at" timestamptz not null default now()
    )`);
    this.addSql(`create index "flow_click_flow_index" on "flow_click" ("flow_id", "node_id", "handle")`);

    // Sequences themselves come with the sequences feature; a flow's Action records who joined or left one.
    this.addSql(`create table "sequence_subscription" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "subscriber_id" int not null references "subscriber" ("id") on delete cascade,
      "sequence_id" varchar(64) not null,
      "subscribed_at" timestamptz not null default now(),
      "unsubscribed_at" timestamptz null,
      constraint "sequence_subscription_unique" unique ("subscriber_id", "sequence_id")
    )`);

    // One-time notification requests (Messenger OTN): the opt-in token arrives later with the subscriber's click.
    this.addSql(`create table "otn_request" (
      "id" serial primary key,
      "account_id" int not null references "account" ("id") on delete cascade,
      "subscriber_id" int not null references "subscriber" ("id") on delete cascade,
      "flow_id" int null references "flow" ("id") on delete set null,
      "node_id" varchar(64) not null,
      "title" varchar(100) not null,
      "topic" varchar(100) not null default '',
      "requested_at" timestamptz not null default now(),
      "opted_in_at" timestamptz null
    )`);
  }

  override down(): void {
    for (const table of [
      'otn_request',
      'sequence_subscription',
      'flow_click',
      'outbound_message',
      'conversation',
      'inbound_event',
      'custom_variable',
      'subscriber',
    ]) {
      this.addSql(`drop table "${table}"`);
    }
  }
}
