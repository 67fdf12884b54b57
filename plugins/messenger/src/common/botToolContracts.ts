import { defineContract } from '@chatmill/sdk';
import { botToolRoutes as r } from './botToolRoutes.ts';
import { idParams } from './schemas/pages.ts';
import {
  botToolFlowsView,
  getStartedDraft,
  getStartedView,
  iceBreakersDraft,
  iceBreakersView,
  persistentMenuDraft,
  persistentMenuView,
  platformQuery,
  welcomeMessageDraft,
  welcomeMessageView,
} from './schemas/botTools.ts';

const params = idParams;
const query = platformQuery;

/** The bot tools' API on the wire (spec 2, 4): per page, each tool's draft, its launch and its disabling. */
export const botToolContracts = {
  botToolFlows: defineContract({ ...r.botToolFlows, params, query, response: botToolFlowsView }),
  getPersistentMenu: defineContract({ ...r.getPersistentMenu, params, response: persistentMenuView }),
  savePersistentMenu: defineContract({ ...r.savePersistentMenu, params, body: persistentMenuDraft, response: persistentMenuView }),
  launchPersistentMenu: defineContract({ ...r.launchPersistentMenu, params, response: persistentMenuView }),
  disablePersistentMenu: defineContract({ ...r.disablePersistentMenu, params, response: persistentMenuView }),
  getWelcomeMessage: defineContract({ ...r.getWelcomeMessage, params, response: welcomeMessageView }),
  saveWelcomeMessage: defineContract({ ...r.saveWelcomeMessage, params, body: welcomeMessageDraft, response: welcomeMessageView }),
  launchWelcomeMessage: defineContract({ ...r.launchWelcomeMessage, params, response: welcomeMessageView }),
  disableWelcomeMessage: defineContract({ ...r.disableWelcomeMessage, params, response: welcomeMessageView }),
  getIceBreakers: defineContract({ ...r.getIceBreakers, params, query, response: iceBreakersView }),
  saveIceBreakers: defineContract({ ...r.saveIceBreakers, params, query, body: iceBreakersDraft, response: iceBreakersView }),
  launchIceBreakers: defineContract({ ...r.launchIceBreakers, params, query, response: iceBreakersView }),
  disableIceBreakers: defineContract({ ...r.disableIceBreakers, params, query, response: iceBreakersView }),
  getGetStarted: defineContract({ ...r.getGetStarted, params, response: getStartedView }),
  saveGetStarted: defineContract({ ...r.saveGetStarted, params, body: getStartedDraft, response: getStartedView }),
  launchGetStarted: defineContract({ ...r.launchGetStarted, params, response: getStartedView }),
  disableGetStarted: defineContract({ ...r.disableGetStarted, params, response: getStartedView }),
};

export type BotToolContracts = typeof botToolContracts;
