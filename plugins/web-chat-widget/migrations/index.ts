import { Migration20261202000001_web_chat_widget } from './Migration20261202000001_web_chat_widget.ts';

/** The plugin's migrations in the order they run, after the core's. */
export const widgetMigrations = [Migration20261202000001_web_chat_widget];
