import type { RouteObject } from 'react-router';
import type { PageHandle } from '../app/pageHandle';
import { lazyScreen } from '../app/lazyScreen';
import { isPublicPath } from '../session/publicPaths';
import { useSessionStore } from '../session/sessionStore';
import { loadPlugins } from './pluginStore';

/** The id of the logged-in layout route; plugin routes are added as its children. */
export const APP_LAYOUT_ROUTE_ID = 'app-layout';

// The frame around plugin screens (loader, error card, HostContext) loads with the first plugin route.
const PluginRouteScreen = lazyScreen(() => import('./PluginRouteScreen'));

const patched = new Set<string>();

interface Discovery {
  path: string;
  signal: AbortSignal;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}

/**
 * The router's `patchRoutesOnNavigation`: on the way to a path the core routes do not know,
 * load the session and the plugin list, then add every plugin route the user has as a child
 * of the logged-in layout. Paths still unknown after that end on the 404 screen.
 */
export async function discoverPluginRoutes({ path, signal, patch }: Discovery): Promise<void> {
  if (isPublicPath(path)) return;
  const session = useSessionStore.getState();
  if (session.status === 'unknown' || session.status === 'loading') await session.loadSession();
  const { status, user } = useSessionStore.getState();
  if (status !== 'authenticated' || !user) return;
  const plugins = await loadPlugins(user.id);
  if (!plugins || signal.aborted) return;

  const routes: RouteObject[] = [];
  for (const plugin of plugins) {
    for (const route of plugin.web?.routes ?? []) {
      const id = `plugin:${plugin.id}:${route.path}`;
      if (patched.has(id)) continue;
      patched.add(id);
      const handle: PageHandle = { pluginPage: { pluginId: plugin.id, path: route.path } };
      routes.push({ id, path: route.path, handle, element: <PluginRouteScreen pluginId={plugin.id} path={route.path} /> });
    }
  }
  if (routes.length > 0) patch(APP_LAYOUT_ROUTE_ID, routes);
}
