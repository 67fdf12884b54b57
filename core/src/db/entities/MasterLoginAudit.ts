import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { masterLoginResults, type MasterLoginResult } from '@chatmill/sdk/contracts';

/** One use of a brand's master password (spec 3, 6), successful or not. Never updated. */
export const MasterLoginAuditSchema = defineEntity({
  name: 'MasterLoginAudit',
  tableName: 'master_login_audit',
  properties: {
    id: p.bigint('number').primary(),
    brandId: p.integer(),
    /** Who was signed in on the brand's host when they used it, if anyone. */
    actorUserId: p.integer().nullable(),
    /** The email typed, kept even when it matched nobody. */
    targetEmail: p.string(),
    targetUserId: p.integer().nullable(),
    ip: p.string(),
    userAgent: p.string(),
    result: p.string().$type<MasterLoginResult>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type MasterLoginAudit = InferEntity<typeof MasterLoginAuditSchema>;
