import { useEffect } from 'react';
import { loadPluginModule } from '../../plugins/pluginModules';
import { usePluginStore } from '../../plugins/pluginStore';
import { useTextIn } from '../../plugins/pluginText';

/**
 * The declaring plugins' texts (descriptions, field labels, hints), from their web catalogues:
 * asked for here, since a plugin's catalogue comes with its web module. A key the catalogue
 * lacks (or a plugin without a web half) shows `fallback`, never the key.
 */
export function useIntegrationText(pluginIds: readonly string[]): (pluginId: string, key: string | null, fallback: string) => string {
  const text = useTextIn();
  const plugins = usePluginStore((state) => state.plugins);
  const wanted = pluginIds.join(',');
  useEffect(() => {
    const ids = new Set(wanted.split(','));
    for (const plugin of plugins) if (ids.has(plugin.id) && plugin.web) loadPluginModule(plugin).catch(() => undefined);
  }, [plugins, wanted]);
  return (pluginId, key, fallback) => {
    if (!key) return fallback;
    const shown = text(pluginId, key);
    return shown === key ? fallback : shown;
  };
}

/** `default_from_email` → "Default from email": a field's name when its plugin gives no label. */
export function fieldKeyAsLabel(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
