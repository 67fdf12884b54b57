import { Migration20261202000001_web_chat_widget } from './Migration20261202000001_web_chat_widget.ts';
import { Migration20261202000002_sealed_visitor_secret } from './Migration20261202000002_sealed_visitor_secret.ts';

/** The plugin's migrations in the order they run, after the core's. */
export const widgetMigrations = [Migration20261202000001_web_chat_widget, Migration20261202000002_sealed_visitor_secret];
