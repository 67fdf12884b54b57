import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';

/** A list that could not be loaded, with the way to try again (a network blip should not need a page reload). */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('messenger');
  return (
    <Message
      severity="error"
      style={{ justifyContent: 'flex-start' }}
      content={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap' }}>
          {t('common.loadFailed')}
          <Button type="button" label={t('common.retry')} icon="pi pi-refresh" size="small" outlined onClick={onRetry} />
        </span>
      }
    />
  );
}
