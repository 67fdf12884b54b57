import { bulkSubscriberLimit } from './subscriberLimits.ts';

/** The API's sentences of the Subscribers and Defaults screens (the dashboard shows `message`). */
export const subscriberMessages = {
  /** Spec 2, 8, word for word. */
  tooMuch: 'Too Much',
  tooManySubscribers: `Select at most ${bulkSubscriberLimit} subscribers: a bulk tag action changes at most ${bulkSubscriberLimit} at a time.`,
  noChannelAccount: 'No page or Instagram account of this account has this id.',
  noInstagram: 'This page has no Instagram account linked: choose the page itself.',
  noSuchFlow: 'Choose a live flow of this page (or of this Instagram account).',
} as const;
