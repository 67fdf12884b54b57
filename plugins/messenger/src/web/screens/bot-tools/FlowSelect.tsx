import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@chatmill/sdk/web';
import type { BotToolFlow } from './botToolApi.ts';

interface FlowSelectProps {
  flows: readonly BotToolFlow[] | null;
  value: number | null;
  onChange(flowId: number | null): void;
  label: string;
}

/**
 * The flow a button starts: the page's published flows that have a postback id (the payload
 * Messenger sends back). A chosen flow no longer listed stays visible, so the owner sees what to replace.
 */
export function FlowSelect({ flows, value, onChange, label }: FlowSelectProps) {
  const { t } = useTranslation('messenger');
  const id = useId();
  const usable = (flows ?? []).filter((flow) => flow.postbackId);
  const gone = value !== null && flows !== null && !usable.some((flow) => flow.id === value);
  return (
    <span style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem', minWidth: '14rem' }}>
      <label htmlFor={id}>{label}</label>
      <SelectField
        id={id}
        fill
        value={value === null ? '' : String(value)}
        disabled={flows === null}
        emptyLabel={t('botTools.flows.choose')}
        options={[
          ...usable.map((flow) => ({ value: String(flow.id), label: flow.name })),
          ...(gone ? [{ value: String(value), label: t('botTools.flows.gone') }] : []),
        ]}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      />
    </span>
  );
}
