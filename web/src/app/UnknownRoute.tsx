import type { ComponentType, LazyExoticComponent } from 'react';
import { PluginListFailure } from '../plugins/PluginListFailure';
import { usePluginStore } from '../plugins/pluginStore';
import { useSessionStore } from '../session/sessionStore';

/**
 * A path no route knows, even after the plugin routes were added: the 404 screen. When the
 * plugin list could not be loaded the path may well be a plugin's, so that is said instead.
 */
export function UnknownRoute({ NotFound }: { NotFound: LazyExoticComponent<ComponentType> }) {
  const signedIn = useSessionStore((state) => state.status === 'authenticated');
  const listFailed = usePluginStore((state) => state.status === 'error');
  if (signedIn && listFailed) {
    return (
      <main className="auth-page">
        <PluginListFailure />
      </main>
    );
  }
  return <NotFound />;
}
