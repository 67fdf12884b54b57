import { describe, expect, it } from '@jest/globals';
import { canRedo, canUndo, createHistory, HISTORY_LIMIT, record, redo, undo } from './flowHistory.ts';

const equals = (a: number, b: number) => a === b;

describe('flow editor history', () => {
  it('undoes and redoes steps in order', () => {
    let h = createHistory(0);
    h = record(h, 1, equals);
    h = record(h, 2, equals);
    expect(canUndo(h)).toBe(true);
    h = undo(h);
    expect(h.present).toBe(1);
    h = undo(h);
    expect(h.present).toBe(0);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe(1);
    h = redo(h);
    expect(h.present).toBe(2);
    expect(canRedo(h)).toBe(false);
  });

  it('records nothing for an unchanged snapshot', () => {
    const h = record(createHistory(1), 2, equals);
    expect(record(h, 2, equals)).toBe(h);
  });

  it('drops the redo branch when a new step is recorded after an undo', () => {
    let h = record(record(createHistory(0), 1, equals), 2, equals);
    h = record(undo(h), 5, equals);
    expect(h.present).toBe(5);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe(1);
  });

  it('merges a burst of edits with the same key into one step, but not after the window or another key', () => {
    let h = createHistory('');
    h = record(h, 'H', (a, b) => a === b, { mergeKey: 'text', now: 1000 });
    h = record(h, 'Hi', (a, b) => a === b, { mergeKey: 'text', now: 1500 });
    h = record(h, 'Hi!', (a, b) => a === b, { mergeKey: 'text', now: 2200 });
    expect(h.past).toEqual(['']);
    h = record(h, 'Hi!!', (a, b) => a === b, { mergeKey: 'text', now: 4000 });
    expect(h.past).toEqual(['', 'Hi!']);
    h = record(h, 'Hi!!?', (a, b) => a === b, { mergeKey: 'other', now: 4100 });
    expect(h.past).toEqual(['', 'Hi!', 'Hi!!']);
    // An undo ends a burst: the next edit is a step of its own.
    h = undo(h);
    h = record(h, 'x', (a, b) => a === b, { mergeKey: 'other', now: 4200 });
    expect(h.past).toEqual(['', 'Hi!', 'Hi!!']);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    let h = createHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = record(h, i, equals);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]).toBe(20);
  });
});
