import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A user read a notification (spec 3, 4: Read, Unread); no row means unread. */
export const NotificationReadSchema = defineEntity({
  name: 'NotificationRead',
  tableName: 'notification_read',
  properties: {
    notificationId: p.integer().primary(),
    userId: p.integer().primary(),
    readAt: p.datetime().onCreate(() => new Date()),
  },
  primaryKeys: ['notificationId', 'userId'],
});
export type NotificationRead = InferEntity<typeof NotificationReadSchema>;
