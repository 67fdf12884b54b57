import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a cookie or a mailed link; only its SHA-256 is stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
