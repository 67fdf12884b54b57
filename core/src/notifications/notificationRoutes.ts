import { defineRoute, type AnyRoute, type RequestUser } from '@chatmill/sdk';
import { NotificationInbox } from './notificationInbox.ts';
import {
  markAllReadResponse,
  markReadResponse,
  notificationIdParams,
  packageNoticeResponse,
  userNotificationPage,
  userNotificationQuery,
} from '@chatmill/sdk/contracts';
import { packageNotice } from './packageNotice.ts';

const tag = 'Notifications';

/**
 * The signed-in user's notifications (the header's bell) and the 'New Package Activated!'
 * notice. Any signed-in user; each sees only what is addressed to them.
 */
export function notificationRoutes(): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/notifications',
      tag,
      summary: "The signed-in user's notifications, newest first, each read or unread for this user",
      access: 'session',
      query: userNotificationQuery,
      response: userNotificationPage,
      handler: async ({ em, user, query }) => new NotificationInbox(em, user!).page(query),
    }),
    // Before `/:id/read`, which would otherwise take "read-all" for an id.
    defineRoute({
      method: 'POST',
      path: '/api/notifications/read-all',
      tag,
      summary: "Mark every one of the signed-in user's notifications read",
      access: 'session',
      response: markAllReadResponse,
      handler: async ({ em, user }) => {
        const marked = await new NotificationInbox(em, user!).markAllRead();
        return { marked, unread: 0 };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/notifications/:id/read',
      tag,
      summary: 'Mark one notification read for the signed-in user',
      description: 'A notification addressed to someone else answers NOT_FOUND, as one that does not exist.',
      access: 'session',
      params: notificationIdParams,
      response: markReadResponse,
      errors: ['NOT_FOUND'],
      handler: async ({ em, user, params }) => {
        const inbox = new NotificationInbox(em, user!);
        await inbox.markRead(params.id);
        return { id: params.id, read: true as const, unread: await inbox.unreadCount() };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/account/package-notice',
      tag,
      summary: "The account's package and when an admin last changed it (the 'New Package Activated!' notice)",
      access: 'session',
      response: packageNoticeResponse,
      handler: async ({ em, user }) => packageNotice(em, user as RequestUser),
    }),
  ];
}
