import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { Button } from '../components/Button';
import { PageLoader } from '../components/PageLoader';
import { isOpenWhenExpired, NO_ACCESS_PATH, PRICING_PATH } from '../app/guardPaths';
import { isAdminUser } from '../layout/menuModel';
import { LOGIN_PATH, loginPathWithNext } from './nextPath';

/** The product's own brand; every other brand is a reseller's whitelabel. */
const DEFAULT_BRAND_ID = 1;
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
  const user = useSessionStore((state) => state.user);
  const loadSession = useSessionStore((state) => state.loadSession);

  useEffect(() => {
    if (status === 'unknown') void loadSession();
  }, [status, loadSession]);

  // With a session, the frame and its screen are drawn in a deferred render, which React
  // slices: drawn at once (on start or when the session arrives), they were one long task on a
  // slow phone. The loader shows meanwhile. Every other change (log-out, "ending") shows at once.
  const deferredStatus = useDeferredValue(status, 'loading');
  const shown = status === 'authenticated' && (deferredStatus === 'loading' || deferredStatus === 'unknown') ? deferredStatus : status;

  switch (shown) {
    case 'authenticated': {
      // Spec 4.1: an expired account (not an Admin) goes to Pricing, or to No Access on a whitelabel brand.
      if (user?.expired && !isAdminUser(user) && !isOpenWhenExpired(location.pathname)) {
        return <Navigate to={Number(user.brandId) === DEFAULT_BRAND_ID ? PRICING_PATH : NO_ACCESS_PATH} replace />;
      }
      return <Outlet />;
    }
    case 'anonymous':
      return <Navigate to={loginPathWithNext(location.pathname + location.search + location.hash)} replace />;
    case 'error':
      return (
        <AuthCard title={t('session.loadFailed')} footer={<Link to={LOGIN_PATH}>{t('common.goToLogin')}</Link>}>
          <Button type="button" className="form-submit" icon="pi pi-refresh" label={t('common.retry')} onClick={() => void loadSession()} />
        </AuthCard>
      );
    default:
      return <PageLoader label={t('session.checking')} />;
  }
}
