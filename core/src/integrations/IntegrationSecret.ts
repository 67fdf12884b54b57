import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One secret field of an account's integration, sealed by the core's vault for the purpose
 * `integration:<integration id>:<field>` (see integrationSecretColumn.ts). `key` is
 * `<account id>:<integration id>:<field>`, so `npm run vault:rotate` finds the purpose from it.
 */
export const IntegrationSecretSchema = defineEntity({
  name: 'IntegrationSecret',
  tableName: 'integration_secret',
  properties: {
    key: p.string().primary(),
    accountId: p.integer(),
    integrationId: p.string(),
    field: p.string(),
    value: p.text().hidden(),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IntegrationSecret = InferEntity<typeof IntegrationSecretSchema>;
