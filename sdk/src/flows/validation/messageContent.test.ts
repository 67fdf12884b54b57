import { describe, expect, it } from '@jest/globals';
import type { MessageItem } from '../coreNodeSettings.ts';
import { buttons, card, carousel, codesOf, nextStep, problemsOf, quickReplies, started } from './testGraph.ts';

/** Start → welcome → a message holding this item. */
const sending = (item: MessageItem) => started().message('m', item).edge('welcome', 'm').build();

describe('message content (spec 2, 5)', () => {
  it('needs a body on a button message', () => {
    expect(problemsOf(sending(buttons('b', '  ', nextStep('go'))))).toContainEqual(
      expect.objectContaining({ code: 'buttonsWithoutBody', nodeId: 'm', blocks: 'publish', params: { itemId: 'b' } }),
    );
    expect(codesOf(sending(buttons('b', 'Pick one', nextStep('go'))))).toEqual([]);
  });

  it('needs at least 1 button on a button message', () => {
    expect(codesOf(sending(buttons('b', 'Pick one')))).toEqual(['buttonsWithoutButton']);
  });

  it('keeps text with buttons under 640 characters', () => {
    expect(problemsOf(sending(buttons('b', 'x'.repeat(640), nextStep('go'))))).toContainEqual(
      expect.objectContaining({ code: 'buttonTextTooLong', nodeId: 'm', detail: 'Text with buttons must stay under 640 characters; this one has 640.' }),
    );
    expect(codesOf(sending(buttons('b', 'x'.repeat(639), nextStep('go'))))).toEqual([]);
  });

  it('needs at least 1 quick reply on a quick reply message', () => {
    expect(codesOf(sending(quickReplies('q', 'Pick')))).toEqual(['quickRepliesWithoutReply']);
    expect(codesOf(sending(quickReplies('q', 'Pick', nextStep('yes', 'Yes'))))).toEqual([]);
  });

  it('needs a title and one more field on every carousel card, and at least one card', () => {
    const titleless = sending(carousel('c', card('k1', 'Shoes'), card('k2', '', { subtitle: 'Red' })));
    expect(problemsOf(titleless)).toEqual([
      expect.objectContaining({
        code: 'carouselCardWithoutTitle',
        nodeId: 'm',
        params: { itemId: 'c', card: 2, cardId: 'k2' },
        detail: 'Card 2 of the carousel needs a title.',
      }),
    ]);
    expect(codesOf(sending(carousel('c', card('k1', 'Shoes', {}))))).toEqual(['carouselCardWithoutField']);
    expect(codesOf(sending(carousel('c', card('k1', 'Shoes', { imageUrl: 'https://example.com/s.png' }))))).toEqual([]);
    expect(codesOf(sending(carousel('c', card('k1', 'Shoes', { buttons: [nextStep('buy', 'Buy')] }))))).toEqual([]);
    expect(codesOf(sending(carousel('c')))).toEqual(['carouselWithoutCard']);
  });
});
