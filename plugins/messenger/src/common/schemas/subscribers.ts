import { z } from 'zod';
import { customFieldKeyParam, pageFields, pageOf, searchField, sortFields } from '@chatmill/sdk';
import { maxSubscriberPageSize, subscriberPageSize } from '../subscriberLimits.ts';
import { idParams } from './pages.ts';

/** Spec 2, 3 "subscriber": ID, gender, subscribed date, last interaction, tags; here the people who wrote to a page or its Instagram account. */
export const subscriberView = z.object({
  id: z.number().int(),
  /** The person's page-scoped id (PSID), or Instagram-scoped id (IGSID). */
  psid: z.string(),
  channelAccountId: z.string(),
  /** The page's name, or the Instagram account's @username. */
  channelAccountName: z.string(),
  name: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  subscribedAt: z.string(),
  lastInteractionAt: z.string().nullable(),
  tags: z.array(z.string()),
  customFields: z.record(z.string(), z.string().nullable()),
});
export type SubscriberView = z.output<typeof subscriberView>;

const maxId = 2_147_483_647;
const tagMessage = 'Choose one of your tags.';
const tagId = z.number({ error: tagMessage }).int(tagMessage).positive(tagMessage).max(maxId, tagMessage);

export const subscriberSortFields = ['subscribedAt', 'lastInteractionAt', 'name'] as const;
export const subscriberListQuery = z.object({
  /** One page's (or Instagram account's) subscribers; all of the account's when absent. */
  channelAccountId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^\d{1,40}$/, 'Choose a page or an Instagram account.')
      .optional(),
  ),
  /** Only subscribers with this tag. */
  tagId: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number({ error: tagMessage }).pipe(tagId).optional()),
  search: searchField,
  ...sortFields(subscriberSortFields, 'lastInteractionAt', 'desc'),
  ...pageFields({ defaultPageSize: subscriberPageSize, maxPageSize: maxSubscriberPageSize }),
});
export type SubscriberListQuery = z.output<typeof subscriberListQuery>;
export const subscriberPage = pageOf(subscriberView);

/** PUT /subscribers/:id/fields/:key. */
export const subscriberFieldParams = idParams.extend({ key: customFieldKeyParam });

/**
 * POST /subscribers/bulk-tags. No `.max(50)` on the list: past the limit the answer is the
 * spec's 422 'Too Much', not a schema error.
 */
export const bulkTagBody = z.strictObject({
  action: z.enum(['addTag', 'removeTag'], { error: 'Choose an action: addTag or removeTag.' }),
  tagId,
  subscriberIds: z
    .array(z.number({ error: 'Send subscriber ids, whole numbers.' }).int().positive().max(maxId), { error: 'Send the selected subscriber ids as a list.' })
    .min(1, 'Select at least one subscriber.')
    .max(10_000, 'Select fewer subscribers.'),
});
export type BulkTagBody = z.output<typeof bulkTagBody>;

/** `affected`: subscribers that changed (one already holding the tag does not count). */
export const bulkTagView = z.object({ action: z.enum(['addTag', 'removeTag']), affected: z.number().int() });
