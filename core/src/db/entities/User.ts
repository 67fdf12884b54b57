import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export type UserType = 'Admin' | 'Member';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'user',
  properties: {
    id: p.integer().primary(),
    accountId: p.integer(),
    brandId: p.integer(),
    email: p.string(),
    name: p.string(),
    /** Null for users who only ever signed in with Google or Facebook. */
    passwordHash: p.string().nullable().hidden(),
    userType: p.string().$type<UserType>().default('Member'),
    passwordChangedAt: p.datetime().onCreate(() => new Date()),
    lastLoginAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type User = InferEntity<typeof UserSchema>;
