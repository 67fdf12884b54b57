import { useTranslation } from 'react-i18next';
import type { ConditionSettings } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import { conditionRuleText } from './conditionText';

/** The rules, joined by all or any; the Yes and No outputs follow. */
export function ConditionNodeBody({ settings }: { settings: Partial<ConditionSettings> }) {
  const { t } = useTranslation();
  const rules = settings.rules ?? [];
  if (rules.length === 0) return <p className="fb-node-empty">{t('flowBuilder.nodeBody.noRules')}</p>;
  return (
    <>
      <p className="fb-node-meta">{t(`flowBuilder.conditions.match.${settings.match ?? 'all'}`)}</p>
      <ul className="fb-node-list">
        {rules.map((rule, index) => (
          <li key={index}>{conditionRuleText(rule, t)}</li>
        ))}
      </ul>
    </>
  );
}
