/** The API's sentences for the owner (the dashboard shows `message`). */
export const messages = {
  notConfigured:
    "Messenger is not set up on this server yet: the operator sets the Meta app's id and secret (plugins.messenger.appId and appSecret) and restarts it.",
  noSuchPage: 'No page of this account has this id.',
  noSuchFacebookAccount: 'No Facebook account of this account has this id.',
  connectedElsewhere: 'This page, or its Instagram account, is connected to another account here. Disconnect it there first.',
  reconnect: "Facebook no longer accepts this page's access token. Connect the Facebook account again to renew it, then connect the page.",
  subscribeFailed: (reason: string) => `Facebook did not subscribe the app to this page's messages: ${reason}`,
} as const;

/** Why the Facebook sign-in came back without pages: the `error` the callback puts on the screen's address. */
export type ConnectError = 'cancelled' | 'expired' | 'failed';
