import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** What a mailed password link is for: a forgotten password, or an invitee's first one. */
export const linkPurposes = ['reset', 'invitation'] as const;
export type LinkPurpose = (typeof linkPurposes)[number];

export const PasswordResetSchema = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_reset',
  properties: {
    id: p.integer().primary(),
    userId: p.integer(),
    /** SHA-256 of the token in the mailed link; the token itself is never stored. */
    tokenHash: p.string(),
    purpose: p.string().$type<LinkPurpose>().default('reset'),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PasswordReset = InferEntity<typeof PasswordResetSchema>;
