import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AuthCard } from '../components/AuthCard';

/** Error 404: /home/error-404 and every path no route matches. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <AuthCard title={t('notFound.title')} subtitle={t('notFound.detail')}>
      <div className="stack" style={{ alignItems: 'center' }}>
        <p className="muted small">{t('notFound.code')}</p>
        <Link to="/">{t('common.goToDashboard')}</Link>
      </div>
    </AuthCard>
  );
}
