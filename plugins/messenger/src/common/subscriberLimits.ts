/** Spec 2, 9: "50 contacts or subscribers per bulk tag or sequence action"; past it, 'Too Much' (spec 2, 8). */
export const bulkSubscriberLimit = 50;

/** The subscriber list's pages. */
export const subscriberPageSize = 25;
export const maxSubscriberPageSize = 100;
