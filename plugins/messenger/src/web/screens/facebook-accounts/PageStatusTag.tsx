import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import type { PageView } from '../../types.ts';

/**
 * Connected, Not connected, or Reconnect needed: a page whose token Facebook refused needs its
 * Facebook account connected again, whether or not the page is connected here, so that comes first.
 */
export function PageStatusTag({ page }: { page: Pick<PageView, 'connected' | 'validAccessToken'> }) {
  const { t } = useTranslation('messenger');
  if (!page.validAccessToken) return <Tag value={t('status.reconnect')} severity="warning" icon="pi pi-exclamation-triangle" />;
  return page.connected ? <Tag value={t('status.connected')} severity="success" /> : <Tag value={t('status.notConnected')} severity="secondary" />;
}
