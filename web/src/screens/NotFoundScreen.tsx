import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/StatusPage';

/** Error 404: /home/error-404 and every path no route matches. */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('notFound.title')}
      detail={t('notFound.detail')}
      mark={<p className="muted small">{t('notFound.code')}</p>}
    />
  );
}
