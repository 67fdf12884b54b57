import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../components/Brand';
import { logout } from '../session/logout';
import { useSessionStore } from '../session/sessionStore';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function AppHeader() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const [leaving, setLeaving] = useState(false);

  async function onLogout() {
    setLeaving(true);
    // On success the app navigates away; on a network failure the user stays and can retry.
    if (!(await logout())) setLeaving(false);
  }

  return (
    <header className="app-header">
      <Link to="/" className="brand-link">
        <Brand />
      </Link>
      {user ? (
        <div className="app-user">
          <Avatar label={initials(user.name) || '?'} shape="circle" aria-hidden="true" />
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
    </header>
  );
}
