import { defineContract } from '@chatmill/sdk';
import { routes } from './routes.ts';
import { createWidgetBody, updateWidgetBody, widgetListQuery, widgetPage, widgetView } from './schemas/accounts.ts';
import { widgetDefaultsBody, widgetDefaultsView } from './schemas/defaults.ts';
import { deletedResponse, idParams } from './schemas/fields.ts';
import { subscriberListQuery, subscriberPage } from './schemas/subscribers.ts';

/** The widget API on the wire; the server spreads each into `defineRoute`, the web half calls them with `useApiClient`. */
export const contracts = {
  listWidgets: defineContract({ ...routes.listWidgets, query: widgetListQuery, response: widgetPage }),
  createWidget: defineContract({ ...routes.createWidget, body: createWidgetBody, response: widgetView }),
  getWidget: defineContract({ ...routes.getWidget, params: idParams, response: widgetView }),
  updateWidget: defineContract({ ...routes.updateWidget, params: idParams, body: updateWidgetBody, response: widgetView }),
  deleteWidget: defineContract({ ...routes.deleteWidget, params: idParams, response: deletedResponse }),
  restoreWidget: defineContract({ ...routes.restoreWidget, params: idParams, response: widgetView }),
  getDefaults: defineContract({ ...routes.getDefaults, params: idParams, response: widgetDefaultsView }),
  setDefaults: defineContract({ ...routes.setDefaults, params: idParams, body: widgetDefaultsBody, response: widgetDefaultsView }),
  listSubscribers: defineContract({ ...routes.listSubscribers, query: subscriberListQuery, response: subscriberPage }),
};

export type WidgetContracts = typeof contracts;
