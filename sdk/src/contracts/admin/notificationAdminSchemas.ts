import { z } from 'zod';
import { email } from '../fields.ts';
import { deletedResponse, pageFields, pageOf, requiredText } from '../pagedList.ts';
import { notificationAudiences, notificationLimits, notificationTypes } from '../notifications/notificationSchemas.ts';

/**
 * The shapes of the admin's notifications (spec 3, 3 "Notification: subject, type"; spec 3, 5
 * "Subject required"; spec 3, 9 types), for the routes, the OpenAPI document and, as types
 * only, the dashboard's /admin/notifications screens.
 */

export const notificationMessages = {
  subjectRequired: 'Subject required',
  type: `Choose a type: ${notificationTypes.join(', ')}.`,
  contentRequired: 'Write the content of the notification.',
  audience: 'Send it to all users of the brand or to one user.',
  recipientRequired: 'Enter the email of the user who gets it.',
  recipientOnlyForOne: 'Only a notification for one user has a recipient email.',
  recipientUnknown: 'No user of this brand has this email.',
  notFound: 'No such notification.',
} as const;

export const notificationSortFields = ['createdAt', 'subject', 'type', 'id'] as const;

/** `?type=` (empty, as a cleared filter sends it) means every type. */
const typeFilter = z.preprocess((value) => (value === '' ? undefined : value), z.enum(notificationTypes, { error: notificationMessages.type }).optional());

export const notificationListQuery = z.object({
  ...pageFields,
  type: typeFilter,
  sort: z.enum(notificationSortFields, { error: `Sort by ${notificationSortFields.join(', ')}.` }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: 'Use asc or desc.' }).default('desc'),
});
export type NotificationListQuery = z.output<typeof notificationListQuery>;

/** POST creates, PUT replaces. `recipientEmail` names the one user when `audience` is 'user'. */
export const notificationBody = z
  .strictObject({
    subject: requiredText(notificationMessages.subjectRequired, notificationLimits.subject),
    type: z.enum(notificationTypes, { error: notificationMessages.type }),
    content: z
      .string({ error: notificationMessages.contentRequired })
      .max(notificationLimits.content, `Use at most ${notificationLimits.content} characters.`)
      .refine((value) => value.trim() !== '', notificationMessages.contentRequired)
      .refine((value) => !value.includes('\u0000'), 'Remove the NUL characters from this text.'),
    audience: z.enum(notificationAudiences, { error: notificationMessages.audience }),
    recipientEmail: email.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.audience === 'user' && !body.recipientEmail)
      ctx.addIssue({ code: 'custom', path: ['recipientEmail'], message: notificationMessages.recipientRequired });
    if (body.audience === 'all' && body.recipientEmail)
      ctx.addIssue({ code: 'custom', path: ['recipientEmail'], message: notificationMessages.recipientOnlyForOne });
  });
export type NotificationBody = z.output<typeof notificationBody>;

const recipient = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const adminNotificationView = z.object({
  id: z.number().int(),
  subject: z.string(),
  type: z.enum(notificationTypes),
  audience: z.enum(notificationAudiences),
  /** The one user it is for; null when it is for all users of the brand. */
  recipient: recipient.nullable(),
  /** How many of its recipients have read it. */
  readCount: z.number().int(),
  /** How many users get it: 1, or the brand's users who are not deactivated. */
  recipientCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminNotificationView = z.output<typeof adminNotificationView>;

export const adminNotificationDetails = adminNotificationView.extend({ content: z.string() });
export type AdminNotificationDetails = z.output<typeof adminNotificationDetails>;

export const adminNotificationPage = pageOf(adminNotificationView);
export type AdminNotificationPage = z.output<typeof adminNotificationPage>;

export const readerListQuery = z.object({ ...pageFields });
export type ReaderListQuery = z.output<typeof readerListQuery>;

export const notificationReader = z.object({ userId: z.number().int(), name: z.string(), email: z.string(), readAt: z.string() });
export type NotificationReader = z.output<typeof notificationReader>;
export const readerPage = pageOf(notificationReader);
export type ReaderPage = z.output<typeof readerPage>;

export { deletedResponse };
