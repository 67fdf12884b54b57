import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { isAdminUser } from '../layout/menuModel';
import { canAccess } from '../plugins/hostServices';
import { NO_ACCESS_PATH } from './guardPaths';
import { isPreloadable } from './lazyScreen';
import { useSessionStore } from '../session/sessionStore';

/**
 * A core screen behind a permission slug, or the admin role: anyone else gets the No Access
 * screen (spec 2.1), as for plugin screens. The server refuses their calls regardless.
 */
export function guardedScreen(Screen: ComponentType, slug: string): ComponentType {
  function Guarded() {
    const user = useSessionStore((state) => state.user);
    const allowed = slug === 'admin' ? isAdminUser(user) : canAccess(user, slug, 'read');
    return allowed ? <Screen /> : <Navigate to={NO_ACCESS_PATH} replace />;
  }
  Guarded.displayName = `Guarded(${slug})`;
  return isPreloadable(Screen) ? Object.assign(Guarded, { preload: Screen.preload }) : Guarded;
}
