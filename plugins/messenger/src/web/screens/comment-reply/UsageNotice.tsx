import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';

/**
 * The automated replies the package still allows (spec 2, 9: the free tier's 100). At none,
 * auto-reply has stopped, and the owner reads so with what to do.
 */
export function UsageNotice({ remaining }: { remaining: number | null }) {
  const { t } = useTranslation('messenger');
  if (remaining === null) return null;
  if (remaining <= 0) return <Message severity="warn" text={t('commentReply.usage.stopped')} style={{ justifyContent: 'flex-start' }} />;
  return (
    <p role="status" style={{ margin: 0, color: 'var(--text-color-secondary)' }}>
      {t('commentReply.usage.left', { count: remaining })}
    </p>
  );
}
