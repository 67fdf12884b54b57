import { describe, expect, it } from '@jest/globals';
import type { CanonicalMessage } from '@chatmill/sdk';
import { messagingWindowRefusal } from './messagingWindow.ts';

const now = new Date('2026-11-22T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const text: CanonicalMessage = { kind: 'text', text: 'hi' };
const template: CanonicalMessage = { kind: 'template', name: 'order_update', language: 'en_US', parameters: [] };

describe('messagingWindowRefusal', () => {
  it('lets anything through on a channel without a window', () => {
    expect(messagingWindowRefusal(text, null, null, now)).toBeNull();
  });

  it('lets a message through within the window, up to its last millisecond', () => {
    expect(messagingWindowRefusal(text, 24, hoursAgo(1), now)).toBeNull();
    expect(messagingWindowRefusal(text, 24, hoursAgo(24), now)).toBeNull();
  });

  it('refuses a message after the window, or to a subscriber who never wrote, saying why', () => {
    expect(messagingWindowRefusal(text, 24, hoursAgo(25), now)).toBe(
      'Outside the 24-hour messaging window (the subscriber last wrote at 2026-11-21T11:00:00.000Z): only a template message can be sent now.',
    );
    expect(messagingWindowRefusal(text, 24, null, now)).toMatch(/never wrote/);
  });

  it('lets a template through after the window', () => {
    expect(messagingWindowRefusal(template, 24, hoursAgo(200), now)).toBeNull();
  });
});
