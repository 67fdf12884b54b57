/**
 * Method and path of every Messenger route (under /api/messenger), without zod: the web half
 * imports this at run time, so its chunks carry no schemas. contracts.ts adds the schemas.
 */
export const routes = {
  listFacebookAccounts: { method: 'GET', path: '/facebook-accounts' },
  removeFacebookAccount: { method: 'DELETE', path: '/facebook-accounts/:id' },
  startConnect: { method: 'POST', path: '/connect' },
  finishConnect: { method: 'GET', path: '/connect/callback' },
  connectPage: { method: 'POST', path: '/pages/:id/connect' },
  disconnectPage: { method: 'POST', path: '/pages/:id/disconnect' },
  updatePage: { method: 'PATCH', path: '/pages/:id' },
  listChannelAccounts: { method: 'GET', path: '/channel-accounts' },
} as const;
