import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AuthCard } from '../components/AuthCard';

/** /my-account/no-access: where the guards send a user who may not open a page. */
export default function NoAccessScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('noAccess.title'));
  return (
    <AuthCard title={t('noAccess.title')} subtitle={t('noAccess.detail')}>
      <div className="stack" style={{ alignItems: 'center' }}>
        <i className="pi pi-ban" style={{ fontSize: '2.5rem', color: 'var(--text-color-secondary)' }} aria-hidden="true" />
        <Link to="/">{t('common.goToDashboard')}</Link>
      </div>
    </AuthCard>
  );
}
