/**
 * Method and path of the bot tools' routes (under /api/messenger), without zod, for the web half
 * (see routes.ts). `:id` is the page's record id; ice breakers take `?platform=instagram` for the
 * page's Instagram account.
 */
export const botToolRoutes = {
  botToolFlows: { method: 'GET', path: '/bot-tools/pages/:id/flows' },
  getPersistentMenu: { method: 'GET', path: '/bot-tools/pages/:id/persistent-menu' },
  savePersistentMenu: { method: 'PUT', path: '/bot-tools/pages/:id/persistent-menu' },
  launchPersistentMenu: { method: 'POST', path: '/bot-tools/pages/:id/persistent-menu/launch' },
  disablePersistentMenu: { method: 'POST', path: '/bot-tools/pages/:id/persistent-menu/disable' },
  getWelcomeMessage: { method: 'GET', path: '/bot-tools/pages/:id/welcome-message' },
  saveWelcomeMessage: { method: 'PUT', path: '/bot-tools/pages/:id/welcome-message' },
  launchWelcomeMessage: { method: 'POST', path: '/bot-tools/pages/:id/welcome-message/launch' },
  disableWelcomeMessage: { method: 'POST', path: '/bot-tools/pages/:id/welcome-message/disable' },
  getIceBreakers: { method: 'GET', path: '/bot-tools/pages/:id/ice-breakers' },
  saveIceBreakers: { method: 'PUT', path: '/bot-tools/pages/:id/ice-breakers' },
  launchIceBreakers: { method: 'POST', path: '/bot-tools/pages/:id/ice-breakers/launch' },
  disableIceBreakers: { method: 'POST', path: '/bot-tools/pages/:id/ice-breakers/disable' },
  getGetStarted: { method: 'GET', path: '/bot-tools/pages/:id/get-started' },
  saveGetStarted: { method: 'PUT', path: '/bot-tools/pages/:id/get-started' },
  launchGetStarted: { method: 'POST', path: '/bot-tools/pages/:id/get-started/launch' },
  disableGetStarted: { method: 'POST', path: '/bot-tools/pages/:id/get-started/disable' },
} as const;
