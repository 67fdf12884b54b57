import { z } from 'zod';
import { pageFields, pageOf, recordId } from '../pagedList.ts';

/**
 * The shapes of notifications (spec 3, 3, 4 and 9), for the users' routes, the admins' routes,
 * their OpenAPI document and, as types only, the dashboard's screens. Imports nothing but zod
 * (and the paging fields, which import only zod), so the web half can `import type` from here.
 */

/** Spec 3, 9: the four kinds of notification. */
export const notificationTypes = ['Announcements', 'Tips', 'Warning', 'Educational'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Every user of the brand, or one user (found by email). */
export const notificationAudiences = ['all', 'user'] as const;
export type NotificationAudience = (typeof notificationAudiences)[number];

export const notificationLimits = { subject: 200, content: 20_000 } as const;

export const notificationIdParams = z.object({ id: recordId });

/** What a user sees of one notification: read or unread is theirs alone (spec 3, 4). */
export const userNotification = z.object({
  id: z.number().int(),
  subject: z.string(),
  type: z.enum(notificationTypes),
  /** Plain text or simple markdown, as the admin typed it; the dashboard renders it escaped. */
  content: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** When this user read it; null while unread. */
  readAt: z.string().nullable(),
});
export type UserNotification = z.output<typeof userNotification>;

export const userNotificationQuery = z.object({
  page: pageFields.page,
  pageSize: pageFields.pageSize,
  /** `unread`: only what the user has not read yet (the bell's list). */
  filter: z.enum(['all', 'unread'], { error: 'Use all or unread.' }).default('all'),
});
export type UserNotificationQuery = z.output<typeof userNotificationQuery>;

export const userNotificationPage = pageOf(userNotification).extend({
  /** How many of the user's notifications are unread, whatever the page and filter. */
  unread: z.number().int(),
});
export type UserNotificationPage = z.output<typeof userNotificationPage>;

export const markReadResponse = z.object({ id: z.number().int(), read: z.literal(true), unread: z.number().int() });
export const markAllReadResponse = z.object({ marked: z.number().int(), unread: z.number().int() });

/**
 * The 'New Package Activated!' notice (spec 1, 4.1): the package the user's account is on and
 * when an admin last changed it. The dashboard compares `packageChangedAt` with the value it
 * stored when it last showed the notice (spec: the stored new_account_verify value).
 */
export const packageNoticeResponse = z.object({
  packageId: z.number().int().nullable(),
  packageName: z.string(),
  /** Null: no admin has changed the package since the account was made. */
  packageChangedAt: z.string().nullable(),
});
export type PackageNotice = z.output<typeof packageNoticeResponse>;
