import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export type BillingTransactionStatus = 'pending' | 'paid' | 'failed' | 'refunded';

/**
 * A payment or refund of an account (the Billing tab's transaction history). Written by the
 * payment integration; there is none yet, so the table stays empty until there is.
 */
export const BillingTransactionSchema = defineEntity({
  name: 'BillingTransaction',
  tableName: 'billing_transaction',
  properties: {
    id: p.integer().primary(),
    accountId: p.integer(),
    occurredAt: p.datetime(),
    description: p.string(),
    /** Decimal as text, so no float ever touches money. */
    amount: p.decimal('string'),
    currency: p.string(),
    status: p.string().$type<BillingTransactionStatus>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type BillingTransaction = InferEntity<typeof BillingTransactionSchema>;
