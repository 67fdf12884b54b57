import type { z } from 'zod';
import type { HostServices } from '@chatmill/sdk/web';
import type {
  AdminNotificationDetails,
  AdminNotificationView,
  notificationBody,
  NotificationReader,
  NotificationAudience,
  NotificationType,
} from '@chatmill/sdk/contracts';

/** The admin's notifications API as its screens call it (types from the server's zod schemas). */
export type { AdminNotificationDetails, AdminNotificationView, NotificationAudience, NotificationReader, NotificationType };
export type NotificationInput = z.input<typeof notificationBody>;

/** Spec 3, 9. */
export const notificationTypes: readonly NotificationType[] = ['Announcements', 'Tips', 'Warning', 'Educational'];

export const notificationPaths = {
  list: '/api/admin/notifications',
  one: (id: number) => `/api/admin/notifications/${id}`,
  readers: (id: number) => `/api/admin/notifications/${id}/readers`,
  /** The dashboard's notifications list. */
  listPage: '/admin/notifications',
  /** The dashboard page with one notification's content and readers. */
  contentPage: (id: number) => `/admin/notifications/content?id=${id}`,
} as const;

type Request = HostServices['request'];

export function notificationsApi(request: Request) {
  return {
    get: (id: number) => request<AdminNotificationDetails>('GET', notificationPaths.one(id)),
    create: (body: NotificationInput) => request<AdminNotificationDetails>('POST', notificationPaths.list, body),
    update: (id: number, body: NotificationInput) => request<AdminNotificationDetails>('PUT', notificationPaths.one(id), body),
    remove: (id: number) => request<{ id: number }>('DELETE', notificationPaths.one(id)),
  };
}

export type NotificationsApi = ReturnType<typeof notificationsApi>;
