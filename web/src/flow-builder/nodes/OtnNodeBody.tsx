import { useTranslation } from 'react-i18next';
import type { OtnSettings } from '../../../../sdk/src/flows/coreNodeSettings.ts';

/** The one-time notification request: its title and topic. */
export function OtnNodeBody({ settings }: { settings: Partial<OtnSettings> }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={settings.title ? 'fb-node-title' : 'fb-node-empty'}>{settings.title || t('flowBuilder.nodeBody.noTitle')}</p>
      {settings.topic ? <p className="fb-node-meta">{settings.topic}</p> : null}
    </>
  );
}
