import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { whenIdle } from '../app/whenIdle';
import { Brand } from '../components/Brand';
import { PageLoader } from '../components/PageLoader';
import { requestPlugins } from '../plugins/pluginStore';
import { startRealtime, stopRealtime } from '../realtime/connection';
import { useSessionStore } from '../session/sessionStore';
import { ensureUsage } from '../session/usageStore';
import { AppHeader } from './AppHeader';
import { LeaveGuard } from './LeaveGuard';
import { SideNav } from './SideNav';
import { useStarredPages } from './starredPages';

/**
 * The logged-in frame: side menu, header, content. It owns the realtime socket so every
 * logged-in screen hears `session.invalidated`, not only the dashboard.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const loadStars = useStarredPages((state) => state.loadFor);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // Stable, so the side menu's memoised items are not redrawn with every render of the frame.
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => {
    startRealtime();
    return stopRealtime;
  }, []);

  useEffect(() => {
    if (userId !== null) loadStars(userId);
  }, [userId, loadStars]);

  // The plugin list (the menu's plugin entries, the widgets) and the usage (the new-package
  // notice) are no part of the first screen: asked for at start, they and what they bring
  // (plugin modules, widgets) sat in the first load. They come once the page has a moment
  // after the frame is drawn; what cannot wait asks for them itself (usePluginListNow, useHostServices).
  useEffect(() => {
    if (userId === null) return undefined;
    return whenIdle(() => {
      requestPlugins(userId);
      ensureUsage();
    });
  }, [userId]);

  // On a narrow screen the menu closes once the user has gone somewhere, or on Escape.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className={`app-shell${menuOpen ? ' is-menu-open' : ''}`}>
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <aside className="app-side" id={menuId}>
        <div className="app-side-inner">
          <Link to="/" className="brand-link">
            <Brand />
          </Link>
          <SideNav onNavigate={closeMenu} />
        </div>
      </aside>
      {menuOpen ? <div className="app-backdrop" aria-hidden="true" onClick={closeMenu} /> : null}
      <AppHeader menuOpen={menuOpen} menuId={menuId} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <main id="main-content" className="app-content" tabIndex={-1}>
        {/* Inside the layout so the frame stays while a screen's code loads. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <LeaveGuard />
    </div>
  );
}
