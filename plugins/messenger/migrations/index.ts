import { Migration20261130000001_messenger } from './Migration20261130000001_messenger.ts';
import { Migration20261130000002_botTools } from './Migration20261130000002_botTools.ts';
import { Migration20261130000003_subscribers } from './Migration20261130000003_subscribers.ts';
import { Migration20261130000004_commentReply } from './Migration20261130000004_commentReply.ts';

/** The plugin's migrations in the order they run, after the core's. */
export const messengerMigrations = [
  Migration20261130000001_messenger,
  Migration20261130000002_botTools,
  Migration20261130000003_subscribers,
  Migration20261130000004_commentReply,
];
