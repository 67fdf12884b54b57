import { describe, expect, it } from '@jest/globals';
import { percentOfSends } from './flowStats.ts';

describe('percent of sends', () => {
  it('rounds up', () => {
    expect(percentOfSends(1, 3)).toBe(34);
    expect(percentOfSends(2, 3)).toBe(67);
    expect(percentOfSends(1, 1000)).toBe(1);
    expect(percentOfSends(3, 3)).toBe(100);
  });
  it('is 0 without sends or counts', () => {
    expect(percentOfSends(0, 0)).toBe(0);
    expect(percentOfSends(5, 0)).toBe(0);
    expect(percentOfSends(0, 10)).toBe(0);
  });
});
