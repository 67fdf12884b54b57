import { describe, expect, it } from '@jest/globals';
import type { ChannelCapabilities } from '../../channels/channelCapabilities.ts';
import type { MessageItem } from '../coreNodeSettings.ts';
import { capabilityProblems } from './capabilities.ts';
import { buttons, card, carousel, graph, image, nextStep, quickReplies, text } from './testGraph.ts';

/** Spec 2, 9's Messenger limits. */
const messengerCaps: ChannelCapabilities = {
  kinds: ['text', 'buttons', 'quickReplies', 'carousel', 'media', 'template', 'otnRequest'],
  maxButtons: 3,
  maxCarouselItems: 10,
  maxQuickReplies: 10,
  maxTextLength: 2000,
  maxButtonTextLength: 640,
  maxButtonTitleLength: 20,
  messagingWindowHours: 24,
  rateLimit: { perSecond: 10 },
};
const options = { channelName: 'Messenger' };

const sending = (...items: MessageItem[]) =>
  graph()
    .reference()
    .message('m', ...items)
    .edge('start', 'm')
    .build();
const check = (item: MessageItem, caps: Partial<ChannelCapabilities> = {}) => capabilityProblems(sending(item), { ...messengerCaps, ...caps }, options);
const nextSteps = (count: number) => Array.from({ length: count }, (_, i) => nextStep(`s${i}`, `Option ${i}`));

describe("capability check before publishing (issue 6: the adapter's limits)", () => {
  it('says how many buttons the channel shows', () => {
    expect(check(buttons('b', 'Pick', ...nextSteps(4)))).toEqual([
      expect.objectContaining({
        code: 'tooManyButtons',
        nodeId: 'm',
        message: 'Message Not Supported',
        detail: 'This message has 4 buttons; Messenger shows at most 3.',
        blocks: 'publish',
      }),
    ]);
    expect(check(buttons('b', 'Pick', ...nextSteps(3)))).toEqual([]);
  });

  it('names an OTN node on a channel that cannot ask for one-time notifications', () => {
    const withOtn = graph().reference().otn('o').edge('start', 'o').build();
    expect(capabilityProblems(withOtn, messengerCaps, options)).toEqual([]);
    expect(capabilityProblems(withOtn, { ...messengerCaps, kinds: ['text', 'buttons'] }, options)).toEqual([
      expect.objectContaining({
        code: 'unsupportedKind',
        nodeId: 'o',
        detail: 'This message is a one-time notification request, which Messenger cannot show; use another kind of message.',
      }),
    ]);
  });

  it('refuses a kind of message the channel cannot render', () => {
    const textOnly = { kinds: ['text'] as const };
    expect(check(carousel('c', card('k', 'Shoes')), textOnly)).toEqual([
      expect.objectContaining({ code: 'unsupportedKind', detail: 'This message is a carousel, which Messenger cannot show; use another kind of message.' }),
    ]);
    expect(check(image('i'), textOnly).map((found) => found.code)).toEqual(['unsupportedKind']);
    expect(check(image('i'), { kinds: ['media'] })).toEqual([]);
    expect(check(text('t', 'Hi'), textOnly)).toEqual([]);
  });

  it('counts quick replies and carousel cards', () => {
    expect(check(quickReplies('q', 'Pick', ...nextSteps(11))).map((found) => found.code)).toEqual(['tooManyQuickReplies']);
    expect(check(quickReplies('q', 'Pick', ...nextSteps(10)))).toEqual([]);
    const cards = (count: number) => carousel('c', ...Array.from({ length: count }, (_, i) => card(`k${i}`, `Card ${i}`)));
    expect(check(cards(4), { maxCarouselItems: 3 }).map((found) => found.code)).toEqual(['tooManyCards']);
    expect(check(cards(3), { maxCarouselItems: 3 })).toEqual([]);
    const crowded = carousel('c', card('k1', 'Shoes', { buttons: nextSteps(3) }));
    expect(check(crowded, { maxButtons: 2 })).toEqual([
      expect.objectContaining({ code: 'tooManyCardButtons', params: expect.objectContaining({ card: 1, cardId: 'k1' }) }),
    ]);
    expect(check(crowded)).toEqual([]);
  });

  it('measures texts, texts with buttons and button titles', () => {
    expect(check(text('t', 'x'.repeat(101)), { maxTextLength: 100 }).map((found) => found.code)).toEqual(['textTooLong']);
    expect(check(text('t', 'x'.repeat(100)), { maxTextLength: 100 })).toEqual([]);
    expect(check(quickReplies('q', 'x'.repeat(101), nextStep('yes')), { maxTextLength: 100 }).map((found) => found.code)).toEqual(['textTooLong']);
    expect(check(buttons('b', 'x'.repeat(631), nextStep('go')), { maxButtonTextLength: 630 }).map((found) => found.code)).toEqual([
      'buttonTextTooLongForChannel',
    ]);
    expect(check(buttons('b', 'x'.repeat(630), nextStep('go')), { maxButtonTextLength: 630 })).toEqual([]);
    const longTitle = buttons('b', 'Pick', nextStep('go', 'A very long button title'));
    expect(check(longTitle)).toEqual([
      expect.objectContaining({ code: 'buttonTitleTooLong', detail: 'The button “A very long button title” has 24 characters; Messenger shows at most 20.' }),
    ]);
    expect(check(longTitle, { maxButtonTitleLength: 24 })).toEqual([]);
  });

  it('checks one thread of an omni-channel flow and the shared steps, naming "this channel" by default', () => {
    const flow = graph()
      .reference()
      .message('shared', buttons('b1', 'Pick', ...nextSteps(4)))
      .threadMessage('wa', 'whatsapp', buttons('b2', 'Pick', ...nextSteps(4)))
      .threadMessage('fb', 'messenger', buttons('b3', 'Pick', ...nextSteps(4)))
      .build();
    const found = capabilityProblems(flow, messengerCaps, { thread: 'messenger' });
    expect(found.map((problem) => problem.nodeId)).toEqual(['shared', 'fb']);
    expect(found[0]?.detail).toBe('This message has 4 buttons; this channel shows at most 3.');
  });
});
