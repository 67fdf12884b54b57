import type { OwnedSealedColumn } from '../vault/sealedColumns.ts';

/** The vault owner that seals integration secrets: the core, which stores them for every plugin. */
export const integrationVaultOwner = 'core';

/** What a secret field's value is sealed for: bound to the integration and the field (and, by the vault, the account). */
export function integrationSecretPurpose(integrationId: string, field: string): string {
  return `integration:${integrationId}:${field}`;
}

/** The row key of a secret field: `<account id>:<integration id>:<field>`. */
export function integrationSecretKey(accountId: number, integrationId: string, field: string): string {
  return `${accountId}:${integrationId}:${field}`;
}

/**
 * `integration_secret.value`, declared with the plugins' sealed columns so that the start seals
 * a value found in plain text and `npm run vault:rotate` re-seals every one with the newest key.
 */
export const integrationSecretColumn: OwnedSealedColumn = {
  owner: integrationVaultOwner,
  table: 'integration_secret',
  column: 'value',
  idColumn: 'key',
  purpose: ({ id }) => {
    const [, integrationId, field] = String(id).split(':') as [string, string, string];
    return integrationSecretPurpose(integrationId, field);
  },
};
