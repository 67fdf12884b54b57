import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export type UserType = 'Admin' | 'Member';
/** The owner of the account, a team member, or a client user created by a reseller (spec 3, 3). */
export type AccessType = 'owner' | 'team_member' | 'client_user';

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
    accessType: p.string().$type<AccessType>().default('owner'),
    /** A team member's or client user's level; owners get their package's. */
    accessLevelId: p.integer().nullable(),
    /** A client user's own package, instead of the account's. */
    customPackageId: p.integer().nullable(),
    accessExpiresAt: p.datetime().nullable(),
    pictureUrl: p.string().nullable(),
    verified: p.boolean().default(false),
    passwordChangedAt: p.datetime().onCreate(() => new Date()),
    lastLoginAt: p.datetime().nullable(),
    /** Set by an admin: the user may not sign in (their sessions were ended then); null: active. */
    deactivatedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type User = InferEntity<typeof UserSchema>;
