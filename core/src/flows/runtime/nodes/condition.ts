import { coreNodeTypes, defineFlowNode, type ConditionRule, type ConditionSettings, type SubscriberView, type VariableOperator } from '@chatmill/sdk';
import { coreSpec } from './coreSpec.ts';
import { isAlphabet, isEmail, isMobile, isNumber, toNumber } from './textChecks.ts';

const dayMs = 24 * 3_600_000;

/** Follows `true` when the rules hold (all of them, or any, as set), else `false` (spec 2, 5 "Condition qualifiers"). */
export const conditionNode = defineFlowNode<ConditionSettings>({
  ...coreSpec<ConditionSettings>(coreNodeTypes.condition),
  execute: (settings, context) => {
    const results = settings.rules.map((rule) => holds(rule, context.subscriber, context.now));
    const passed = settings.match === 'all' ? results.every(Boolean) : results.some(Boolean);
    return { kind: 'continue', handle: passed ? 'true' : 'false' };
  },
});

export function holds(rule: ConditionRule, subscriber: SubscriberView, now: Date): boolean {
  switch (rule.kind) {
    case 'tag': {
      const has = subscriber.tags.some((tag) => tag.toLowerCase() === rule.tag.toLowerCase());
      return rule.op === 'is' ? has : !has;
    }
    case 'name': {
      const contains = subscriber.name.toLowerCase().includes(rule.value.toLowerCase());
      return rule.op === 'contains' ? contains : !contains;
    }
    case 'lastInteraction': {
      // The 24-Hour Rule: the platform lets the bot write freely within 24 hours of the subscriber's last message.
      const within = subscriber.lastInteractionAt !== null && now.getTime() - subscriber.lastInteractionAt.getTime() <= dayMs;
      return rule.op === 'within24h' ? within : !within;
    }
    case 'gender':
      return subscriber.gender === rule.value;
    case 'variable':
      return variableHolds(rule.op, subscriber.variables[rule.variable], rule.value ?? '');
  }
}

/** Text comparisons ignore case and surrounding spaces; ordering compares numbers, and fails when either side is not one. */
export function variableHolds(op: VariableOperator, actual: string | undefined, expected: string): boolean {
  const value = (actual ?? '').trim();
  const wanted = expected.trim();
  switch (op) {
    case 'equals':
      return value.toLowerCase() === wanted.toLowerCase();
    case 'notEquals':
      return value.toLowerCase() !== wanted.toLowerCase();
    case 'contains':
      return value.toLowerCase().includes(wanted.toLowerCase());
    case 'notContains':
      return !value.toLowerCase().includes(wanted.toLowerCase());
    case 'hasValue':
      return value !== '';
    case 'hasNoValue':
      return value === '';
    case 'greater':
    case 'greaterOrEqual':
    case 'less':
    case 'lessOrEqual': {
      if (!isNumber(value) || !isNumber(wanted)) return false;
      const a = toNumber(value);
      const b = toNumber(wanted);
      return op === 'greater' ? a > b : op === 'greaterOrEqual' ? a >= b : op === 'less' ? a < b : a <= b;
    }
    case 'validEmail':
      return isEmail(value);
    case 'validMobile':
      return isMobile(value);
    case 'number':
      return isNumber(value);
    case 'alphabet':
      return isAlphabet(value);
  }
}
