import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export type SessionEndReason = 'logout' | 'password_changed' | 'password_reset' | 'deactivated';

export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    /** SHA-256 of the cookie's token: a stolen database copy cannot be replayed as cookies. */
    id: p.string().primary(),
    userId: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    invalidatedAt: p.datetime().nullable(),
    invalidatedReason: p.string().$type<SessionEndReason>().nullable(),
    /** Opened with a reseller's master password (spec 1, 3.1 is_proxy): the menu hides external routes. */
    proxy: p.boolean().default(false),
    ip: p.string().default(''),
    userAgent: p.string().default(''),
  },
});
export type Session = InferEntity<typeof SessionSchema>;
