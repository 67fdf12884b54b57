import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { Button } from '../components/Button';
import { ChunkLoadError } from './lazyScreen';

/**
 * The router's error element. Bundled with the app (not lazy) because it must work exactly
 * when a lazy chunk failed to load.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AuthCard title={t('notFound.title')} subtitle={t('notFound.detail')}>
        <Link to="/">{t('common.goToDashboard')}</Link>
      </AuthCard>
    );
  }

  const chunk = error instanceof ChunkLoadError;
  if (!chunk) console.error(error);
  return (
    <AuthCard
      title={chunk ? t('errors.chunkLoad.summary') : t('errors.unexpected.title')}
      subtitle={chunk ? t('errors.chunkLoad.detail') : t('errors.unexpected.detail')}
    >
      <Button type="button" className="form-submit" icon="pi pi-refresh" label={t('common.reload')} onClick={() => window.location.reload()} />
    </AuthCard>
  );
}
