/**
 * What a `locales` loader of a plugin resolves to: the catalogue itself, or a module whose
 * default export is the catalogue (`() => import('./i18n/en-US.json')`). The shell calls this
 * before `i18next.addResourceBundle(locale, pluginId, catalogue)`.
 */
export function localeCatalogue(loaded: unknown): Record<string, unknown> {
  if (typeof loaded !== 'object' || loaded === null) return {};
  const module = loaded as { default?: unknown; [Symbol.toStringTag]?: unknown };
  const isModule = module[Symbol.toStringTag] === 'Module';
  if ((isModule || 'default' in module) && typeof module.default === 'object' && module.default !== null) {
    return module.default as Record<string, unknown>;
  }
  return loaded as Record<string, unknown>;
}
