import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { NotificationAudience, NotificationType } from '@chatmill/sdk/contracts';

/**
 * A message from the admins to the users of a brand (spec 3, 3 "Notification": subject and
 * type). `content` is plain text or simple markdown, stored as typed and escaped where shown.
 */
export const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  properties: {
    id: p.integer().primary(),
    brandId: p.integer(),
    subject: p.string(),
    type: p.string().$type<NotificationType>(),
    content: p.text(),
    /** Every user of the brand, or the one user `recipientUserId`. */
    audience: p.string().$type<NotificationAudience>(),
    /** Set exactly when `audience` is 'user'. */
    recipientUserId: p.integer().nullable(),
    createdByUserId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Notification = InferEntity<typeof NotificationSchema>;
