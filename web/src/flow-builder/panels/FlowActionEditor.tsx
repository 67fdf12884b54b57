import { useTranslation } from 'react-i18next';
import type { FlowAction } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import { useAudienceSuggestions } from '../api/audienceSuggestions';
import { NumberInput, Select, TextInput } from './fields';

type ActionKind = FlowAction['kind'];
type TakeoverUnit = Extract<FlowAction, { kind: 'humanTakeover' }>['unit'];

/** Spec 2, 5 "Action rules": every kind an Action node runs. */
export const actionKinds: readonly ActionKind[] = [
  'addTag',
  'removeTag',
  'setVariable',
  'subscribeSequence',
  'unsubscribeSequence',
  'webhook',
  'humanTakeover',
];
const takeoverUnits: readonly TakeoverUnit[] = ['seconds', 'minutes', 'hours'];

export function newAction(kind: ActionKind): FlowAction {
  switch (kind) {
    case 'addTag':
    case 'removeTag':
      return { kind, tag: '' };
    case 'setVariable':
      return { kind, variable: '', value: '' };
    case 'subscribeSequence':
    case 'unsubscribeSequence':
      return { kind, sequenceId: '' };
    case 'webhook':
      return { kind, url: '' };
    case 'humanTakeover':
      return { kind, duration: 30, unit: 'minutes' };
  }
}

/** One action of an Action node. */
export function FlowActionEditor({
  action,
  onChange,
  readOnly,
  issue,
}: {
  action: FlowAction;
  onChange(action: FlowAction): void;
  readOnly: boolean;
  issue(field: string): string | undefined;
}) {
  const { t } = useTranslation();
  const suggestions = useAudienceSuggestions();
  return (
    <>
      <Select<ActionKind>
        label={t('flowBuilder.panels.action.kind')}
        value={action.kind}
        options={actionKinds.map((value) => ({ value, label: t(`flowBuilder.actions.kinds.${value}`) }))}
        onChange={(kind) => onChange(newAction(kind))}
        disabled={readOnly}
      />
      {action.kind === 'addTag' || action.kind === 'removeTag' ? (
        <TextInput
          label={t('flowBuilder.panels.action.tag')}
          value={action.tag}
          onChange={(tag) => onChange({ ...action, tag })}
          disabled={readOnly}
          maxLength={60}
          error={issue('tag')}
          suggestions={suggestions.tags}
        />
      ) : null}
      {action.kind === 'setVariable' ? (
        <>
          <TextInput
            label={t('flowBuilder.panels.action.variable')}
            value={action.variable}
            onChange={(variable) => onChange({ ...action, variable: variable.trim() })}
            disabled={readOnly}
            maxLength={40}
            error={issue('variable')}
            hint={t('flowBuilder.panels.action.alphanumeric')}
            suggestions={suggestions.variables}
          />
          <TextInput
            label={t('flowBuilder.panels.action.value')}
            value={action.value}
            onChange={(value) => onChange({ ...action, value })}
            disabled={readOnly}
            maxLength={500}
            error={issue('value')}
          />
        </>
      ) : null}
      {action.kind === 'subscribeSequence' || action.kind === 'unsubscribeSequence' ? (
        <TextInput
          label={t('flowBuilder.panels.action.sequence')}
          value={action.sequenceId}
          onChange={(sequenceId) => onChange({ ...action, sequenceId: sequenceId.trim() })}
          disabled={readOnly}
          maxLength={64}
          error={issue('sequenceId')}
        />
      ) : null}
      {action.kind === 'webhook' ? (
        <TextInput
          label={t('flowBuilder.panels.action.webhookUrl')}
          type="url"
          placeholder="https://"
          value={action.url}
          onChange={(url) => onChange({ ...action, url: url.trim() })}
          disabled={readOnly}
          error={issue('url')}
        />
      ) : null}
      {action.kind === 'humanTakeover' ? (
        <>
          <NumberInput
            label={t('flowBuilder.panels.action.duration')}
            value={action.duration}
            min={1}
            onChange={(duration) => onChange({ ...action, duration: duration as number })}
            disabled={readOnly}
            error={issue('duration')}
          />
          <Select<TakeoverUnit>
            label={t('flowBuilder.panels.action.unit')}
            value={action.unit}
            options={takeoverUnits.map((value) => ({ value, label: t(`flowBuilder.actions.units.${value}`) }))}
            onChange={(unit) => onChange({ ...action, unit })}
            disabled={readOnly}
          />
        </>
      ) : null}
    </>
  );
}
