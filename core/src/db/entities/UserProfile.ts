import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * What a user adds about themselves on the General tab (spec 1, 3.1 custom_data; spec 3, 5):
 * mailing address, national id and a phone number that a one-time code confirmed.
 * Name and picture stay on the user row. One row per user, made on the first save.
 */
export const UserProfileSchema = defineEntity({
  name: 'UserProfile',
  tableName: 'user_profile',
  properties: {
    userId: p.integer().primary(),
    mailingAddress: p.string().nullable(),
    nationalId: p.string().nullable(),
    /** E.164 (`+14155550123`), and only ever a number whose code the user entered. */
    phone: p.string().nullable(),
    phoneConfirmedAt: p.datetime().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type UserProfile = InferEntity<typeof UserProfileSchema>;
