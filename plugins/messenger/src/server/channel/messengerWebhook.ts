import type { CanonicalEvent } from '@chatmill/sdk';
import { z } from 'zod';

/**
 * A Messenger or Instagram webhook (Messenger Platform "Webhook Events"; Instagram Messaging
 * "Webhooks"): `object` says which, each entry is one page (or Instagram professional account)
 * with its `messaging` events and its `changes` (page feed and Instagram comments). Read loosely:
 * Meta adds fields, and an event this product does not know is skipped, not refused.
 */
const messagingEvent = z.looseObject({
  sender: z.looseObject({ id: z.string() }),
  recipient: z.looseObject({ id: z.string() }),
  timestamp: z.number(),
  message: z
    .looseObject({
      mid: z.string(),
      text: z.string().optional(),
      is_echo: z.boolean().optional(),
      quick_reply: z.looseObject({ payload: z.string() }).optional(),
      attachments: z.array(z.looseObject({ type: z.string(), payload: z.looseObject({ url: z.string().optional() }).nullish() })).optional(),
    })
    .optional(),
  postback: z.looseObject({ mid: z.string().optional(), title: z.string().optional(), payload: z.string() }).optional(),
  referral: z.looseObject({ ref: z.string().optional(), source: z.string().optional() }).optional(),
  optin: z.looseObject({ ref: z.string().optional(), payload: z.string().optional() }).optional(),
  delivery: z.looseObject({ mids: z.array(z.string()).optional(), watermark: z.number() }).optional(),
  read: z.looseObject({ watermark: z.number() }).optional(),
});
type MessagingEvent = z.output<typeof messagingEvent>;

const change = z.looseObject({ field: z.string(), value: z.looseObject({}) });
const feedComment = z.looseObject({
  item: z.literal('comment'),
  verb: z.literal('add'),
  comment_id: z.string(),
  post_id: z.string(),
  message: z.string().default(''),
  from: z.looseObject({ id: z.string(), name: z.string().optional() }),
  created_time: z.number().optional(),
});
const instagramComment = z.looseObject({
  id: z.string(),
  text: z.string().default(''),
  from: z.looseObject({ id: z.string(), username: z.string().optional() }),
  media: z.looseObject({ id: z.string() }),
});

const webhookBody = z.looseObject({
  object: z.enum(['page', 'instagram']),
  entry: z.array(
    z.looseObject({
      id: z.string(),
      time: z.number().optional(),
      messaging: z.array(z.unknown()).optional(),
      changes: z.array(z.unknown()).optional(),
    }),
  ),
});

/** One page's (or Instagram account's) events of a webhook. */
export interface MessengerBatch {
  platform: 'messenger' | 'instagram';
  /** The page id, or the Instagram professional account's id: the only source of the tenant. */
  accountId: string;
  events: CanonicalEvent[];
}

/** The events of a webhook's JSON, by page; an unknown body is no events. */
export function messengerBatches(json: unknown): MessengerBatch[] {
  const body = webhookBody.safeParse(json);
  if (!body.success) return [];
  const platform = body.data.object === 'page' ? 'messenger' : 'instagram';
  return body.data.entry.map((entry) => {
    const events: CanonicalEvent[] = [];
    for (const raw of entry.messaging ?? []) {
      const parsed = messagingEvent.safeParse(raw);
      const event = parsed.success ? fromMessaging(parsed.data, entry.id) : null;
      if (event) events.push(event);
    }
    for (const raw of entry.changes ?? []) {
      const event = fromChange(raw, platform);
      if (event) events.push(event);
    }
    return { platform, accountId: entry.id, events };
  });
}

function fromMessaging(event: MessagingEvent, accountId: string): CanonicalEvent | null {
  // An echo is the page's own message (ours, or one a person typed in the page's inbox): sent, not said to the bot.
  if (event.message?.is_echo) return null;
  // Everything but echoes comes from the person; the page is the recipient.
  if (event.recipient.id !== accountId) return null;
  const base = { subscriberExternalId: event.sender.id, timestamp: new Date(event.timestamp) };
  const who = `${event.sender.id}:${event.timestamp}`;
  const { message, postback, referral, optin, delivery, read } = event;
  if (message?.quick_reply) return { ...base, kind: 'quickReply', eventId: message.mid, payload: message.quick_reply.payload, text: message.text ?? '' };
  if (message) {
    const attachments = (message.attachments ?? []).flatMap((a) => (a.payload?.url ? [{ type: a.type, url: a.payload.url }] : []));
    return { ...base, kind: 'message', eventId: message.mid, text: message.text ?? '', attachments };
  }
  if (postback)
    return { ...base, kind: 'postback', eventId: postback.mid ?? `pb:${who}`, payload: postback.payload, ...(postback.title ? { title: postback.title } : {}) };
  if (referral?.ref) return { ...base, kind: 'referral', eventId: `ref:${who}`, ref: referral.ref };
  if (optin)
    return { ...base, kind: 'optIn', eventId: `opt:${who}`, ...(optin.ref ? { ref: optin.ref } : {}), ...(optin.payload ? { payload: optin.payload } : {}) };
  if (delivery?.mids?.length) return { ...base, kind: 'delivery', eventId: `dl:${event.sender.id}:${delivery.watermark}`, messageIds: delivery.mids };
  if (read) return { ...base, kind: 'read', eventId: `rd:${event.sender.id}:${read.watermark}`, watermark: new Date(read.watermark) };
  return null;
}

/** A new comment on the page's feed, or on the Instagram account's media; other changes are not events here. */
function fromChange(raw: unknown, platform: MessengerBatch['platform']): CanonicalEvent | null {
  const parsed = change.safeParse(raw);
  if (!parsed.success) return null;
  if (platform === 'messenger' && parsed.data.field === 'feed') {
    const comment = feedComment.safeParse(parsed.data.value);
    if (!comment.success) return null;
    const at = comment.data.created_time ? new Date(comment.data.created_time * 1000) : new Date();
    const { comment_id: commentId, post_id: postId, message: text, from } = comment.data;
    return {
      kind: 'comment',
      eventId: `c:${commentId}`,
      subscriberExternalId: from.id,
      timestamp: at,
      postId,
      commentId,
      text,
      ...(from.name ? { profile: { name: from.name } } : {}),
    };
  }
  if (platform === 'instagram' && parsed.data.field === 'comments') {
    const comment = instagramComment.safeParse(parsed.data.value);
    if (!comment.success) return null;
    const { id: commentId, text, from, media } = comment.data;
    return {
      kind: 'comment',
      eventId: `c:${commentId}`,
      subscriberExternalId: from.id,
      timestamp: new Date(),
      postId: media.id,
      commentId,
      text,
      ...(from.username ? { profile: { name: from.username } } : {}),
    };
  }
  return null;
}
