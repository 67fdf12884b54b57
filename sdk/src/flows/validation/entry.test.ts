import { describe, expect, it } from '@jest/globals';
import { codesOf, graph, image, problemsOf, started, text } from './testGraph.ts';

describe('the flow entry (spec 2, 5)', () => {
  it('needs the Reference connected', () => {
    const flow = graph().reference().message('welcome', text('t1')).message('more', text('t2')).edge('welcome', 'more').build();
    expect(problemsOf(flow)).toContainEqual(expect.objectContaining({ code: 'referenceUnconnected', nodeId: 'start', blocks: 'publish' }));
    expect(codesOf(started().build())).toEqual([]);
  });

  it("says 'You Cannot Use This Flow' (Error #10900) when the first message holds more than 1 message", () => {
    const flow = graph().reference().message('welcome', text('t1'), image('i1')).edge('start', 'welcome').build();
    const [found] = problemsOf(flow);
    expect(found).toMatchObject({ code: 'firstMessageTooLong', nodeId: 'welcome', edgeId: 'e1', message: 'You Cannot Use This Flow', blocks: 'publish' });
    expect(found?.detail).toMatch(/^Error #10900: /);
    const later = started().message('more', text('t2'), image('i2')).edge('welcome', 'more').build();
    expect(codesOf(later)).toEqual([]);
  });
});
