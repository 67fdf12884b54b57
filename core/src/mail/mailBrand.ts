import type { EntityManager } from '@mikro-orm/sql';
import { linkOrigin } from '../brands/linkOrigin.ts';
import type { Settings } from '../config/schema.ts';

/**
 * The brand a mail speaks for: its name in the From header, subject and body, its logo at the
 * top, and its address in every link. A whitelabel brand's user signs in on the brand's
 * domain only, so a mail naming the platform would send them where they cannot sign in.
 */
export interface MailBrand {
  id: number;
  name: string;
  domain: string;
  /** An absolute http(s) address; null: the name stands in for the logo. */
  logoUrl: string | null;
  /** The origin of every link in the mail, e.g. https://bots.acme.com. */
  baseUrl: string;
}

/** The platform's own brand, created on first start from `config/`. */
const platformBrandId = 1;

interface BrandRow {
  id: number;
  name: string;
  domain: string;
  logo_url: string | null;
  owner_account_id: number | null;
  verified: boolean;
}

/**
 * The one place that decides a mail's brand: the brand of the account the recipient belongs to
 * (a reseller's clients and their team members belong to the reseller's brand), or the
 * platform's own when that brand's domain is not verified yet (its domain does not reach this
 * server then) or the user is unknown. `requestOrigin` is the request that caused the mail, if
 * any: on a server without PUBLIC_URL its scheme and port go into the links (see linkOrigin).
 */
export async function mailBrandFor(em: EntityManager, settings: Settings, userId: number, requestOrigin: string | null): Promise<MailBrand> {
  const rows = await em.execute<BrandRow[]>(
    `select b.id, b.name, b.domain, b.logo_url, b.owner_account_id, b.verified from "brand" b
      where b.id = :platform or b.id = (select a.brand_id from "user" u join "account" a on a.id = u.account_id where u.id = :userId)`,
    { platform: platformBrandId, userId },
  );
  const platform = rows.find((row) => Number(row.id) === platformBrandId);
  const own = rows.find((row) => Number(row.id) !== platformBrandId) ?? platform;
  if (!own || !platform) throw new Error('The platform brand (id 1) is missing: BrandDirectory.ensureDefault has not run');
  const whitelabel = own.owner_account_id !== null;
  return toMailBrand(whitelabel && !own.verified ? platform : own, settings, requestOrigin);
}

function toMailBrand(row: BrandRow, settings: Settings, requestOrigin: string | null): MailBrand {
  const baseUrl = linkOrigin(requestOrigin, { domain: row.domain, whitelabel: row.owner_account_id !== null }, settings);
  return { id: Number(row.id), name: row.name, domain: row.domain, logoUrl: absoluteHttpUrl(row.logo_url, baseUrl), baseUrl };
}

/** A logo given as a path is served by this server: it is made absolute, as a mail needs it. */
function absoluteHttpUrl(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
