import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { systemFieldNames } from '../../../../sdk/src/flows/personalisation/systemFields.ts';
import { useAudienceSuggestions } from '../api/audienceSuggestions';

/** One name the insert-variable picker offers: a system field (with its name in words) or a custom variable. */
export interface VariableChoice {
  name: string;
  label: string;
  group: 'system' | 'custom';
}

/** The system fields, then the account's custom variables (shadowed ones once: the field reads the variable when empty). */
export function useVariableChoices(): VariableChoice[] {
  const { t } = useTranslation();
  const { variables } = useAudienceSuggestions();
  return useMemo(() => {
    const system: VariableChoice[] = systemFieldNames.map((name) => ({ name, label: t(`flowBuilder.variables.fields.${name}`), group: 'system' }));
    const taken = new Set<string>(systemFieldNames);
    const custom: VariableChoice[] = variables.filter((key) => !taken.has(key)).map((key) => ({ name: key, label: key, group: 'custom' }));
    return [...system, ...custom];
  }, [t, variables]);
}

/** The choices whose name or label holds the typed filter, in any case. */
export function matchingChoices(choices: readonly VariableChoice[], filter: string): VariableChoice[] {
  const wanted = filter.trim().toLowerCase();
  if (!wanted) return [...choices];
  return choices.filter((choice) => choice.name.toLowerCase().includes(wanted) || choice.label.toLowerCase().includes(wanted));
}

/** `value` with `inserted` put in place of the selection from `start` to `end` (at the caret when they are equal). */
export function insertAt(value: string, inserted: string, start: number, end: number): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return { value: value.slice(0, from) + inserted + value.slice(to), caret: from + inserted.length };
}
