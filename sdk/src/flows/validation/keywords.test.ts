import { describe, expect, it } from '@jest/globals';
import { keywordsClash, keywordTriggers } from './keywords.ts';
import { codesOf, contextFor, graph, problemsOf, text } from './testGraph.ts';

const withKeywords = (...keywords: { text: string; strictness: 'wide' | 'match' | 'strict' }[]) =>
  graph().reference('start', { keywords }).message('welcome', text('t1')).edge('start', 'welcome').build();

describe('keyword matching (spec 2, 3 "match strictness wide, match or strict")', () => {
  it('triggers strict on the exact text, match in any case, wide anywhere in the message', () => {
    expect(keywordTriggers({ text: 'Price', strictness: 'strict' }, ' Price ')).toBe(true);
    expect(keywordTriggers({ text: 'Price', strictness: 'strict' }, 'price')).toBe(false);
    expect(keywordTriggers({ text: 'Price', strictness: 'match' }, 'PRICE')).toBe(true);
    expect(keywordTriggers({ text: 'Price', strictness: 'match' }, 'the price')).toBe(false);
    expect(keywordTriggers({ text: 'Price', strictness: 'wide' }, 'what is the PRICE?')).toBe(true);
    expect(keywordTriggers({ text: 'Price', strictness: 'wide' }, 'cost')).toBe(false);
  });

  it('lets two keywords clash when sending one triggers the other', () => {
    expect(keywordsClash({ text: 'hi', strictness: 'wide' }, { text: 'high five', strictness: 'strict' })).toBe(true);
    expect(keywordsClash({ text: 'Hi', strictness: 'strict' }, { text: 'hi', strictness: 'strict' })).toBe(false);
    expect(keywordsClash({ text: 'Hi', strictness: 'strict' }, { text: 'hi', strictness: 'match' })).toBe(true);
  });
});

describe('keyword conflicts (spec 2, 5 and 8)', () => {
  it("says 'Conflict Found!' for clashing keywords of this flow", () => {
    const flow = withKeywords({ text: 'menu', strictness: 'wide' }, { text: 'Main menu', strictness: 'match' });
    expect(problemsOf(flow)).toContainEqual(
      expect.objectContaining({ code: 'keywordDuplicate', nodeId: 'start', message: 'Conflict Found!', blocks: 'publish' }),
    );
    expect(codesOf(withKeywords({ text: 'menu', strictness: 'strict' }, { text: 'Main menu', strictness: 'match' }))).toEqual([]);
  });

  it("says 'Keyword Conflict Detected' for a keyword clashing with another flow's, naming that flow", () => {
    const flow = withKeywords({ text: 'price', strictness: 'match' });
    const clashing = contextFor('messenger', { otherKeywords: [{ flowId: 7, flowName: 'Pricing', keyword: 'PRICE', strictness: 'strict' }] });
    expect(problemsOf(flow, clashing)).toEqual([
      expect.objectContaining({
        code: 'keywordConflict',
        nodeId: 'start',
        message: 'Keyword Conflict Detected',
        detail: 'The keyword “price” clashes with “PRICE” of the flow “Pricing”.',
        blocks: 'publish',
      }),
    ]);
    const apart = contextFor('messenger', { otherKeywords: [{ flowId: 7, flowName: 'Pricing', keyword: 'prices', strictness: 'strict' }] });
    expect(codesOf(flow, apart)).toEqual([]);
  });
});
