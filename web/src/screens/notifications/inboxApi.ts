import { apiRequest } from '../../api/client';
import type { UserNotification, UserNotificationPage } from '@chatmill/sdk/contracts';

/**
 * The signed-in user's notifications as the bell calls them. The types come from the server's
 * own zod schemas (type-only imports: nothing of the server reaches the bundle).
 */
export type { UserNotification, UserNotificationPage };

export const inboxPaths = {
  list: (pageSize: number) => `/api/notifications?pageSize=${pageSize}`,
  read: (id: number) => `/api/notifications/${id}/read`,
  readAll: '/api/notifications/read-all',
} as const;

/** What the server publishes when a notification for this user is written, changed or deleted. */
export const notificationsChangedEvent = 'notifications.changed';

export const inboxApi = {
  list: (pageSize: number) => apiRequest<UserNotificationPage>('GET', inboxPaths.list(pageSize)),
  markRead: (id: number) => apiRequest<{ id: number; read: true; unread: number }>('POST', inboxPaths.read(id)),
  markAllRead: () => apiRequest<{ marked: number; unread: number }>('POST', inboxPaths.readAll),
};
