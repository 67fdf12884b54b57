import { describe, expect, it } from '@jest/globals';
import { flowChoiceProblem } from './flowChoice.ts';

describe('a flow choice', () => {
  const flows = new Set([1, 2]);
  it('asks for a flow when one is required and none is chosen', () => {
    expect(flowChoiceProblem(null, flows, true)).toBe('none');
    expect(flowChoiceProblem(undefined, flows, false)).toBeNull();
  });
  it('says when the chosen flow does not exist any more', () => {
    expect(flowChoiceProblem(3, flows, false)).toBe('missing');
    expect(flowChoiceProblem(2, flows, true)).toBeNull();
  });
});
