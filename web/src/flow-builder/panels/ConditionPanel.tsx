import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { conditionSettings, type ConditionRule, type ConditionSettings } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import type { FlowNodeEditorProps } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';
import { conditionRuleText } from '../nodes/conditionText';
import { ConditionRuleEditor, newRule } from './ConditionRuleEditor';
import { EntryTools, moved, replaced, Select } from './fields';
import { useSettingsIssues } from './useSettingsIssues';

const MAX_RULES = 20;

/** Condition: qualifiers joined by all or any; the flow goes on from Yes or No. */
export function ConditionPanel({ settings, onChange, readOnly, channel }: FlowNodeEditorProps<Partial<ConditionSettings>>) {
  const { t } = useTranslation();
  const issue = useSettingsIssues(conditionSettings, settings);
  const rules = settings.rules ?? [];
  const setRules = (next: ConditionRule[]) => onChange({ ...settings, rules: next });
  return (
    <div className="fb-panel-fields">
      <Select<'all' | 'any'>
        label={t('flowBuilder.panels.condition.match')}
        value={settings.match ?? 'all'}
        options={(['all', 'any'] as const).map((value) => ({ value, label: t(`flowBuilder.conditions.match.${value}`) }))}
        onChange={(match) => onChange({ ...settings, match })}
        disabled={readOnly}
      />
      {rules.map((rule, index) => (
        <section key={index} className="fb-entry" aria-label={t('flowBuilder.panels.condition.ruleN', { n: index + 1 })}>
          <div className="fb-entry-head">
            <span>{t('flowBuilder.panels.condition.ruleN', { n: index + 1 })}</span>
            <EntryTools
              name={conditionRuleText(rule, t)}
              index={index}
              count={rules.length}
              disabled={readOnly}
              onMove={(from, to) => setRules(moved(rules, from, to))}
              onRemove={() => setRules(rules.filter((_, i) => i !== index))}
            />
          </div>
          <ConditionRuleEditor
            rule={rule}
            channel={channel}
            onChange={(next) => setRules(replaced(rules, index, next))}
            readOnly={readOnly}
            issue={(field) => issue('rules', index, field)}
          />
        </section>
      ))}
      <Button
        type="button"
        icon="pi pi-plus"
        label={t('flowBuilder.panels.condition.addRule')}
        size="small"
        outlined
        disabled={readOnly || rules.length >= MAX_RULES}
        onClick={() => setRules([...rules, newRule('tag')])}
      />
    </div>
  );
}
