import { describe, expect, it } from '@jest/globals';
import { hashPassword, unusableHash, verifyPassword } from './passwordHash.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('tr0ub4dor&3');
    expect(await verifyPassword('tr0ub4dor&3', hash)).toBe(true);
    expect(await verifyPassword('tr0ub4dor&4', hash)).toBe(false);
  });

  it('salts every hash and records its memory-hard parameters', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(a.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
  });

  it('never accepts the placeholder hash or a malformed one', async () => {
    expect(await verifyPassword('', unusableHash)).toBe(false);
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
  });
});
