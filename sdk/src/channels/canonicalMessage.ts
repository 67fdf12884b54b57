import { z } from 'zod';

/**
 * What the flow runtime asks a channel to send, before the channel's adapter renders it into
 * the platform's format (spec 2, 3; architecture "Channel adapters"). Adapters refuse what
 * they cannot render; the publish check finds that earlier from their capabilities.
 */
export const outboundButton = z.discriminatedUnion('kind', [
  /** Comes back as a `postback` event with this payload. */
  z.object({ kind: z.literal('postback'), title: z.string().min(1), payload: z.string().min(1).max(1000) }),
  z.object({ kind: z.literal('url'), title: z.string().min(1), url: z.url({ protocol: /^https$/ }) }),
  z.object({ kind: z.literal('phone'), title: z.string().min(1), phone: z.string().regex(/^\+[1-9]\d{6,14}$/) }),
  z.object({ kind: z.literal('email'), title: z.string().min(1), email: z.email() }),
]);
export type OutboundButton = z.output<typeof outboundButton>;

export const quickReply = z.object({ title: z.string().min(1), payload: z.string().min(1).max(1000) });
export type QuickReply = z.output<typeof quickReply>;

export const carouselCard = z.object({
  title: z.string().min(1),
  subtitle: z.string().optional(),
  imageUrl: z.url({ protocol: /^https$/ }).optional(),
  buttons: z.array(outboundButton),
});
export type CarouselCard = z.output<typeof carouselCard>;

export const canonicalMessage = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string().min(1) }),
  z.object({ kind: z.literal('buttons'), text: z.string().min(1), buttons: z.array(outboundButton).min(1) }),
  z.object({ kind: z.literal('quickReplies'), text: z.string().min(1), replies: z.array(quickReply).min(1) }),
  z.object({ kind: z.literal('carousel'), cards: z.array(carouselCard).min(1) }),
  z.object({ kind: z.literal('media'), media: z.enum(['image', 'video', 'file']), url: z.url({ protocol: /^https$/ }), caption: z.string().optional() }),
  /**
   * A one-time notification request (Messenger's one_time_notif_req template): the platform shows
   * its own "Notify Me" button; the subscriber's opt-in comes back as an `optIn` event carrying
   * `payload` and the token that allows one message later, outside the messaging window.
   */
  z.object({ kind: z.literal('otnRequest'), title: z.string().min(1).max(65), payload: z.string().min(1).max(1000) }),
  /** A pre-approved template (WhatsApp), the only message allowed outside the messaging window there. */
  z.object({ kind: z.literal('template'), name: z.string().min(1), language: z.string().min(2), parameters: z.array(z.string()) }),
]);
export type CanonicalMessage = z.output<typeof canonicalMessage>;
export type CanonicalMessageKind = CanonicalMessage['kind'];
