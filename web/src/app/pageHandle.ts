import { CORE_NS } from '../plugins/pluginText';

/** What the header needs to know about a page: its name and breadcrumbs, as i18n keys in `ns`. */
export interface PageInfo {
  ns: string;
  name: string;
  /** After Home: section, then page. Empty for the dashboard itself. */
  breadcrumbs: readonly string[];
}

/** A route's `handle`: a core page says its texts; a plugin page says where to look them up. */
export type PageHandle = { page: PageInfo } | { pluginPage: { pluginId: string; path: string } };

export function corePage(name: string, breadcrumbs: readonly string[]): PageHandle {
  return { page: { ns: CORE_NS, name, breadcrumbs } };
}
