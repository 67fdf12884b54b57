import type { CanonicalMessageKind } from './canonicalMessage.ts';

/**
 * What a channel can render (spec 2, 9: Messenger has at most 3 buttons, 10 carousel items,
 * 10 quick replies, 640 characters of text with buttons). The publish check and the editor's
 * simulator read these; the runtime never hard-codes a platform's limits.
 */
export interface ChannelCapabilities {
  /** Message kinds the channel renders at all. */
  kinds: readonly CanonicalMessageKind[];
  maxButtons: number;
  maxCarouselItems: number;
  maxQuickReplies: number;
  /** A plain text message. */
  maxTextLength: number;
  /** The text above buttons (Messenger: 640). */
  maxButtonTextLength: number;
  maxButtonTitleLength: number;
  /** Hours after the subscriber's last message in which the bot may write freely; null: no window. */
  messagingWindowHours: number | null;
  /** Sending limits (architecture: "Rate limits per channel and per recipient follow the platform"). */
  rateLimit: { perSecond: number; perRecipientPerSecond?: number };
  /** The kinds of button the platform shows (on button messages and carousel cards); omitted: postback, url, phone and email. */
  buttonKinds?: readonly ButtonKind[];
  /**
   * The longest postback payload the platform takes back, in bytes (Telegram's callback_data: 64);
   * omitted: 1,000. The runtime's own payloads are at most 32 bytes, so a channel must take at
   * least that; what an owner writes (a postback id on a Reference or a button) is checked against it.
   */
  maxPayloadBytes?: number;
  /** The caption under an image, a video or a file; omitted: as long as a text (`maxTextLength`). */
  maxCaptionLength?: number;
  /** The media kinds the platform shows and their size limits in bytes; omitted: image, video and file, with no limit of ours. */
  media?: Partial<Record<MediaKind, { maxBytes: number }>>;
  /**
   * True when a tapped quick reply comes back as the subscriber's text, not as a payload
   * (Telegram's reply keyboards, SMS): the runtime then takes a text equal to a quick reply
   * pending in the conversation (trimmed, any case) as that quick reply, and the publish check
   * refuses quick replies of one message whose titles cannot be told apart.
   */
  quickRepliesAsText?: boolean;
}

/** Kinds of button: a postback (next step, another flow), a link, a call, an email, a share of the message. */
export type ButtonKind = 'postback' | 'url' | 'phone' | 'email' | 'share';

/** Kinds of media message (the flow builder has image, video and file; a channel may add audio). */
export type MediaKind = 'image' | 'video' | 'audio' | 'file';

/** What a channel that leaves a capability out gets. */
export const capabilityDefaults = {
  buttonKinds: ['postback', 'url', 'phone', 'email'] as readonly ButtonKind[],
  maxPayloadBytes: 1000,
  media: { image: { maxBytes: Infinity }, video: { maxBytes: Infinity }, file: { maxBytes: Infinity } } as Partial<Record<MediaKind, { maxBytes: number }>>,
} as const;
