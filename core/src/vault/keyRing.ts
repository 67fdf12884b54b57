import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from '../logger.ts';

/** One key of the vault: an id that sealed values name, and 32 random bytes. */
export interface VaultKey {
  id: string;
  key: Buffer;
}

/** The setting's form of a key: `{ id, key }` with the key in base64. */
export interface VaultKeySetting {
  id: string;
  key: string;
}

export const keyIdPattern = /^[A-Za-z0-9_-]{1,32}$/;

/** The file a fresh install keeps its generated key in, inside the data folder. */
export const generatedKeyFile = 'vault-keys.json';

export class VaultKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VaultKeyError';
  }
}

/** Turns the settings' keys into key bytes, refusing a key that is not 32 bytes or an id used twice. */
export function parseKeys(settings: readonly VaultKeySetting[]): VaultKey[] {
  const seen = new Set<string>();
  return settings.map(({ id, key }) => {
    if (!keyIdPattern.test(id)) throw new VaultKeyError(`vault key id ${JSON.stringify(id)}: use 1 to 32 letters, digits, - or _.`);
    if (seen.has(id)) throw new VaultKeyError(`vault key id ${id} is given twice.`);
    seen.add(id);
    const bytes = Buffer.from(key, 'base64');
    if (bytes.length !== 32)
      throw new VaultKeyError(`vault key ${id}: expected 32 bytes in base64 (e.g. from \`openssl rand -base64 32\`), got ${bytes.length}.`);
    return { id, key: bytes };
  });
}

/** A new key setting: a short id and 32 random bytes. */
export function newKeySetting(id = `k${Date.now().toString(36)}`): VaultKeySetting {
  return { id, key: randomBytes(32).toString('base64') };
}

/**
 * The keys this process seals and opens with. Configured keys (VAULT_KEYS) win. Without them,
 * an in-memory database gets a key that lives as long as it does, and a database on disk the
 * key kept in the data folder, made on the first start: a fresh install works with no setup.
 * Two processes starting at once agree on one file (created exclusively; the loser reads it).
 */
export function loadKeyRing(configured: readonly VaultKeySetting[], dataDir: string, logger: Logger): VaultKey[] {
  if (configured.length) return parseKeys(configured);
  if (dataDir.startsWith('memory://')) return parseKeys([newKeySetting('memory')]);
  const dir = resolve(dataDir);
  const file = join(dir, generatedKeyFile);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(file, `${JSON.stringify([newKeySetting()], null, 2)}\n`, { flag: 'wx', mode: 0o600 });
      logger.warn('vault: no VAULT_KEYS set; generated a key for secrets at rest', {
        file,
        advice: 'Back this file up with the database. Several servers on one PostgreSQL need the same key: copy it into VAULT_KEYS.',
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  let stored: unknown;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new VaultKeyError(`${file}: not a list of vault keys (${(error as Error).message}).`);
  }
  if (!Array.isArray(stored) || stored.length === 0) throw new VaultKeyError(`${file}: expected a list of { "id", "key" }.`);
  return parseKeys(stored as VaultKeySetting[]);
}
