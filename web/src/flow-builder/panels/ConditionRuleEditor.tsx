import { useTranslation } from 'react-i18next';
import type { ConditionRule, VariableOperator } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import type { FlowChannel } from '../../../../sdk/src/flows/flowChannel.ts';
import { useAudienceSuggestions } from '../api/audienceSuggestions';
import { Select, TextInput } from './fields';

type RuleKind = ConditionRule['kind'];

/** Spec 2, 5: the qualifiers; gender is known on Messenger only. */
export function ruleKinds(channel: FlowChannel): RuleKind[] {
  return ['tag', 'name', 'lastInteraction', ...(channel === 'messenger' ? (['gender'] as const) : []), 'variable'];
}

export const variableOperators: readonly VariableOperator[] = [
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'hasValue',
  'hasNoValue',
  'greater',
  'greaterOrEqual',
  'less',
  'lessOrEqual',
  'validEmail',
  'validMobile',
  'number',
  'alphabet',
];

/** Operators that test the variable alone, with no value to compare to. */
const unary = new Set<VariableOperator>(['hasValue', 'hasNoValue', 'validEmail', 'validMobile', 'number', 'alphabet']);

export function newRule(kind: RuleKind): ConditionRule {
  switch (kind) {
    case 'tag':
      return { kind, op: 'is', tag: '' };
    case 'name':
      return { kind, op: 'contains', value: '' };
    case 'lastInteraction':
      return { kind, op: 'within24h' };
    case 'gender':
      return { kind, value: 'male' };
    case 'variable':
      return { kind, variable: '', op: 'equals', value: '' };
  }
}

/** One qualifier of a Condition. */
export function ConditionRuleEditor({
  rule,
  channel,
  onChange,
  readOnly,
  issue,
}: {
  rule: ConditionRule;
  channel: FlowChannel;
  onChange(rule: ConditionRule): void;
  readOnly: boolean;
  issue(field: string): string | undefined;
}) {
  const { t } = useTranslation();
  const suggestions = useAudienceSuggestions();
  const kinds = ruleKinds(channel).map((value) => ({ value, label: t(`flowBuilder.conditions.kinds.${value}`) }));
  const op = (value: string) => ({ value, label: t(`flowBuilder.conditions.ops.${value}` as 'flowBuilder.conditions.ops.is') });
  return (
    <>
      <Select<RuleKind>
        label={t('flowBuilder.panels.condition.qualifier')}
        value={rule.kind}
        options={kinds}
        onChange={(kind) => onChange(newRule(kind))}
        disabled={readOnly}
      />
      {rule.kind === 'tag' ? (
        <>
          <Select<'is' | 'isNot'>
            label={t('flowBuilder.panels.condition.operator')}
            value={rule.op}
            options={['is', 'isNot'].map(op)}
            onChange={(value) => onChange({ ...rule, op: value })}
            disabled={readOnly}
          />
          <TextInput
            label={t('flowBuilder.panels.condition.tag')}
            value={rule.tag}
            onChange={(tag) => onChange({ ...rule, tag })}
            disabled={readOnly}
            maxLength={60}
            error={issue('tag')}
            suggestions={suggestions.tags}
          />
        </>
      ) : null}
      {rule.kind === 'name' ? (
        <>
          <Select<'contains' | 'notContains'>
            label={t('flowBuilder.panels.condition.operator')}
            value={rule.op}
            options={['contains', 'notContains'].map(op)}
            onChange={(value) => onChange({ ...rule, op: value })}
            disabled={readOnly}
          />
          <TextInput
            label={t('flowBuilder.panels.condition.value')}
            value={rule.value}
            onChange={(value) => onChange({ ...rule, value })}
            disabled={readOnly}
            maxLength={100}
            error={issue('value')}
          />
        </>
      ) : null}
      {rule.kind === 'lastInteraction' ? (
        <Select<'within24h' | 'outside24h'>
          label={t('flowBuilder.panels.condition.operator')}
          value={rule.op}
          options={['within24h', 'outside24h'].map(op)}
          onChange={(value) => onChange({ ...rule, op: value })}
          disabled={readOnly}
        />
      ) : null}
      {rule.kind === 'gender' ? (
        <Select<'male' | 'female'>
          label={t('flowBuilder.conditions.kinds.gender')}
          value={rule.value}
          options={(['male', 'female'] as const).map((value) => ({ value, label: t(`flowBuilder.conditions.genders.${value}`) }))}
          onChange={(value) => onChange({ ...rule, value })}
          disabled={readOnly}
        />
      ) : null}
      {rule.kind === 'variable' ? (
        <>
          <TextInput
            label={t('flowBuilder.panels.condition.variable')}
            value={rule.variable}
            onChange={(variable) => onChange({ ...rule, variable: variable.trim() })}
            disabled={readOnly}
            maxLength={40}
            error={issue('variable')}
            suggestions={suggestions.variables}
          />
          <Select<VariableOperator>
            label={t('flowBuilder.panels.condition.operator')}
            value={rule.op}
            options={variableOperators.map((value) => ({ value, label: t(`flowBuilder.conditions.variableOps.${value}`) }))}
            onChange={(value) => {
              const { value: _old, ...rest } = rule;
              onChange(unary.has(value) ? { ...rest, op: value } : { ...rest, op: value, value: rule.value ?? '' });
            }}
            disabled={readOnly}
          />
          {unary.has(rule.op) ? null : (
            <TextInput
              label={t('flowBuilder.panels.condition.value')}
              value={rule.value ?? ''}
              onChange={(value) => onChange({ ...rule, value })}
              disabled={readOnly}
              maxLength={500}
              error={issue('value')}
            />
          )}
        </>
      ) : null}
    </>
  );
}
