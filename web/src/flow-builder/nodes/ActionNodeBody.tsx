import { useTranslation } from 'react-i18next';
import type { ActionSettings } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import { flowActionText } from './actionText';

/** The actions, run in order. */
export function ActionNodeBody({ settings }: { settings: Partial<ActionSettings> }) {
  const { t } = useTranslation();
  const actions = settings.actions ?? [];
  if (actions.length === 0) return <p className="fb-node-empty">{t('flowBuilder.nodeBody.noActions')}</p>;
  return (
    <ul className="fb-node-list">
      {actions.map((action, index) => (
        <li key={index}>{flowActionText(action, t)}</li>
      ))}
    </ul>
  );
}
