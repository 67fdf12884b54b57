import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { brandThemes, type BrandTheme } from '@chatmill/sdk/contracts';

/** A brand's own wording: en-US catalogue key → text shown instead. */
export type BrandTexts = Record<string, string>;

/**
 * A brand: the platform's own (id 1, from `config/`) or a reseller's white label (spec 3, 3
 * "White-label settings"). Requests find their brand by host name, and only a verified
 * domain counts (see BrandDirectory).
 */
export const BrandSchema = defineEntity({
  name: 'Brand',
  tableName: 'brand',
  properties: {
    id: p.integer().primary(),
    name: p.string(),
    shortName: p.string(),
    domain: p.string(),
    /** The reseller's account; null for the platform's own brands. */
    ownerAccountId: p.integer().nullable(),
    adminEmail: p.string().nullable(),
    logoUrl: p.string().nullable(),
    theme: p.string().$type<BrandTheme>().default('light'),
    /** scrypt, like user passwords; opens any client account of the brand (audited). */
    masterPasswordHash: p.string().nullable().hidden(),
    /** The main domain the brand's stores live under (`{alias}.{ecommerceDomain}`). */
    ecommerceDomain: p.string().nullable(),
    /** The flow that confirms notification opt-ins (free text id until flows exist). */
    notificationFlowId: p.string().nullable(),
    siteTitle: p.string().nullable(),
    description: p.string().nullable(),
    sharingThumbnailUrl: p.string().nullable(),
    /** Code the reseller supplies: stored, only ever served on the brand's public pages. */
    headerCode: p.text().nullable(),
    bodyCode: p.text().nullable(),
    footerCode: p.text().nullable(),
    /** The value the TXT record must hold to prove the domain. */
    challenge: p.string().nullable(),
    verified: p.boolean().default(false),
    verifiedAt: p.datetime().nullable(),
    texts: p.json<BrandTexts>().onCreate(() => ({})),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type Brand = InferEntity<typeof BrandSchema>;
