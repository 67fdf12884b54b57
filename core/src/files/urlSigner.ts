import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignatureCheck = 'valid' | 'missing' | 'expired' | 'tampered';

/**
 * Signed, expiring links to private files: `?expires=<unix seconds>&sig=<HMAC-SHA256 of id and
 * expiry>`. Anyone with the link may open the file until it expires; changing the id or the
 * expiry breaks the signature.
 */
export class UrlSigner {
  readonly #key: Buffer;

  constructor(key: string) {
    this.#key = Buffer.from(key, 'utf8');
  }

  sign(fileId: string, expiresAt: number): string {
    return createHmac('sha256', this.#key).update(`file:${fileId}:${expiresAt}`).digest('base64url');
  }

  signedPath(fileId: string, expiresInSeconds: number, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + expiresInSeconds;
    return `/files/${fileId}?expires=${expires}&sig=${this.sign(fileId, expires)}`;
  }

  check(fileId: string, expires: string | undefined, sig: string | undefined, now = Date.now()): SignatureCheck {
    if (!expires || !sig) return 'missing';
    if (!/^\d{1,12}$/.test(expires)) return 'tampered';
    const expected = Buffer.from(this.sign(fileId, Number(expires)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'tampered';
    return Number(expires) * 1000 <= now ? 'expired' : 'valid';
  }
}
