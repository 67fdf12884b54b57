import { describe, expect, it } from '@jest/globals';
import { buttons, codesOf, nextStep, problemsOf, quickReplies, started } from './testGraph.ts';

describe('infinite loops (spec 2, 5)', () => {
  it('refuses a cycle that never waits for the subscriber', () => {
    const flow = started().condition('check').action('act').edge('welcome', 'check').edge('check', 'act', 'true').edge('act', 'welcome').build();
    expect(problemsOf(flow)).toContainEqual(
      expect.objectContaining({
        code: 'infiniteLoop',
        nodeId: 'welcome',
        edgeId: 'e2',
        message: 'Infinite Loop',
        blocks: 'publish',
        params: { steps: 'Send Message, Condition, Action' },
      }),
    );
  });

  it("counts a message's next as going on at once, even when it has buttons", () => {
    const flow = started()
      .message('menu', buttons('b', 'Pick', nextStep('again', 'Again')))
      .action('act')
      .edge('welcome', 'menu')
      .edge('menu', 'act')
      .edge('act', 'menu')
      .build();
    expect(codesOf(flow)).toContain('infiniteLoop');
  });

  it('allows a cycle through a button or quick reply the subscriber taps', () => {
    const button = started()
      .message('menu', buttons('b', 'Again?', nextStep('again', 'Again')))
      .edge('welcome', 'menu')
      .edge('menu', 'welcome', 'button:again')
      .build();
    expect(codesOf(button)).toEqual([]);
    const reply = started()
      .message('menu', quickReplies('q', 'Again?', nextStep('again', 'Again')))
      .edge('welcome', 'menu')
      .edge('menu', 'welcome', 'reply:again')
      .build();
    expect(codesOf(reply)).toEqual([]);
  });

  it('allows a cycle through a UserInput or a TimeGap', () => {
    const input = started().userInput('ask').condition('check').edge('welcome', 'ask').edge('ask', 'check').edge('check', 'welcome', 'false').build();
    expect(codesOf(input)).toEqual([]);
    const wait = started().action('act').timeGap('wait').edge('welcome', 'act').edge('act', 'wait').edge('wait', 'welcome').build();
    expect(codesOf(wait)).toEqual([]);
  });
});
