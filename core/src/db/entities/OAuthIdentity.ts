import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export type OAuthProviderId = 'google' | 'facebook';

export const OAuthIdentitySchema = defineEntity({
  name: 'OAuthIdentity',
  tableName: 'oauth_identity',
  properties: {
    id: p.integer().primary(),
    userId: p.integer(),
    provider: p.string().$type<OAuthProviderId>(),
    providerUserId: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type OAuthIdentity = InferEntity<typeof OAuthIdentitySchema>;
