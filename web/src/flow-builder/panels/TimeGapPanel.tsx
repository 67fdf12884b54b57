import { useTranslation } from 'react-i18next';
import { timeGapSettings, type DelayUnit, type TimeGapSettings } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import type { FlowNodeEditorProps } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';
import { NumberInput, Select } from './fields';
import { useSettingsIssues } from './useSettingsIssues';

/** Spec 2, 9: delay units minute, hour, day, week, month. */
const units: readonly DelayUnit[] = ['minute', 'hour', 'day', 'week', 'month'];

/** Time Gap: how long to wait before the next message. */
export function TimeGapPanel({ settings, onChange, readOnly }: FlowNodeEditorProps<Partial<TimeGapSettings>>) {
  const { t } = useTranslation();
  const issue = useSettingsIssues(timeGapSettings, settings);
  return (
    <div className="fb-panel-fields">
      <NumberInput
        label={t('flowBuilder.panels.timeGap.amount')}
        value={settings.amount}
        min={1}
        max={1000}
        onChange={(amount) => {
          const { amount: _old, ...rest } = settings;
          onChange(amount === undefined ? rest : { ...rest, amount });
        }}
        disabled={readOnly}
        error={issue('amount')}
      />
      <Select<DelayUnit>
        label={t('flowBuilder.panels.timeGap.unit')}
        value={settings.unit ?? 'minute'}
        options={units.map((value) => ({ value, label: t(`flowBuilder.units.${value}`) }))}
        onChange={(unit) => onChange({ ...settings, unit })}
        disabled={readOnly}
      />
    </div>
  );
}
