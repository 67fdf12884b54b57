import {
  customFieldBody,
  defineContract,
  subscriberCustomFieldView,
  subscriberHistoryQuery,
  subscriberHistoryView,
  subscriberProfileView,
} from '@chatmill/sdk';
import { routes } from './routes.ts';
import { createWidgetBody, updateWidgetBody, widgetListQuery, widgetPage, widgetView } from './schemas/accounts.ts';
import { widgetDefaultsBody, widgetDefaultsView } from './schemas/defaults.ts';
import { deletedResponse, idParams } from './schemas/fields.ts';
import { subscriberFieldParams, subscriberListQuery, subscriberPage } from './schemas/subscribers.ts';

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
  getSubscriber: defineContract({ ...routes.getSubscriber, params: idParams, response: subscriberProfileView }),
  subscriberHistory: defineContract({ ...routes.subscriberHistory, params: idParams, query: subscriberHistoryQuery, response: subscriberHistoryView }),
  setSubscriberField: defineContract({
    ...routes.setSubscriberField,
    params: subscriberFieldParams,
    body: customFieldBody,
    response: subscriberCustomFieldView,
  }),
};

export type WidgetContracts = typeof contracts;
