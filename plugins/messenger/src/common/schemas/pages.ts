import { z } from 'zod';

/** Spec 2, 3 "Page" and "Facebook account", as the API shows them: never a token. */

const maxId = 2_147_483_647;
const idMessage = 'Use the record id, a whole number.';
export const idParams = z.object({
  id: z.coerce.number({ error: idMessage }).int(idMessage).positive(idMessage).max(maxId, 'No record has this id.'),
});

/** The Instagram professional account linked to a page (spec 2, 3 "instagram_data"). */
export const instagramView = z.object({ id: z.string(), username: z.string(), picture: z.string().nullable() });

export const pageView = z.object({
  id: z.number().int(),
  /** The page's id on Facebook: the channel account id of its flows. */
  pageId: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  picture: z.string().nullable(),
  /** Connected here: the app is subscribed to its webhooks and it counts against the package. */
  connected: z.boolean(),
  /** The bot answers on the page (spec 2, 4: bot_enabled); off, messages are still stored. */
  botEnabled: z.boolean(),
  /** False once Facebook refused the page's token: connect the Facebook account again. */
  validAccessToken: z.boolean(),
  instagram: instagramView.nullable(),
});
export type PageView = z.output<typeof pageView>;

export const facebookAccountView = z.object({
  /** Null for the synthetic 'Business Account User' (spec 2, 3), which holds the pages whose Facebook user was removed. */
  id: z.number().int().nullable(),
  fbUserId: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  picture: z.string().nullable(),
  validAccessToken: z.boolean(),
  businessAccountUser: z.boolean(),
  pages: z.array(pageView),
});
export type FacebookAccountView = z.output<typeof facebookAccountView>;

export const facebookAccountsView = z.object({
  /** False while the operator has not set the Meta app (app id and secret): connecting is impossible. */
  configured: z.boolean(),
  items: z.array(facebookAccountView),
});

/** Where the browser goes to sign in with Facebook (Facebook Login for Business). */
export const startConnectView = z.object({ url: z.string() });

/** Facebook's answer on the redirect back: a code, or an error (the user cancelled). */
export const finishConnectQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

export const updatePageBody = z.object({ botEnabled: z.boolean({ error: 'Say whether the bot is on: true or false.' }) });

export const removedView = z.object({ id: z.number().int() });

/** What the page selectors list: each connected page, and its Instagram account as one more channel account. */
export const channelAccountView = z.object({
  channelAccountId: z.string(),
  kind: z.enum(['page', 'instagram']),
  name: z.string(),
  /** The page row it belongs to (an Instagram account rides on its page). */
  pageRowId: z.number().int(),
  pageName: z.string(),
  botEnabled: z.boolean(),
  validAccessToken: z.boolean(),
});
export type ChannelAccountView = z.output<typeof channelAccountView>;
export const channelAccountsView = z.object({ items: z.array(channelAccountView) });
