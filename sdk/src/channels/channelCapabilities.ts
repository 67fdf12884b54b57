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
}
