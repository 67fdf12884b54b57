import type { ChannelCapabilities } from '@chatmill/sdk';

/**
 * What Messenger shows (spec 2, 9; Send API reference): at most 3 buttons on a button template
 * or a card, 10 cards in a generic template, 13 quick replies of 20 characters, 2,000 characters
 * of text and 640 above buttons, titles of 20 characters; a 24-hour window after the person's
 * last message; no email buttons; videos only from Facebook (spec 2.5: the media template);
 * attachments up to 25 MB. Meta retired one-time notifications (PLATFORM-FACTS.md): no OTN.
 * The Send API takes 300 calls a second per page for text (10 for audio and video).
 */
export const messengerCapabilities: ChannelCapabilities = {
  kinds: ['text', 'buttons', 'quickReplies', 'carousel', 'media'],
  maxButtons: 3,
  maxCarouselItems: 10,
  maxQuickReplies: 13,
  maxTextLength: 2000,
  maxButtonTextLength: 640,
  maxButtonTitleLength: 20,
  messagingWindowHours: 24,
  rateLimit: { perSecond: 300 },
  buttonKinds: ['postback', 'url', 'phone'],
  maxPayloadBytes: 1000,
  maxCaptionLength: 2000,
  media: { image: { maxBytes: 25_000_000 }, video: { maxBytes: 25_000_000 }, file: { maxBytes: 25_000_000 } },
};
