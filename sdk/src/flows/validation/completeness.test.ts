import { describe, expect, it } from '@jest/globals';
import { codesOf, problemsOf, started, text } from './testGraph.ts';

describe('save checks: connections and configuration (spec 2, 5)', () => {
  it('needs an input or output connection on every element', () => {
    const loose = started().message('lost', text('t2')).build();
    expect(problemsOf(loose)).toContainEqual(
      expect.objectContaining({ code: 'nodeUnconnected', nodeId: 'lost', message: 'Unconnected Step', blocks: 'publish' }),
    );
    expect(codesOf(started().message('more', text('t2')).edge('welcome', 'more').build())).toEqual([]);
  });

  it("needs full configuration, with the type's own words", () => {
    const blank = started().condition('check', { rules: [] }).edge('welcome', 'check').build();
    expect(problemsOf(blank)).toContainEqual(
      expect.objectContaining({
        code: 'nodeIncomplete',
        nodeId: 'check',
        message: 'Error: Values are missing',
        detail: 'Add at least one rule.',
        blocks: 'publish',
      }),
    );
    expect(codesOf(started().condition('check').edge('welcome', 'check').build())).toEqual([]);
  });
});
