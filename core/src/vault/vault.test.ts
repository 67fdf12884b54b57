import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { SealedValueError } from '@chatmill/sdk';
import { createLogger } from '../logger.ts';
import { generatedKeyFile, loadKeyRing, newKeySetting, parseKeys } from './keyRing.ts';
import { Vault } from './vault.ts';

const older = newKeySetting('old');
const newer = newKeySetting('new');
const binding = { owner: 'web-chat-widget', accountId: 7, purpose: 'widget:abc:visitorSecret' };

describe('the vault', () => {
  const vault = new Vault(parseKeys([older]));

  it('opens what it sealed, and never seals the same text twice alike (a fresh IV per value)', () => {
    const sealed = vault.seal(binding, 's3cret token');
    expect(sealed).toMatch(/^v1:old:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('s3cret');
    expect(vault.open(binding, sealed)).toBe('s3cret token');
    expect(vault.seal(binding, 's3cret token')).not.toBe(sealed);
  });

  it('does not open a value for another owner, account or purpose, nor an altered one', () => {
    const sealed = vault.seal(binding, 'token');
    expect(() => vault.open({ ...binding, accountId: 8 }, sealed)).toThrow(SealedValueError);
    expect(() => vault.open({ ...binding, purpose: 'widget:other:visitorSecret' }, sealed)).toThrow(SealedValueError);
    expect(() => vault.open({ ...binding, owner: 'contacts' }, sealed)).toThrow(SealedValueError);
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'B' : 'A') + sealed.slice(-1);
    expect(() => vault.open(binding, flipped)).toThrow(SealedValueError);
    expect(() => vault.open(binding, 'token')).toThrow('This is not a sealed value.');
  });

  it('after a new key is put first: seals with it, still opens values of the old key, and not without the old key', () => {
    const sealedOld = vault.seal(binding, 'kept');
    const rotated = new Vault(parseKeys([newer, older]));
    expect(rotated.open(binding, sealedOld)).toBe('kept');
    expect(rotated.isStale(sealedOld)).toBe(true);
    const resealed = rotated.seal(binding, 'kept');
    expect(rotated.keyIdOf(resealed)).toBe('new');
    expect(() => new Vault(parseKeys([newer])).open(binding, sealedOld)).toThrow('sealed with the vault key old');
  });

  it('refuses keys that are not 32 bytes, and ids given twice', () => {
    expect(() => parseKeys([{ id: 'a', key: Buffer.alloc(16).toString('base64') }])).toThrow('expected 32 bytes');
    expect(() => parseKeys([older, older])).toThrow('given twice');
  });

  it('generates a key into the data folder on the first start and reads the same one afterwards', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vault-'));
    try {
      const logger = createLogger('silent');
      const first = loadKeyRing([], dir, logger);
      const again = loadKeyRing([], dir, logger);
      expect(again[0]!.key.equals(first[0]!.key)).toBe(true);
      expect(JSON.parse(readFileSync(join(dir, generatedKeyFile), 'utf8'))).toHaveLength(1);
      // Configured keys win over the file.
      expect(loadKeyRing([older], dir, logger)[0]!.id).toBe('old');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
