import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { AppError, type RequestUser, type UsagePort } from '@chatmill/sdk';
import { hashPassword } from '../auth/passwordHash.ts';
import type { BrandDirectory } from '../brands/brandDirectory.ts';
import { seedBrandDefaults } from '../brands/seedBrandDefaults.ts';
import { BrandSchema, type Brand } from '../db/entities/Brand.ts';
import type { FeatureCatalogue } from '../plugins/featureCatalogue.ts';
import { WHITELABEL_CNAME_FEATURE } from '../usage/coreFeatures.ts';
import { challengeRecordName } from '@chatmill/sdk/contracts';
import type { TxtResolver } from './dnsTxtResolver.ts';
import type { BrandSettingsBody, BrandSettingsView } from '@chatmill/sdk/contracts';

export interface BrandSettingsDeps {
  em: EntityManager;
  brands: BrandDirectory;
  /** For a new brand's default package (every feature of the catalogue). */
  features: FeatureCatalogue;
  /** The request's usage port: creating a brand uses one "Whitelabel cname". */
  usage: UsagePort;
}

export interface DomainCheck {
  verified: boolean;
  expected: { name: string; value: string };
  found: string[];
  brand: Brand;
}

const domainTakenMessage = 'This domain is already verified by another brand.';

/**
 * A reseller's own brand (spec 3, 3 and 5): saving the settings (creating the brand the first
 * time) and proving its domain. One brand per account; the account is the caller's.
 */
export class BrandSettingsService {
  readonly #deps: BrandSettingsDeps;

  constructor(deps: BrandSettingsDeps) {
    this.#deps = deps;
  }

  own(accountId: number): Promise<Brand | null> {
    return this.#deps.em.findOne(BrandSchema, { ownerAccountId: accountId });
  }

  /**
   * Saves every setting. The first save creates the brand with its domain challenge and a
   * default package for its clients, and counts one use of the white-label feature (given
   * back if the save fails). A changed domain must be verified again.
   */
  async save(user: RequestUser, body: BrandSettingsBody): Promise<Brand> {
    const { em, usage, features } = this.#deps;
    const existing = await this.own(user.accountId);
    if (await this.#verifiedElsewhere(body.domain, existing?.id ?? null)) throw domainTaken();
    const masterPasswordHash = typeof body.masterPassword === 'string' ? await hashPassword(body.masterPassword) : body.masterPassword;
    if (!existing) await usage.reserve(WHITELABEL_CNAME_FEATURE);
    let saved: Brand;
    try {
      saved = await em.transactional(async (tx) => {
        const brand =
          (existing && (await tx.findOneOrFail(BrandSchema, { id: existing.id }))) ??
          tx.create(BrandSchema, {
            ownerAccountId: user.accountId,
            name: body.name,
            shortName: body.shortName,
            domain: body.domain,
            challenge: newChallenge(),
            verified: false,
          });
        if (brand.domain !== body.domain) {
          brand.verified = false;
          brand.verifiedAt = null;
        }
        Object.assign(brand, {
          domain: body.domain,
          name: body.name,
          shortName: body.shortName,
          adminEmail: body.adminEmail,
          logoUrl: body.logoUrl,
          theme: body.theme,
          ecommerceDomain: body.ecommerceDomain,
          notificationFlowId: body.notificationFlowId,
          siteTitle: body.siteTitle,
          description: body.description,
          sharingThumbnailUrl: body.sharingThumbnailUrl,
          headerCode: body.headerCode,
          bodyCode: body.bodyCode,
          footerCode: body.footerCode,
          texts: body.texts,
        });
        if (masterPasswordHash !== undefined) brand.masterPasswordHash = masterPasswordHash;
        await tx.flush();
        if (!existing) await seedBrandDefaults(tx, brand.id, features);
        return brand;
      });
    } catch (error) {
      if (!existing) await usage.release(WHITELABEL_CNAME_FEATURE);
      // Two first saves at once: the one-brand-per-account index refuses the second.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Your brand was just saved elsewhere. Reload the page and save again.');
      throw error;
    }
    this.#deps.brands.forget();
    return saved;
  }

  /**
   * Looks up the TXT records of `_chatmill-challenge.<domain>`: the domain is verified when one
   * of them is the brand's challenge value. A failed check changes nothing, so pressing Verify
   * while DNS changes propagate never takes a working brand offline.
   */
  async verify(brand: Brand, resolver: TxtResolver): Promise<DomainCheck> {
    const expected = { name: challengeRecordName(brand.domain), value: brand.challenge ?? '' };
    const found = await resolver.txt(expected.name);
    const verified = expected.value !== '' && found.some((value) => value.trim() === expected.value);
    if (verified && !brand.verified) {
      if (await this.#verifiedElsewhere(brand.domain, brand.id)) throw domainTaken();
      brand.verified = true;
      brand.verifiedAt = new Date();
      try {
        await this.#deps.em.flush();
      } catch (error) {
        // Another brand verified the same domain a moment ago.
        if (isUniqueViolation(error)) throw domainTaken();
        throw error;
      }
      this.#deps.brands.forget();
    }
    return { verified, expected, found, brand };
  }

  async #verifiedElsewhere(domain: string, brandId: number | null): Promise<boolean> {
    return (await this.#deps.em.count(BrandSchema, { domain, verified: true, ...(brandId ? { id: { $ne: brandId } } : {}) })) > 0;
  }
}

/** The value the reseller puts in the TXT record: random, so nobody can guess another's. */
function newChallenge(): string {
  return `chatmill-verify=${randomBytes(16).toString('hex')}`;
}

function domainTaken(): AppError {
  return new AppError('CONFLICT', domainTakenMessage, { fields: { domain: domainTakenMessage } });
}

/** SQLSTATE 23505: a unique index refused the write. */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return (error as { code?: unknown }).code === '23505' || (error as Error).name === 'UniqueConstraintViolationException';
}

export function toSettingsView(brand: Brand): BrandSettingsView {
  return {
    id: brand.id,
    domain: brand.domain,
    name: brand.name,
    shortName: brand.shortName,
    adminEmail: brand.adminEmail ?? null,
    logoUrl: brand.logoUrl ?? null,
    theme: brand.theme ?? 'light',
    masterPasswordSet: Boolean(brand.masterPasswordHash),
    ecommerceDomain: brand.ecommerceDomain ?? null,
    notificationFlowId: brand.notificationFlowId ?? null,
    siteTitle: brand.siteTitle ?? null,
    description: brand.description ?? null,
    sharingThumbnailUrl: brand.sharingThumbnailUrl ?? null,
    headerCode: brand.headerCode ?? null,
    bodyCode: brand.bodyCode ?? null,
    footerCode: brand.footerCode ?? null,
    texts: brand.texts ?? {},
    verified: brand.verified ?? false,
    verifiedAt: brand.verifiedAt ? brand.verifiedAt.toISOString() : null,
    challenge: { name: challengeRecordName(brand.domain), value: brand.challenge ?? '' },
    createdAt: brand.createdAt.toISOString(),
    updatedAt: brand.updatedAt.toISOString(),
  };
}
