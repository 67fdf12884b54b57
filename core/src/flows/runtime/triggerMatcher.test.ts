import { describe, expect, it } from '@jest/globals';
import { referenceSettings, type CanonicalEvent } from '@chatmill/sdk';
import { keywordMatches, matchTrigger, type TriggerCandidate } from './triggerMatcher.ts';

const at = new Date('2026-11-22T10:00:00Z');
const message = (text: string): CanonicalEvent => ({ kind: 'message', eventId: 'e', subscriberExternalId: 's', timestamp: at, text, attachments: [] });
const flow = (flowId: number, settings: Record<string, unknown>): TriggerCandidate => ({ flowId, reference: referenceSettings.parse(settings) });

describe('keyword strictness', () => {
  it.each([
    ['strict', 'Hello', 'Hello', true],
    ['strict', ' Hello ', 'Hello', true],
    ['strict', 'hello', 'Hello', false],
    ['match', 'HELLO', 'hello', true],
    ['match', 'hello there', 'hello', false],
    ['wide', 'well, HELLO there', 'hello', true],
    ['wide', 'goodbye', 'hello', false],
  ] as const)('%s: "%s" against "%s" is %s', (strictness, text, keyword, expected) => {
    expect(keywordMatches(text, keyword, strictness)).toBe(expected);
  });
});

describe('which flow an event starts', () => {
  const flows = [
    flow(3, { keywords: [{ text: 'price', strictness: 'wide' }] }),
    flow(2, { keywords: [{ text: 'price list', strictness: 'match' }], postbackId: 'PRICES' }),
    flow(4, { refs: ['ad-1'], welcome: true }),
    flow(5, { defaultReply: true }),
  ];

  it('prefers the strictest keyword match, whatever the flow order', () => {
    expect(matchTrigger(message('Price list'), flows, { firstContact: false })).toEqual({ flowId: 2, reason: 'keyword' });
    expect(matchTrigger(message('what price?'), flows, { firstContact: false })).toEqual({ flowId: 3, reason: 'keyword' });
  });

  it('starts a flow by its postback id, its ref, the welcome on a first contact, else the default reply', () => {
    expect(
      matchTrigger({ kind: 'postback', eventId: 'e', subscriberExternalId: 's', timestamp: at, payload: 'PRICES' }, flows, { firstContact: false }),
    ).toEqual({ flowId: 2, reason: 'postbackId' });
    expect(matchTrigger({ kind: 'referral', eventId: 'e', subscriberExternalId: 's', timestamp: at, ref: 'ad-1' }, flows, { firstContact: false })).toEqual({
      flowId: 4,
      reason: 'ref',
    });
    expect(matchTrigger({ kind: 'optIn', eventId: 'e', subscriberExternalId: 's', timestamp: at }, flows, { firstContact: true })).toEqual({
      flowId: 4,
      reason: 'welcome',
    });
    expect(matchTrigger(message('hi'), flows, { firstContact: true })).toEqual({ flowId: 4, reason: 'welcome' });
    expect(matchTrigger(message('hi'), flows, { firstContact: false })).toEqual({ flowId: 5, reason: 'defaultReply' });
    // A keyword beats the welcome, even on a first contact.
    expect(matchTrigger(message('price?'), flows, { firstContact: true })).toEqual({ flowId: 3, reason: 'keyword' });
    // Deliveries and opt-ins of known subscribers get no default reply.
    expect(matchTrigger({ kind: 'optIn', eventId: 'e', subscriberExternalId: 's', timestamp: at }, flows, { firstContact: false })).toBeNull();
  });

  it('prefers the channel account’s own defaults over the Reference flags, if those flows are on', () => {
    const defaults = { welcomeFlowId: 2, defaultReplyFlowId: 3 };
    expect(matchTrigger(message('hi'), flows, { firstContact: true, defaults })).toEqual({ flowId: 2, reason: 'welcome' });
    expect(matchTrigger(message('hi'), flows, { firstContact: false, defaults })).toEqual({ flowId: 3, reason: 'defaultReply' });
    expect(matchTrigger(message('hi'), flows, { firstContact: false, defaults: { welcomeFlowId: null, defaultReplyFlowId: 99 } })).toEqual({
      flowId: 5,
      reason: 'defaultReply',
    });
  });
});
