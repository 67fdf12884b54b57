import { useTranslation } from 'react-i18next';
import type { TimeGapSettings } from '../../../../sdk/src/flows/coreNodeSettings.ts';

/** How long the subscriber waits before the next message. */
export function TimeGapNodeBody({ settings }: { settings: Partial<TimeGapSettings> }) {
  const { t } = useTranslation();
  if (!settings.amount) return <p className="fb-node-empty">{t('flowBuilder.nodeBody.noDelay')}</p>;
  return (
    <p className="fb-node-title">{t('flowBuilder.nodeBody.wait', { amount: settings.amount, unit: t(`flowBuilder.units.${settings.unit ?? 'minute'}`) })}</p>
  );
}
