import { Message } from 'primereact/message';
import { useEffect, useId, useMemo, useState } from 'react';
import type { FlowPage, FlowSummary } from '../../flows/flowApi.ts';
import type { FlowChannel } from '../../flows/flowChannel.ts';
import { useHost } from '../host.ts';
import { toQueryString } from '../listQuery.ts';
import { SelectField } from '../SelectField.tsx';
import { flowChoiceProblem } from './flowChoice.ts';
import { flowPaths } from './flowPaths.ts';
import { useFlowText } from './flowText.ts';

export interface FlowPickerProps {
  channel: FlowChannel;
  channelAccountId?: string | null | undefined;
  value: number | null;
  onChange(flowId: number | null): void;
  label: string;
  /** A flow must be chosen: with `showErrors`, an empty choice says 'Please select {channel} Flow'. */
  required?: boolean;
  /** Show the missing-choice warning (e.g. after a save was tried). */
  showErrors?: boolean;
  disabled?: boolean;
}

/** The most flows one list answer holds; a channel account with more is rare, and the picker says so. */
const PICKER_PAGE_SIZE = 100;

/**
 * Chooses one of the channel's flows (a plugin's defaults screen: the default reply, the
 * welcome message...). A chosen flow that was deleted since shows 'Selected Flow Does Not
 * Exist' / 'Please create a valid flow'.
 */
export function FlowPicker({ channel, channelAccountId, value, onChange, label, required = false, showErrors = false, disabled }: FlowPickerProps) {
  const host = useHost();
  const text = useFlowText();
  const id = useId();
  const [flows, setFlows] = useState<FlowSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const query = toQueryString({ channel, channelAccountId: channelAccountId ?? undefined, pageSize: PICKER_PAGE_SIZE });
    host.request<FlowPage>('GET', `${flowPaths.list}${query}`).then(
      (page) => live && setFlows(page.items),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [channel, channelAccountId, host]);

  const ids = useMemo(() => new Set((flows ?? []).map((flow) => flow.id)), [flows]);
  const problem = flows ? flowChoiceProblem(value, ids, required) : null;
  const channelName = text(`channels.${channel}`);
  return (
    <div className="field" style={{ display: 'flex', flexDirection: 'column', gap: '0.375rem', marginBottom: '1rem' }}>
      <label htmlFor={id} style={{ fontWeight: 500 }}>
        {label}
      </label>
      <SelectField
        id={id}
        fill
        value={value === null ? '' : String(value)}
        disabled={disabled || flows === null}
        emptyLabel={text('picker.choose')}
        // A chosen flow that is gone stays visible, so the owner sees what to replace.
        options={[
          ...(flows ?? []).map((flow) => ({ value: String(flow.id), label: flow.name })),
          ...(problem === 'missing' && value !== null ? [{ value: String(value), label: text('picker.deleted', { id: value }) }] : []),
        ]}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        aria-describedby={problem || failed ? `${id}-note` : undefined}
      />
      <div id={`${id}-note`}>
        {failed ? <Message severity="error" text={text('picker.loadFailed')} /> : null}
        {problem === 'none' && showErrors ? <Message severity="warn" text={text('errors.noFlowChosen', { channel: channelName })} /> : null}
        {problem === 'missing' ? <Message severity="error" text={`${text('errors.missingFlow.summary')} ${text('errors.missingFlow.detail')}`} /> : null}
      </div>
    </div>
  );
}
