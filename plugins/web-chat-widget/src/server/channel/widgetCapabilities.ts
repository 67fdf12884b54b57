import type { ChannelCapabilities } from '@chatmill/sdk';

/**
 * What the widget draws. The script is ours, so the limits are for readability rather than a
 * platform's rules: 10 buttons, 10 carousel cards, 13 quick replies, 4,000 characters. There is
 * no messaging window (a visitor can be answered whenever they come back). The send rate
 * protects the database and the visitor's screen, not an outside API: a widget's sends are
 * writes like its visitors' messages (sent in the step's transaction when they can go at once,
 * see the adapter), so its own rate is high; a visitor gets at most 5 a second.
 */
export const widgetCapabilities: ChannelCapabilities = {
  kinds: ['text', 'buttons', 'quickReplies', 'carousel', 'media'],
  maxButtons: 10,
  maxCarouselItems: 10,
  maxQuickReplies: 13,
  maxTextLength: 4000,
  maxButtonTextLength: 4000,
  maxButtonTitleLength: 80,
  messagingWindowHours: null,
  rateLimit: { perSecond: 1000, perRecipientPerSecond: 5 },
};
