/** The bot tools' sentences for the owner (the screens show `message`; `key` names the same text in the catalogues). */
export const botToolMessages = {
  /** Spec 2, 8, with what to do: Meta shows a persistent menu only on a page with a Get Started button. */
  getStartedFirst: 'Get-started or ice-breaker not yet enabled. Launch Get started on this page first, then the persistent menu.',
  menuNeedsGetStarted: 'Disable the persistent menu first: Messenger shows a persistent menu only on a page with a Get Started button.',
  notConnected: 'Connect this page first (Facebook accounts screen): the bot tools are set on connected pages.',
  noInstagram: 'This page has no Instagram professional account linked.',
  nothingSaved: 'Save a draft first: there is nothing to launch yet.',
  flowGone: (where: string) => `The flow chosen for “${where}” is no longer a published, enabled flow of this page: choose another flow.`,
  flowWithoutPostback: (where: string, flow: string) =>
    `The flow “${flow}” chosen for “${where}” has no postback ID: give its Reference node a postback ID and publish it, or choose another flow.`,
  refused: (reason: string) => `Facebook refused the change: ${reason}`,
} as const;
