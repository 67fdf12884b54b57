import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { StatusPage } from '../components/StatusPage';
import { loginPathWithNext } from '../session/nextPath';
import { isPublicPath } from '../session/publicPaths';
import { useSessionStore } from '../session/sessionStore';

/**
 * Error 404: /home/error-404 and every path no route matches. Plugin pages are only known
 * once signed in, so a visitor without a session is offered to log in and come back here.
 */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const anonymous = useSessionStore((state) => state.status === 'anonymous');
  const offerLogin = anonymous && !isPublicPath(location.pathname);
  return (
    <StatusPage
      title={t('notFound.title')}
      detail={t('notFound.detail')}
      mark={<p className="muted small">{t('notFound.code')}</p>}
      extra={offerLogin ? <Link to={loginPathWithNext(location.pathname + location.search + location.hash)}>{t('notFound.logIn')}</Link> : null}
    />
  );
}
