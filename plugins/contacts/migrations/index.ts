import { Migration20261201000001_contacts } from './Migration20261201000001_contacts.ts';

/** The plugin's migrations in the order they run, after the core's. */
export const contactsMigrations = [Migration20261201000001_contacts];
