import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** What a token may do: `read` only GET and HEAD requests, `read-write` anything its user may. */
export type ApiTokenScope = 'read' | 'read-write';

/**
 * A personal API token (spec 1, 2.2 "API Access Token"): sent as `Authorization: Bearer`,
 * it acts as its user. Only the SHA-256 of the secret is kept; the secret is shown once.
 */
export const ApiTokenSchema = defineEntity({
  name: 'ApiToken',
  tableName: 'api_token',
  properties: {
    id: p.integer().primary(),
    userId: p.integer(),
    name: p.string(),
    scope: p.string().$type<ApiTokenScope>(),
    tokenHash: p.string().hidden(),
    /** The first characters of the secret, so the owner can tell tokens apart. */
    tokenPrefix: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Updated at most once a minute. */
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
export type ApiToken = InferEntity<typeof ApiTokenSchema>;
