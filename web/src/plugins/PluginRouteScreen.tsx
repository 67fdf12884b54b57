import { Navigate } from 'react-router';
import { NO_ACCESS_PATH } from '../app/guardPaths';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { PageLoader } from '../components/PageLoader';
import { useSessionStore } from '../session/sessionStore';
import { canAccess } from './hostServices';
import { PluginListFailure } from './PluginListFailure';
import { usePluginStore } from './pluginStore';
import { PluginSurface } from './PluginSurface';
import { useTextIn } from './pluginText';

/** A plugin route: the plugin's screen for that path, if this user may open it. */
export default function PluginRouteScreen({ pluginId, path }: { pluginId: string; path: string }) {
  const status = usePluginStore((state) => state.status);
  const plugin = usePluginStore((state) => state.plugins.find((entry) => entry.id === pluginId));
  const user = useSessionStore((state) => state.user);
  const text = useTextIn();
  const route = plugin?.web?.routes.find((entry) => entry.path === path);
  useDocumentTitle(route ? text(pluginId, route.name) : '');

  if (!plugin || !route) {
    if (status === 'error') return <PluginListFailure />;
    if (status !== 'ready') return <PageLoader />;
    // Added for an earlier user of this tab, or the plugin was switched off since.
    return <Navigate to={NO_ACCESS_PATH} replace />;
  }
  if (!canAccess(user, route.slug, 'read')) return <Navigate to={NO_ACCESS_PATH} replace />;
  return <PluginSurface key={`${pluginId}|${path}`} plugin={plugin} kind="screens" id={path} variant="screen" />;
}
