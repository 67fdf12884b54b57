/**
 * Method and path of every widget route (under /api/web-chat-widget), without zod: the web half
 * imports this at run time (see web/api.ts), so its chunks carry no schemas. contracts.ts adds
 * the schemas by spreading these.
 */
export const routes = {
  listWidgets: { method: 'GET', path: '/accounts' },
  createWidget: { method: 'POST', path: '/accounts' },
  getWidget: { method: 'GET', path: '/accounts/:id' },
  updateWidget: { method: 'PATCH', path: '/accounts/:id' },
  deleteWidget: { method: 'DELETE', path: '/accounts/:id' },
  restoreWidget: { method: 'POST', path: '/accounts/:id/restore' },
  getDefaults: { method: 'GET', path: '/accounts/:id/defaults' },
  setDefaults: { method: 'PUT', path: '/accounts/:id/defaults' },
  listSubscribers: { method: 'GET', path: '/subscribers' },
  getSubscriber: { method: 'GET', path: '/subscribers/:id' },
  subscriberHistory: { method: 'GET', path: '/subscribers/:id/history' },
  setSubscriberField: { method: 'PUT', path: '/subscribers/:id/fields/:key' },
} as const;
