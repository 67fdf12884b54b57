import { z } from 'zod';
import type { CanonicalEvent } from '@chatmill/sdk';
import { maxVisitorText } from '../../common/protocol.ts';

/** What the embed script may send (common/protocol.ts `ClientMessage`), checked before anything acts on it. */
const messageId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Give each message an id (a uuid).');
const payload = z.string().min(1).max(1000);

export const clientMessage = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('message'),
    id: messageId,
    text: z.string().trim().min(1, 'Type a message.').max(maxVisitorText, `Send at most ${maxVisitorText} characters.`),
  }),
  z.strictObject({ type: z.literal('postback'), id: messageId, payload, title: z.string().max(200) }),
  z.strictObject({ type: z.literal('quickReply'), id: messageId, payload, text: z.string().max(200) }),
  z.strictObject({ type: z.literal('opened') }),
  z.strictObject({ type: z.literal('read'), upTo: z.number().int().positive() }),
]);
export type ClientMessageIn = z.output<typeof clientMessage>;
export type VisitorSays = Extract<ClientMessageIn, { type: 'message' | 'postback' | 'quickReply' }>;

/**
 * A visitor's message or click as the flow runtime's canonical event. The event id is the
 * visitor's id and the uuid their script gave the message, so a message sent again after a
 * reconnect is the same event (stored once), and no visitor can collide with another's ids.
 */
export function visitorEvent(visitorId: string, message: VisitorSays, now: Date, profile?: CanonicalEvent['profile']): CanonicalEvent {
  const base = { eventId: `${visitorId}:${message.id}`, subscriberExternalId: visitorId, timestamp: now, ...(profile ? { profile } : {}) };
  switch (message.type) {
    case 'message':
      return { ...base, kind: 'message', text: message.text, attachments: [] };
    case 'postback':
      return { ...base, kind: 'postback', payload: message.payload, ...(message.title ? { title: message.title } : {}) };
    case 'quickReply':
      return { ...base, kind: 'quickReply', payload: message.payload, text: message.text };
  }
}

/** The visitor opened the chat: once per visitor (the event id never changes), so a welcome flow runs once. */
export function openedEvent(visitorId: string, now: Date, profile?: CanonicalEvent['profile']): CanonicalEvent {
  return {
    eventId: `${visitorId}:opened`,
    subscriberExternalId: visitorId,
    timestamp: now,
    kind: 'optIn',
    ref: 'web-chat-widget',
    ...(profile ? { profile } : {}),
  };
}

/** The visitor's screen showed these messages (ids the adapter's send returned). */
export function deliveryEvent(visitorId: string, messageIds: readonly number[], now: Date): CanonicalEvent {
  return {
    eventId: `${visitorId}:delivered:${Math.max(...messageIds)}`,
    subscriberExternalId: visitorId,
    timestamp: now,
    kind: 'delivery',
    messageIds: messageIds.map(String),
  };
}

export function readEvent(visitorId: string, upTo: number, watermark: Date, now: Date): CanonicalEvent {
  return { eventId: `${visitorId}:read:${upTo}`, subscriberExternalId: visitorId, timestamp: now, kind: 'read', watermark };
}

/** What the transcript shows of what the visitor said or clicked. */
export function visitorText(message: VisitorSays): string {
  return message.type === 'message' ? message.text : message.type === 'postback' ? message.title || message.payload : message.text || message.payload;
}
