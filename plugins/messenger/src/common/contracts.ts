import { defineContract } from '@chatmill/sdk';
import { routes } from './routes.ts';
import {
  channelAccountsView,
  facebookAccountsView,
  finishConnectQuery,
  idParams,
  pageView,
  removedView,
  startConnectView,
  updatePageBody,
} from './schemas/pages.ts';

/** The Messenger API on the wire; the server spreads each into `defineRoute`, the web half calls them with `useApiClient`. */
export const contracts = {
  listFacebookAccounts: defineContract({ ...routes.listFacebookAccounts, response: facebookAccountsView }),
  removeFacebookAccount: defineContract({ ...routes.removeFacebookAccount, params: idParams, response: removedView }),
  startConnect: defineContract({ ...routes.startConnect, response: startConnectView }),
  finishConnect: defineContract({ ...routes.finishConnect, query: finishConnectQuery }),
  connectPage: defineContract({ ...routes.connectPage, params: idParams, response: pageView }),
  disconnectPage: defineContract({ ...routes.disconnectPage, params: idParams, response: pageView }),
  updatePage: defineContract({ ...routes.updatePage, params: idParams, body: updatePageBody, response: pageView }),
  listChannelAccounts: defineContract({ ...routes.listChannelAccounts, response: channelAccountsView }),
};

export type MessengerContracts = typeof contracts;
