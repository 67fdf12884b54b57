/**
 * Method and path of the Subscribers and Defaults routes (under /api/messenger), without zod, for
 * the web half (see routes.ts). Defaults are per page row (`:id`), `?platform=instagram` for the
 * page's Instagram account.
 */
export const subscriberRoutes = {
  listSubscribers: { method: 'GET', path: '/subscribers' },
  getSubscriber: { method: 'GET', path: '/subscribers/:id' },
  subscriberHistory: { method: 'GET', path: '/subscribers/:id/history' },
  setSubscriberField: { method: 'PUT', path: '/subscribers/:id/fields/:key' },
  bulkTagSubscribers: { method: 'POST', path: '/subscribers/bulk-tags' },
  getDefaults: { method: 'GET', path: '/defaults/pages/:id' },
  setDefaults: { method: 'PUT', path: '/defaults/pages/:id' },
} as const;
