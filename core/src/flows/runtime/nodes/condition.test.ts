import { describe, expect, it } from '@jest/globals';
import type { SubscriberView, VariableOperator } from '@chatmill/sdk';
import { holds, variableHolds } from './condition.ts';

const now = new Date('2026-11-22T12:00:00Z');
const kim: SubscriberView = {
  id: 1,
  channel: 'messenger',
  externalId: 'k',
  name: 'Kim Smith',
  gender: 'female',
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  locale: null,
  timeZone: null,
  lastInteractionAt: new Date('2026-11-21T12:30:00Z'),
  tags: ['VIP'],
  variables: { age: '42', email: 'kim@example.com' },
};

describe('condition qualifiers (spec 2, 5)', () => {
  it('tag is / is not, ignoring case', () => {
    expect(holds({ kind: 'tag', op: 'is', tag: 'vip' }, kim, now)).toBe(true);
    expect(holds({ kind: 'tag', op: 'isNot', tag: 'vip' }, kim, now)).toBe(false);
    expect(holds({ kind: 'tag', op: 'isNot', tag: 'lead' }, kim, now)).toBe(true);
  });

  it('name contains / does not contain', () => {
    expect(holds({ kind: 'name', op: 'contains', value: 'smith' }, kim, now)).toBe(true);
    expect(holds({ kind: 'name', op: 'notContains', value: 'smith' }, kim, now)).toBe(false);
  });

  it('the 24-hour rule, from the last interaction', () => {
    expect(holds({ kind: 'lastInteraction', op: 'within24h' }, kim, now)).toBe(true);
    expect(holds({ kind: 'lastInteraction', op: 'outside24h' }, kim, new Date('2026-11-22T12:31:00Z'))).toBe(true);
    expect(holds({ kind: 'lastInteraction', op: 'within24h' }, { ...kim, lastInteractionAt: null }, now)).toBe(false);
  });

  it('gender (Messenger tells it; others never match)', () => {
    expect(holds({ kind: 'gender', value: 'female' }, kim, now)).toBe(true);
    expect(holds({ kind: 'gender', value: 'male' }, { ...kim, gender: null }, now)).toBe(false);
  });

  it.each<[VariableOperator, string | undefined, string, boolean]>([
    ['equals', 'Gold', 'gold', true],
    ['equals', undefined, 'gold', false],
    ['notEquals', 'gold', 'silver', true],
    ['contains', 'kim@example.com', 'EXAMPLE', true],
    ['notContains', 'kim@example.com', 'other', true],
    ['hasValue', ' ', '', false],
    ['hasValue', 'x', '', true],
    ['hasNoValue', undefined, '', true],
    ['greater', '42', '41.5', true],
    ['greater', '42', '42', false],
    ['greaterOrEqual', '42', '42', true],
    ['less', '3,5', '4', true],
    ['lessOrEqual', 'abc', '4', false],
    ['validEmail', 'kim@example.com', '', true],
    ['validEmail', 'kim@example', '', false],
    ['validMobile', '+65 9123 4567', '', true],
    ['validMobile', '12345', '', false],
    ['number', '-12.5', '', true],
    ['number', '12a', '', false],
    ['alphabet', 'José María', '', true],
    ['alphabet', 'R2D2', '', false],
  ])('%s: %p against %p is %p', (op, actual, expected, result) => {
    expect(variableHolds(op, actual, expected)).toBe(result);
  });
});
