import { Migration20261130000001_messenger } from './Migration20261130000001_messenger.ts';

/** The plugin's migrations in the order they run, after the core's. */
export const messengerMigrations = [Migration20261130000001_messenger];
