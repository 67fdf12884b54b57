import { executePrepared, type ChannelPlugin } from '@chatmill/sdk';
import { accountsPath, featureIds } from '../../common/ids.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { channelDefaults } from '../defaults/defaultsStore.ts';
import { openPageToken } from '../pages/pageTokens.ts';
import { appConfigured, messengerSettings } from '../settings.ts';
import { answeringAccount, connectedPage } from './channelPages.ts';
import { messengerAdapter } from './messengerAdapter.ts';
import type { SendApiMessage } from './messengerRender.ts';

/**
 * Messenger as a channel of the flow runtime: a connected page and its Instagram account are
 * channel accounts; the webhook is the app's (one secret, the app secret), and a page's events
 * go to the account that connected it, while its bot is on.
 */
export const messengerChannelPlugin: ChannelPlugin<SendApiMessage[]> = {
  adapter: messengerAdapter,
  async account(em, accountId, channelAccountId, host) {
    const page = await connectedPage(em, accountId, channelAccountId);
    if (!page) return null;
    const pageToken = openPageToken(host.vault.forAccount(accountId), page.page_id, page.access_token);
    return { accountId, channelAccountId, credentials: { pageToken, pageId: page.page_id, instagram: String(page.instagram_id === channelAccountId) } };
  },
  flowSlug: permissionSlugs.build,
  flowFeatureId: featureIds.flows,
  defaults: channelDefaults,
  webhook: {
    secret: async (_em, _request, host) => messengerSettings.of(host).appSecret ?? null,
    verifyToken: async (_em, host) => messengerSettings.of(host).verifyToken ?? null,
    ownerOf: answeringAccount,
  },
  home: {
    accountsUrl: accountsPath,
    slug: permissionSlugs.facebookAccounts,
    flowsUrl: '/social-media-automations/build',
    configured: appConfigured,
    async accounts(em, accountId) {
      const rows = await executePrepared<Array<{ page_id: string; name: string; valid_access_token: boolean }>>(
        em,
        `select "page_id", "name", "valid_access_token" from "messenger_page" where "account_id" = :accountId and "connected" order by "name", "id"`,
        { accountId },
      );
      return rows.map((row) => ({ id: row.page_id, name: row.name, connected: row.valid_access_token }));
    },
  },
};
