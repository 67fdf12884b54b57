import { integrationSecretColumn } from '../integrations/integrationSecretColumn.ts';
import { brandSettingSealedColumn } from '../plugins/brandPluginSettings.ts';
import type { OwnedSealedColumn } from './sealedColumns.ts';

/**
 * Every column of sealed values: the core's own, then those the plugins declare. The start seals
 * any found in plain text, `npm run vault:rotate` re-seals them all with the newest key.
 */
export function allSealedColumns(plugins: { sealedColumns(): OwnedSealedColumn[] }): OwnedSealedColumn[] {
  return [integrationSecretColumn, brandSettingSealedColumn, ...plugins.sealedColumns()];
}
