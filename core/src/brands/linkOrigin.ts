import type { Settings } from '../config/schema.ts';
import type { BrandInfo } from './brandDirectory.ts';

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin to put in links we mail to a user of `brand`. The request's Host header is the
 * client's to choose, so a reset link built from it could point a victim at an attacker's site:
 * only the configured public URL, the brand's own domain or a loopback address (someone on this
 * machine) is trusted. A whitelabel brand's users sign in on its domain only, so their links
 * always name it; `requestOrigin` is null for a mail sent without a request.
 */
export function linkOrigin(requestOrigin: string | null, brand: Pick<BrandInfo, 'domain' | 'whitelabel'>, settings: Settings): string {
  if (settings.publicUrl) {
    // PUBLIC_URL is the platform's own address; a whitelabel brand's users live on its domain.
    if (brand.whitelabel) return `${new URL(settings.publicUrl).protocol}//${brand.domain}`;
    return settings.publicUrl.replace(/\/$/, '');
  }
  if (!requestOrigin) return `${loopback.has(brand.domain) ? 'http' : 'https'}://${brand.domain}`;
  const url = new URL(requestOrigin);
  if (url.hostname !== brand.domain && !loopback.has(url.hostname)) return `${url.protocol}//${brand.domain}`;
  // A trusted request: its scheme and port stay (the same server answers the brand's domain,
  // e.g. on a laptop), and a whitelabel brand's domain replaces a loopback host.
  if (brand.whitelabel) url.hostname = brand.domain;
  return url.origin;
}
