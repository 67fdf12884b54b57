import { Migration20261201000001_contacts } from './Migration20261201000001_contacts.ts';
import { Migration20261201000002_shared_tags } from './Migration20261201000002_shared_tags.ts';

/** The plugin's migrations in the order they run, after the core's. */
export const contactsMigrations = [Migration20261201000001_contacts, Migration20261201000002_shared_tags];
