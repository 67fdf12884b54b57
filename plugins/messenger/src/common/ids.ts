/** The plugin's id: its API lives under `/api/messenger`, its webhook at `/api/channels/messenger/webhook`. */
export const pluginId = 'messenger';

/**
 * Ids this plugin adds to the feature-limit catalogue (spec 1, 3.8 and spec 2, 9: Facebook
 * accounts, pages, Instagram accounts and flows are limited modules). The core uses 15, 30 and
 * 31, Contacts 40, the web chat widget 60 and 61.
 */
export const featureIds = {
  facebookAccounts: 70,
  pages: 71,
  instagramAccounts: 72,
  flows: 73,
  /** One use per comment answered automatically (spec 2, 9: the free tier's 100, then auto-reply stops). */
  commentAutomation: 74,
} as const;

/** The flow channel this plugin runs (sdk `FlowChannel`): a page's and its Instagram account's flows (spec 2, 2 "fb/ig"). */
export const messengerChannel = 'messenger';

/** The first screen of the plugin, where pages are connected. */
export const accountsPath = '/social-media-automations/facebook-accounts';
