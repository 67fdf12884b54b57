import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';

/** Without the Meta app's id and secret no one can sign in with Facebook: only the operator can fix that. */
export function NotConfiguredMessage() {
  const { t } = useTranslation('messenger');
  return <Message severity="warn" text={t('common.notConfigured')} style={{ justifyContent: 'flex-start' }} />;
}
