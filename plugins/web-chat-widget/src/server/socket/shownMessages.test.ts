import { describe, expect, it } from '@jest/globals';
import type { WireMessage } from '../../common/protocol.ts';
import { ShownMessages } from './shownMessages.ts';

const message = (id: number): WireMessage => ({ id, from: 'bot', at: '2026-11-27T12:00:00.000Z', body: { kind: 'text', text: `#${id}` } });

describe('the messages a visitor socket has shown', () => {
  it('shows a notice’s message at once when the one before it was shown', () => {
    const shown = new ShownMessages(10);
    expect(shown.fromNotice({ type: 'new', message: message(11), previousId: 10 })).toEqual([message(11)]);
    expect(shown.fromNotice({ type: 'new', message: message(1), previousId: null })).toEqual([]);
  });

  it('shows a message that committed after a later one was shown (its id is lower)', () => {
    const shown = new ShownMessages(10);
    // 11 (the visitor's, still in its transaction) and 12 (the bot's) were stored at once; 12 committed first.
    const first = shown.fromNotice({ type: 'new', message: message(12), previousId: 10 })!;
    first.forEach((m) => shown.add(m.id));
    expect(first.map((m) => m.id)).toEqual([12]);
    // A high-water mark would drop 11 now; it was never shown.
    expect(shown.fromNotice({ type: 'new', message: message(11), previousId: 10 })).toEqual([message(11)]);
  });

  it('reads the transcript when a notice cannot tell: no message in it, or the one before it not shown', () => {
    const shown = new ShownMessages(10);
    expect(shown.fromNotice({ type: 'new' })).toBeNull();
    expect(shown.fromNotice({ type: 'new', message: message(13), previousId: 12 })).toBeNull();
    shown.add(12);
    expect(shown.unseen([message(11), message(12), message(13)]).map((m) => m.id)).toEqual([11, 13]);
  });

  it('keeps its memory bounded: old ids fall under the floor, still counted as shown', () => {
    const shown = new ShownMessages(0);
    for (let id = 1; id <= 500; id += 1) shown.add(id);
    expect(shown.has(1)).toBe(true);
    expect(shown.has(500)).toBe(true);
    expect(shown.has(501)).toBe(false);
  });
});
