import { describe, expect, it } from '@jest/globals';
import type { ChannelCapabilities } from '../../channels/channelCapabilities.ts';
import type { MessageItem, Suggestion } from '../coreNodeSettings.ts';
import { capabilityProblems, mediaUrls } from './capabilities.ts';
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

  it('names buttons of a kind the channel does not show, and postback ids longer than its payload field', () => {
    const call: Suggestion = { id: 'c', type: 'phone', title: 'Call us', phone: '+14155550100' };
    const other: Suggestion = { id: 'o', type: 'postback', title: 'Prices', payload: 'P'.repeat(70) };
    const found = check(buttons('b', 'Pick', call, other), { buttonKinds: ['postback', 'url'], maxPayloadBytes: 64 });
    expect(found.map((p) => [p.code, p.nodeId, p.detail])).toEqual([
      ['unsupportedButtonKind', 'm', 'The button “Call us” is a phone button, which Messenger cannot show; use another kind of button.'],
      ['payloadTooLong', 'm', `The postback id “${'P'.repeat(70)}” has 70 bytes; Messenger takes at most 64. Use a shorter id.`],
    ]);
    expect(check(buttons('b', 'Pick', call, other))).toEqual([]);
  });

  it("measures the Reference's postback id against the payload field", () => {
    const flow = graph()
      .reference('start', { postbackId: 'x'.repeat(40) })
      .build();
    expect(capabilityProblems(flow, { ...messengerCaps, maxPayloadBytes: 32 }, options)).toEqual([
      expect.objectContaining({ code: 'payloadTooLong', nodeId: 'start', params: expect.objectContaining({ count: 40, max: 32 }) }),
    ]);
  });

  it('measures captions and refuses media kinds the channel does not show', () => {
    const captioned: MessageItem = { id: 'v', kind: 'video', url: 'https://example.com/a.mp4', caption: 'c'.repeat(30) };
    expect(check(captioned, { maxCaptionLength: 20 }).map((p) => p.code)).toEqual(['captionTooLong']);
    expect(check(captioned, { media: { image: { maxBytes: 5_000_000 } } }).map((p) => p.code)).toEqual(['unsupportedKind']);
  });

  it('judges a media file by the size the server measured, and only a file the channel limits', () => {
    const big: MessageItem = { id: 'i', kind: 'image', url: 'https://example.com/big.png' };
    const caps: Partial<ChannelCapabilities> = { media: { image: { maxBytes: 5_000_000 }, file: { maxBytes: Infinity } } };
    const flow = sending(big, { id: 'f', kind: 'file', url: 'https://example.com/any.zip' });
    expect(mediaUrls(flow, { ...messengerCaps, ...caps })).toEqual(['https://example.com/big.png']);
    const measured = new Map([['https://example.com/big.png', 12_345_678]]);
    expect(capabilityProblems(sending(big), { ...messengerCaps, ...caps }, { ...options, mediaBytes: measured })).toEqual([
      expect.objectContaining({
        code: 'mediaTooLarge',
        params: expect.objectContaining({ itemId: 'i', size: '12.3', max: '5' }),
        detail: 'Messenger takes files of at most 5 MB for an image; this one is 12.3 MB. Use a smaller file.',
      }),
    ]);
    // Not measured (the server could not tell), or within the limit: nothing to say.
    expect(capabilityProblems(sending(big), { ...messengerCaps, ...caps }, options)).toEqual([]);
    expect(capabilityProblems(sending(big), { ...messengerCaps, ...caps }, { ...options, mediaBytes: new Map([[big.url, 4_000_000]]) })).toEqual([]);
  });

  it('refuses quick replies that come back as the same text when the platform sends titles back', () => {
    const same = quickReplies('q', 'Size?', nextStep('a', 'Small'), nextStep('b', ' small '));
    expect(check(same, { quickRepliesAsText: true }).map((p) => [p.code, p.params?.['title']])).toEqual([['sameQuickReplyTitles', 'small']]);
    expect(check(same)).toEqual([]);
  });
});
