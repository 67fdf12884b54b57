import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const AccountSchema = defineEntity({
  name: 'Account',
  tableName: 'account',
  properties: {
    id: p.integer().primary(),
    brandId: p.integer(),
    ownerUserId: p.integer().nullable(),
    name: p.string(),
    /** Null: the brand's default package. */
    packageId: p.integer().nullable(),
    /** When the package runs out; null: never. */
    expiresAt: p.datetime().nullable(),
    /** When an admin last gave the account another package: its users are told 'New Package Activated!'. */
    packageChangedAt: p.datetime().nullable(),
    /**
     * Who brought the account (spec 1, 3.1 referred_by): the brand's reseller, or the platform
     * admin (1) on the platform's own brands; null for none. The menu depends on it (spec 1, 2.4).
     */
    referredByUserId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Account = InferEntity<typeof AccountSchema>;
