import type { TFunction } from 'i18next';
import type { ConditionRule } from '../../../../sdk/src/flows/coreNodeSettings.ts';

/** One rule in words: "tag is VIP", "{{age}} greater than 18", "last interaction within the 24-Hour Rule". */
export function conditionRuleText(rule: ConditionRule, t: TFunction): string {
  switch (rule.kind) {
    case 'tag':
      return `${t('flowBuilder.conditions.kinds.tag')} ${t(`flowBuilder.conditions.ops.${rule.op}`)} ${rule.tag}`;
    case 'name':
      return `${t('flowBuilder.conditions.kinds.name')} ${t(`flowBuilder.conditions.ops.${rule.op}`)} ${rule.value}`;
    case 'lastInteraction':
      return `${t('flowBuilder.conditions.kinds.lastInteraction')} ${t(`flowBuilder.conditions.ops.${rule.op}`)}`;
    case 'gender':
      return `${t('flowBuilder.conditions.kinds.gender')} ${t('flowBuilder.conditions.ops.is')} ${t(`flowBuilder.conditions.genders.${rule.value}`)}`;
    case 'variable':
      return `{{${rule.variable}}} ${t(`flowBuilder.conditions.variableOps.${rule.op}`)}${rule.value ? ` ${rule.value}` : ''}`;
  }
}
