import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * An account's connection to one integration (spec 1 §3.7): the plain fields' values and the
 * last test of what is stored. Its secret fields are rows of `integration_secret`, sealed.
 */
export const IntegrationConnectionSchema = defineEntity({
  name: 'IntegrationConnection',
  tableName: 'integration_connection',
  properties: {
    id: p.integer().primary(),
    accountId: p.integer(),
    integrationId: p.string(),
    /** Plain (non-secret) field values by field key. */
    values: p.json<Record<string, string>>(),
    lastTestAt: p.datetime().nullable(),
    lastTestOk: p.boolean().nullable(),
    lastTestMessage: p.string().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IntegrationConnection = InferEntity<typeof IntegrationConnectionSchema>;
