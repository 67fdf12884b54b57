import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { startRealtime, stopRealtime } from '../realtime/connection';
import { AppHeader } from './AppHeader';
import { SideNav } from './SideNav';

/**
 * The logged-in frame: header, side menu, content. It owns the realtime socket so every
 * logged-in screen hears `session.invalidated`, not only the dashboard.
 */
export function AppLayout() {
  const { t } = useTranslation();

  useEffect(() => {
    startRealtime();
    return stopRealtime;
  }, []);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <AppHeader />
      <aside className="app-side">
        <SideNav />
      </aside>
      <main id="main-content" className="app-content" tabIndex={-1}>
        {/* Inside the layout so the frame stays while a screen's code loads. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
