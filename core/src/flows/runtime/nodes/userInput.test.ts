import { describe, expect, it } from '@jest/globals';
import { userInputSettings, type CanonicalEvent, type CanonicalMessage, type NodeOutcome, type NodeRunContext } from '@chatmill/sdk';
import { userInputNode } from './userInput.ts';

function run(settings: Record<string, unknown>, input: CanonicalEvent | null) {
  const sent: CanonicalMessage[] = [];
  const saved: Record<string, string> = {};
  const context = {
    input,
    send: (m: CanonicalMessage) => sent.push(m),
    setVariable: (k: string, v: string) => (saved[k] = v),
    setField: (k: string, v: string) => (saved[`field:${k}`] = v),
  } as unknown as NodeRunContext;
  // UserInput decides at once (no promise).
  const outcome = userInputNode.execute(userInputSettings.parse(settings), context) as NodeOutcome;
  return { outcome, sent: sent.map((m) => (m.kind === 'text' ? m.text : m.kind)), saved };
}
const answer = (text: string): CanonicalEvent => ({ kind: 'message', eventId: 'e', subscriberExternalId: 's', timestamp: new Date(), text, attachments: [] });

describe('UserInput', () => {
  const ask = { question: 'Your phone?', validation: 'phone', variable: 'phone', retryMessage: 'Not a phone number.' };

  it('asks and waits', () => {
    expect(run(ask, null)).toEqual({ outcome: { kind: 'waitForInput' }, sent: ['Your phone?'], saved: {} });
  });

  it('sends the retry message and asks again after a wrong answer', () => {
    expect(run(ask, answer('call me maybe'))).toEqual({ outcome: { kind: 'waitForInput' }, sent: ['Not a phone number.', 'Your phone?'], saved: {} });
  });

  it('saves a right answer to the variable and goes on', () => {
    expect(run(ask, answer(' +1 (415) 555-0100 '))).toEqual({ outcome: { kind: 'continue', handle: 'next' }, sent: [], saved: { phone: '+1 (415) 555-0100' } });
  });

  it.each([
    ['email', 'a@b.co', true],
    ['email', 'a@b', false],
    ['number', '12.5', true],
    ['number', 'twelve', false],
    ['text', 'anything', true],
    ['text', '   ', false],
  ])('%s validation of %p passes: %p', (validation, text, passes) => {
    const { outcome } = run({ question: 'Q', validation, variable: 'v' }, answer(text));
    expect(outcome.kind === 'continue').toBe(passes);
  });

  it('saves the answer to a subscriber field, with or without a variable', () => {
    expect(run({ question: 'Your name?', field: 'first_name' }, answer('  Ann  ')).saved).toEqual({ 'field:first_name': 'Ann' });
    expect(run({ question: 'Email?', validation: 'email', field: 'email', variable: 'mail' }, answer('a@b.co')).saved).toEqual({
      'field:email': 'a@b.co',
      mail: 'a@b.co',
    });
    expect(run({ question: 'Email?', validation: 'email', field: 'email' }, answer('not mail')).saved).toEqual({});
  });

  it('takes a quick reply’s text as the answer', () => {
    const quick: CanonicalEvent = { kind: 'quickReply', eventId: 'e', subscriberExternalId: 's', timestamp: new Date(), payload: 'P', text: '7' };
    expect(run({ question: 'How many?', validation: 'number', variable: 'n' }, quick).saved).toEqual({ n: '7' });
  });
});
