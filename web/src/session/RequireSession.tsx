import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { PageLoader } from '../components/PageLoader';
import { LOGIN_PATH, loginPathWithNext } from './nextPath';
import { useSessionStore } from './sessionStore';

/**
 * Guards the logged-in routes: loads the session on first entry (spec 4.1), sends a
 * visitor without one to login with the path to come back to, and hides the screens
 * while a "session invalidated" log-out is pending.
 */
export function RequireSession() {
  const { t } = useTranslation();
  const location = useLocation();
  const status = useSessionStore((state) => state.status);
  const loadSession = useSessionStore((state) => state.loadSession);

  useEffect(() => {
    if (status === 'unknown') void loadSession();
  }, [status, loadSession]);

  switch (status) {
    case 'authenticated':
      return <Outlet />;
    case 'anonymous':
      return <Navigate to={loginPathWithNext(location.pathname + location.search + location.hash)} replace />;
    case 'error':
      return (
        <AuthCard title={t('session.loadFailed')} footer={<Link to={LOGIN_PATH}>{t('common.goToLogin')}</Link>}>
          <Button
            type="button"
            className="form-submit"
            icon="pi pi-refresh"
            label={t('common.retry')}
            onClick={() => void loadSession()}
          />
        </AuthCard>
      );
    default:
      return <PageLoader label={t('session.checking')} />;
  }
}
