import type { ComponentType } from 'react';

export type LazyComponent = () => Promise<{ default: ComponentType }>;

/**
 * What a plugin's web entry (`dist/web/index.js`) exports as default. Menu items, route paths,
 * slugs and breadcrumbs live in the server manifest, so the server can filter them by
 * permission; this module brings the code: one lazily loaded screen per route path.
 */
export interface PluginWebModule {
  /** Screens by the route path declared in the manifest's `web.routes`. */
  screens: Record<string, LazyComponent>;
  /** Dashboard widgets by the id declared in `web.widgets`. */
  widgets?: Record<string, LazyComponent>;
  /** Settings panels by the id declared in `web.settingsPanels`. */
  settingsPanels?: Record<string, LazyComponent>;
  /**
   * The plugin's i18n namespace (its id) by locale; en-US is required and complete. A loader
   * resolves to the catalogue or to a module whose default export is it (`import('./en-US.json')`);
   * `localeCatalogue()` unwraps either.
   */
  locales: Record<string, () => Promise<Record<string, unknown>>>;
}

export function definePluginWeb(module: PluginWebModule): PluginWebModule {
  return module;
}
