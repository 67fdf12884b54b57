import { useTranslation } from 'react-i18next';
import type { UserInputSettings } from '../../../../sdk/src/flows/coreNodeSettings.ts';

/** The question, what the answer must be, and the custom variable it is saved to. */
export function UserInputNodeBody({ settings }: { settings: Partial<UserInputSettings> }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={settings.question ? 'fb-node-title' : 'fb-node-empty'}>{settings.question || t('flowBuilder.nodeBody.noQuestion')}</p>
      <p className="fb-node-meta">
        {t(`flowBuilder.validation.${settings.validation ?? 'text'}`)}
        {settings.variable ? ` → {{${settings.variable}}}` : ''}
      </p>
    </>
  );
}
