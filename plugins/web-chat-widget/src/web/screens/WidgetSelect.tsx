import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@chatmill/sdk/web';
import type { WidgetView } from '../types.ts';

interface WidgetSelectProps {
  widgets: readonly WidgetView[];
  value: string;
  onChange(widgetId: string): void;
  /** The label of the "all widgets" choice; without it, one widget must be chosen. */
  allLabel?: string;
}

/** The spec's web widget account selector. */
export function WidgetSelect({ widgets, value, onChange, allLabel }: WidgetSelectProps) {
  const { t } = useTranslation('web-chat-widget');
  const id = useId();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <label htmlFor={id}>{t('fields.widget')}</label>
      <SelectField
        id={id}
        value={value}
        emptyLabel={allLabel}
        options={widgets.map((w) => ({ value: w.widgetId, label: w.name }))}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
