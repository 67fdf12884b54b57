import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A one-time code sent to confirm a phone number (spec 3, 5 and 9: valid 15 minutes). */
export const PhoneVerificationSchema = defineEntity({
  name: 'PhoneVerification',
  tableName: 'phone_verification',
  properties: {
    id: p.integer().primary(),
    userId: p.integer(),
    /** The number the code confirms, in E.164. */
    phone: p.string(),
    /** SHA-256 of the code; the code itself is never stored. */
    codeHash: p.string(),
    /** Comparisons made so far; raised before each one. */
    attempts: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    /** Set when the code confirmed the number, or when a newer code replaced it. */
    usedAt: p.datetime().nullable(),
  },
});
export type PhoneVerification = InferEntity<typeof PhoneVerificationSchema>;
