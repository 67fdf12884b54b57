import { z } from 'zod';
import { customFieldKeyParam } from '@chatmill/sdk';
import { pageOf, pageQuery, recordIdText, searchText, sortQuery } from './fields.ts';

/** Spec 2, 3 "subscriber": ID, gender, subscribed date, last interaction, tags; here the widget's visitors. */
export const subscriberView = z.object({
  id: z.number().int(),
  /** The visitor id the widget gave the browser. */
  visitorId: z.string(),
  widgetId: z.string(),
  widgetName: z.string(),
  name: z.string(),
  subscribedAt: z.string(),
  lastInteractionAt: z.string().nullable(),
  tags: z.array(z.string()),
  /** Every custom variable of the account by name, with the visitor's value (a global one's for the account), or null. */
  customFields: z.record(z.string(), z.string().nullable()),
});
export type SubscriberView = z.output<typeof subscriberView>;

export const subscriberSortFields = ['subscribedAt', 'lastInteractionAt', 'name'] as const;
export const subscriberListQuery = z.object({
  /** One widget's visitors; all the account's widgets when absent. */
  widgetId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Choose a widget account.')
      .optional(),
  ),
  search: searchText,
  ...sortQuery(subscriberSortFields, 'lastInteractionAt', 'desc'),
  ...pageQuery,
});
export type SubscriberListQuery = z.output<typeof subscriberListQuery>;
export const subscriberPage = pageOf(subscriberView);

/** PUT /subscribers/:id/fields/:key: the subscriber and the custom variable's key. */
export const subscriberFieldParams = z.object({ id: recordIdText, key: customFieldKeyParam });
