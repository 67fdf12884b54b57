import type { Settings } from '../config/schema.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import type { Logger } from '../logger.ts';
import { PluginHost } from '../plugins/pluginHost.ts';
import { loadKeyRing } from './keyRing.ts';
import { allSealedColumns } from './coreSealedColumns.ts';
import { resealColumns, type ResealCount } from './sealedColumns.ts';
import { Vault } from './vault.ts';

/**
 * `npm run vault:rotate`: re-seals every sealed value (of the core's and every plugin's declared columns) with
 * the first key of the ring, and seals any still in plain text. Afterwards no value needs an
 * older key, which can then be removed from VAULT_KEYS.
 */
export async function rotateVault(settings: Settings, logger: Logger, pluginRoot: string): Promise<ResealCount & { keyId: string }> {
  const plugins = await PluginHost.load(pluginRoot, logger);
  const db = await openDatabase(settings, { logger, entities: plugins.entities() });
  try {
    await migrate(db, plugins.migrations());
    const vault = new Vault(loadKeyRing(settings.vault.keys, settings.dataDir, logger));
    const count = await resealColumns(db.em(), vault, allSealedColumns(plugins), 'stale');
    return { ...count, keyId: vault.current.id };
  } finally {
    await db.close();
  }
}
