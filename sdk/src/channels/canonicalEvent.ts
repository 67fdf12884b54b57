import { z } from 'zod';

/**
 * What a channel's inbound traffic means, whatever the platform (architecture "Channel
 * adapters"). `eventId` is the platform's own id of the event (or one the adapter derives
 * from the payload): the host stores each (channel account, eventId) once, so a platform
 * that delivers the same webhook five times has one effect.
 */
const base = {
  eventId: z.string().min(1).max(200),
  /** The subscriber's id on the platform (PSID, WhatsApp number, chat id, widget visitor id). */
  subscriberExternalId: z.string().min(1).max(200),
  timestamp: z.coerce.date(),
  /** What the platform tells about the subscriber, when it does. */
  profile: z
    .object({
      name: z.string().max(200).optional(),
      gender: z.enum(['male', 'female']).optional(),
      /** Platforms that give the name in two parts (Messenger, Telegram). */
      firstName: z.string().max(100).optional(),
      lastName: z.string().max(100).optional(),
      /** As the platform gives it (`en_US`, a browser's `de-DE`). */
      locale: z.string().max(20).optional(),
      /** An IANA zone (`Europe/Berlin`): flows tell `{{date}}` and `{{time}}` in it. */
      timeZone: z.string().max(64).optional(),
    })
    .optional(),
};

export const canonicalEvent = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('message'),
    text: z.string().max(10_000),
    attachments: z.array(z.object({ type: z.string(), url: z.string() })).default([]),
  }),
  z.object({ ...base, kind: z.literal('postback'), payload: z.string().max(1000), title: z.string().optional() }),
  z.object({ ...base, kind: z.literal('quickReply'), payload: z.string().max(1000), text: z.string() }),
  z.object({ ...base, kind: z.literal('comment'), postId: z.string(), commentId: z.string(), text: z.string() }),
  z.object({ ...base, kind: z.literal('referral'), ref: z.string().max(500) }),
  /** The platform delivered these messages (ids the adapter's `send` returned). */
  z.object({ ...base, kind: z.literal('delivery'), messageIds: z.array(z.string()) }),
  /** Everything sent before `watermark` was read. */
  z.object({ ...base, kind: z.literal('read'), watermark: z.coerce.date() }),
  /**
   * The subscriber opted in (a checkbox, a widget opened, a welcome): `ref` says where. The answer
   * to an `otnRequest` message carries its `payload` and the platform's one-time `otnToken`.
   */
  z.object({
    ...base,
    kind: z.literal('optIn'),
    ref: z.string().max(500).optional(),
    payload: z.string().max(1000).optional(),
    otnToken: z.string().max(500).optional(),
  }),
]);
export type CanonicalEvent = z.output<typeof canonicalEvent>;
export type CanonicalEventKind = CanonicalEvent['kind'];
