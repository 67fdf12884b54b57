import {
  customFieldBody,
  defineContract,
  subscriberCustomFieldView,
  subscriberHistoryQuery,
  subscriberHistoryView,
  subscriberProfileView,
} from '@chatmill/sdk';
import { defaultsBody, defaultsParams, defaultsQuery, defaultsView } from './schemas/defaults.ts';
import { idParams } from './schemas/pages.ts';
import { bulkTagBody, bulkTagView, subscriberFieldParams, subscriberListQuery, subscriberPage } from './schemas/subscribers.ts';
import { subscriberRoutes as r } from './subscriberRoutes.ts';

/** The Subscribers and Defaults API on the wire (sdk/README.md 17's shared profile schemas). */
export const subscriberContracts = {
  listSubscribers: defineContract({ ...r.listSubscribers, query: subscriberListQuery, response: subscriberPage }),
  getSubscriber: defineContract({ ...r.getSubscriber, params: idParams, response: subscriberProfileView }),
  subscriberHistory: defineContract({ ...r.subscriberHistory, params: idParams, query: subscriberHistoryQuery, response: subscriberHistoryView }),
  setSubscriberField: defineContract({ ...r.setSubscriberField, params: subscriberFieldParams, body: customFieldBody, response: subscriberCustomFieldView }),
  bulkTagSubscribers: defineContract({ ...r.bulkTagSubscribers, body: bulkTagBody, response: bulkTagView }),
  getDefaults: defineContract({ ...r.getDefaults, params: defaultsParams, query: defaultsQuery, response: defaultsView }),
  setDefaults: defineContract({ ...r.setDefaults, params: defaultsParams, query: defaultsQuery, body: defaultsBody, response: defaultsView }),
};

export type SubscriberContracts = typeof subscriberContracts;
