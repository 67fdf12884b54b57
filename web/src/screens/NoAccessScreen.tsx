import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/StatusPage';

/** /my-account/no-access: where the guards send a user who may not open a page. */
export default function NoAccessScreen() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('noAccess.title')}
      detail={t('noAccess.detail')}
      mark={<i className="pi pi-ban" style={{ fontSize: '2.5rem', color: 'var(--text-color-secondary)' }} aria-hidden="true" />}
    />
  );
}
