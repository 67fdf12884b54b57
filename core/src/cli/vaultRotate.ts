import { loadSettings, repoRoot, SettingsError } from '../config/loadSettings.ts';
import { createLogger } from '../logger.ts';
import { rotateVault } from '../vault/rotateVault.ts';

/** `npm run vault:rotate`: re-seals every stored secret with the first key of VAULT_KEYS (see README "Secrets at rest"). */
try {
  const settings = loadSettings();
  const logger = createLogger(settings.logLevel);
  const { resealed, sealed, keyId } = await rotateVault(settings, logger, settings.pluginRoot ?? repoRoot);
  process.stdout.write(`Re-sealed ${resealed} secret(s) and sealed ${sealed} stored in plain text; every secret now uses the key ${keyId}.\n`);
} catch (error) {
  if (error instanceof SettingsError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  throw error;
}
