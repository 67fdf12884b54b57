import type { EntityManager } from '@mikro-orm/sql';

/**
 * A step a plugin adds to the getting-started checklist on the owner's home (GET /api/home),
 * e.g. the contacts plugin's "Import your contacts". The host asks `done` on every home load,
 * for the signed-in account only; it must be one cheap statement (an `exists`), and say what
 * the data shows, never what the owner clicked.
 */
export interface PluginHomeStep {
  /** Unique within the plugin, e.g. 'importContacts'. */
  id: string;
  /** A key of the plugin's web catalogue, e.g. 'home.importContacts'. */
  title: string;
  /** The dashboard path where the owner does it (one of the plugin's routes). */
  url: string;
  /** The permission slug the user needs to see the step (usually the route's). */
  slug: string;
  done(em: EntityManager, accountId: number): Promise<boolean>;
}
