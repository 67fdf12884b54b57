import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { isSealed, SealedValueError } from '@chatmill/sdk';
import type { VaultKey } from './keyRing.ts';

/** Whose secret a sealed value is: the core or a plugin, the account (null: the platform's own), and what it is for. */
export interface VaultBinding {
  owner: string;
  accountId: number | null;
  purpose: string;
}

/**
 * AES-256-GCM with a random 12-byte IV per value. The associated data names the owner, the
 * account and the purpose, so a value opens only where it was sealed. The first key of the
 * ring seals; any key of the ring opens, by the id the value carries, so a new key can be put
 * first while old values still open (`npm run vault:rotate` then re-seals them).
 */
export class Vault {
  readonly #keys: ReadonlyMap<string, Buffer>;
  readonly current: VaultKey;

  constructor(keys: readonly VaultKey[]) {
    if (!keys.length) throw new Error('the vault needs at least one key');
    this.current = keys[0]!;
    this.#keys = new Map(keys.map((k) => [k.id, k.key]));
  }

  seal(binding: VaultBinding, plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(associatedData(binding));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `v1:${this.current.id}:${iv.toString('base64url')}:${body.toString('base64url')}`;
  }

  open(binding: VaultBinding, sealed: string): string {
    if (!isSealed(sealed)) throw new SealedValueError('This is not a sealed value.');
    const [, keyId, iv, body] = sealed.split(':') as [string, string, string, string];
    const key = this.#keys.get(keyId);
    if (!key) throw new SealedValueError(`This value was sealed with the vault key ${keyId}, which is not among the configured keys (VAULT_KEYS).`);
    const bytes = Buffer.from(body, 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(associatedData(binding));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
    } catch {
      throw new SealedValueError('This sealed value does not open here: it belongs to another owner, account or purpose, or was altered.');
    }
  }

  /** The id of the key a sealed value was sealed with. */
  keyIdOf(sealed: string): string | null {
    return isSealed(sealed) ? sealed.split(':')[1]! : null;
  }

  /** Sealed with an older key (or not sealed at all): `vault:rotate` re-seals it. */
  isStale(value: string): boolean {
    return this.keyIdOf(value) !== this.current.id;
  }
}

function associatedData({ owner, accountId, purpose }: VaultBinding): Buffer {
  return Buffer.from(JSON.stringify(['chatmill-vault/1', owner, accountId, purpose]), 'utf8');
}
