import { describe, expect, it } from '@jest/globals';
import { canonicalEvent } from '@chatmill/sdk';
import { clientMessage, deliveryEvent, openedEvent, readEvent, visitorEvent, visitorText } from './clientMessages.ts';

const now = new Date('2026-11-22T10:00:00Z');
const id = '6f1c2b1e-1b7a-4a55-9c1e-0a3d5b7c9e11';

describe("a visitor's messages as canonical events", () => {
  it('turns text, button clicks and quick replies into events keyed by visitor and message id', () => {
    const text = visitorEvent('V1', clientMessage.parse({ type: 'message', id, text: ' hi ' }) as never, now);
    expect(text).toEqual({ eventId: `V1:${id}`, subscriberExternalId: 'V1', timestamp: now, kind: 'message', text: 'hi', attachments: [] });
    expect(visitorEvent('V1', { type: 'postback', id, payload: 'p', title: 'Prices' }, now)).toMatchObject({
      eventId: `V1:${id}`,
      kind: 'postback',
      payload: 'p',
      title: 'Prices',
    });
    expect(visitorEvent('V1', { type: 'quickReply', id, payload: 'r', text: 'Yes' }, now)).toMatchObject({ kind: 'quickReply', payload: 'r', text: 'Yes' });
    // Two visitors using the same message id are two events.
    expect(visitorEvent('V2', { type: 'message', id, text: 'hi' }, now).eventId).not.toBe(text.eventId);
  });

  it('makes events the SDK schema accepts', () => {
    const events = [
      visitorEvent('V1', { type: 'message', id, text: 'hi' }, now),
      openedEvent('V1', now),
      deliveryEvent('V1', [3, 9, 4], now),
      readEvent('V1', 9, now, now),
    ];
    for (const event of events) expect(canonicalEvent.parse(event)).toEqual(event);
    expect(openedEvent('V1', now).eventId).toBe('V1:opened');
    expect(deliveryEvent('V1', [3, 9, 4], now)).toMatchObject({ eventId: 'V1:delivered:9', messageIds: ['3', '9', '4'] });
  });

  it('refuses what the script never sends', () => {
    for (const bad of [
      { type: 'message', id, text: '' },
      { type: 'message', id: 'short', text: 'x' },
      { type: 'message', id, text: 'x'.repeat(2001) },
      { type: 'message', id, text: 'x', admin: true },
      { type: 'postback', id, payload: '', title: '' },
      { type: 'read', upTo: -1 },
      { type: 'delete' },
    ]) {
      expect(clientMessage.safeParse(bad).success).toBe(false);
    }
  });

  it('shows clicks in the transcript by their titles', () => {
    expect(visitorText({ type: 'postback', id, payload: 'p', title: 'Prices' })).toBe('Prices');
    expect(visitorText({ type: 'postback', id, payload: 'p', title: '' })).toBe('p');
    expect(visitorText({ type: 'quickReply', id, payload: 'r', text: 'Yes' })).toBe('Yes');
  });
});
