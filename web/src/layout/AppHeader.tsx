import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdle } from '../app/whenIdle';
import { Button } from '../components/Button';
import { logout } from '../session/logout';
import { useSessionStore } from '../session/sessionStore';
import { Breadcrumbs } from './Breadcrumbs';
import { PreferenceControls } from './PreferenceControls';
import { StarToggle } from './StarToggle';

// The bell and its panel (code and inbox request) come at idle time: they are not part of the shell's first load.
const NotificationBell = lazy(() => import('../screens/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })));

const bellSlot = <span className="notification-bell-slot" aria-hidden="true" />;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

interface AppHeaderProps {
  menuOpen: boolean;
  menuId: string;
  onToggleMenu: () => void;
}

/** The top bar: menu button (narrow screens), breadcrumbs and star, preferences, the user and Log out. */
export function AppHeader({ menuOpen, menuId, onToggleMenu }: AppHeaderProps) {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const [leaving, setLeaving] = useState(false);
  const bellDue = useIdle();

  async function onLogout() {
    setLeaving(true);
    // On success the app navigates away; on a network failure the user stays and can retry.
    if (!(await logout())) setLeaving(false);
  }

  return (
    <header className="app-header">
      <Button
        type="button"
        className="menu-toggle"
        icon="pi pi-bars"
        text
        rounded
        severity="secondary"
        aria-label={t('layout.menu')}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
      />
      <div className="app-header-page">
        <Breadcrumbs />
        <StarToggle />
      </div>
      <div className="app-header-tools">
        {/* The slot keeps the bell's place until it is drawn, so the header does not grow under the reader. */}
        {user ? <Suspense fallback={bellSlot}>{bellDue ? <NotificationBell /> : bellSlot}</Suspense> : null}
        <PreferenceControls />
        {user ? (
          <div className="app-user">
            <span className="app-avatar" aria-hidden="true">
              {initials(user.name) || '?'}
            </span>
            <span className="app-user-name" data-testid="current-user-name">
              {user.name}
            </span>
            <Button
              type="button"
              label={t('layout.logout')}
              icon="pi pi-sign-out"
              severity="secondary"
              outlined
              size="small"
              loading={leaving}
              disabled={leaving}
              onClick={() => void onLogout()}
            />
          </div>
        ) : null}
      </div>
    </header>
  );
}
