import { useMatches } from 'react-router';
import { usePluginStore } from '../plugins/pluginStore';
import type { PageHandle, PageInfo } from './pageHandle';

function isPageHandle(value: unknown): value is PageHandle {
  return typeof value === 'object' && value !== null && ('page' in value || 'pluginPage' in value);
}

/** The page on screen (the deepest route with a page handle), or null (404, no-access, ...). */
export function useCurrentPage(): PageInfo | null {
  const matches = useMatches();
  const plugins = usePluginStore((state) => state.plugins);
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (!isPageHandle(handle)) continue;
    if ('page' in handle) return handle.page;
    const { pluginId, path } = handle.pluginPage;
    const route = plugins.find((plugin) => plugin.id === pluginId)?.web?.routes.find((r) => r.path === path);
    return route ? { ns: pluginId, name: route.name, breadcrumbs: route.breadcrumbs } : null;
  }
  return null;
}
