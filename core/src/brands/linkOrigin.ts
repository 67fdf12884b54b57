import type { Settings } from '../config/schema.ts';
import type { BrandInfo } from './brandDirectory.ts';

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin to put in links we mail. The request's Host header is the client's to choose, so a
 * reset link built from it could point a victim at an attacker's site: only the configured public
 * URL, the brand's own domain or a loopback address (someone on this machine) is trusted.
 */
export function linkOrigin(requestOrigin: string, brand: Pick<BrandInfo, 'domain'> & { whitelabel?: boolean }, settings: Settings): string {
  // PUBLIC_URL is the platform's own address; a whitelabel brand's users live on its domain.
  if (settings.publicUrl && brand.whitelabel) return `${new URL(settings.publicUrl).protocol}//${brand.domain}`;
  if (settings.publicUrl) return settings.publicUrl.replace(/\/$/, '');
  const url = new URL(requestOrigin);
  if (url.hostname === brand.domain || loopback.has(url.hostname)) return url.origin;
  return `${url.protocol}//${brand.domain}`;
}
