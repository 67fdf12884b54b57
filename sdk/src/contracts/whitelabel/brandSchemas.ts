import { z } from 'zod';
import { pageFields, pageOf } from '../pagedList.ts';
import { email } from '../fields.ts';
import { publicHttpUrl } from '../../net/publicHttpUrl.ts';
import { orOwnFilePath } from '../../files/ownFileUrl.ts';
import { domainMessages, ecommerceDomainProblem, isValidDomain, normalizeDomain } from './domainRules.ts';
import { isProviderName, providerNameMessage } from './providerNames.ts';

/** The dashboard themes a brand can choose (spec 3, 3: Light is the default). */
export const brandThemes = ['light', 'semi-dark', 'dark'] as const;
export type BrandTheme = (typeof brandThemes)[number];

/**
 * How a master-password sign-in ended: signed in; wrong master password; right password but
 * no such user on the brand; the brand has no master password; refused for too many failures.
 */
export const masterLoginResults = ['success', 'wrong_password', 'unknown_user', 'not_set', 'rate_limited'] as const;
export type MasterLoginResult = (typeof masterLoginResults)[number];

/**
 * The shapes of the white-label API (spec 3, 3 "White-label settings"), shared by the routes,
 * their OpenAPI document and, as types only, the dashboard's Whitelabel Settings screen.
 */

const noNul = (value: string) => !value.includes('\u0000');
const nulMessage = 'Remove the NUL characters from this text.';

/** Longest custom header, body or footer code, in characters. */
export const maxCodeLength = 20_000;
/** How many texts a brand may reword, and how long each may be. */
export const maxTexts = 500;
export const maxTextLength = 2_000;

function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters.`).refine(noNul, nulMessage);
}

/** Optional text: empty means none (null). */
function optionalText(max: number, trim = true) {
  return z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    (trim ? z.string().trim() : z.string()).max(max, `Use at most ${max} characters.`).refine(noNul, nulMessage).nullable(),
  );
}

/** An http(s) address the dashboard may put in an `<img src>`; empty means none. */
function optionalImageUrl() {
  return z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : typeof value === 'string' ? value.trim() : value),
    z
      .url({ protocol: /^https?$/, error: 'Enter an address starting with https:// (or http://).' })
      .max(500, 'Use at most 500 characters.')
      .pipe(publicHttpUrl())
      .nullable(),
  );
}

const domain = z
  .string({ error: 'Enter the domain of your brand, e.g. app.example.com.' })
  .max(253, domainMessages.invalid)
  .transform(normalizeDomain)
  .refine((value) => value.length > 0, 'Enter the domain of your brand, e.g. app.example.com.')
  .refine(isValidDomain, domainMessages.invalid);

export interface BrandSettingsRules {
  /** The provider's names: the default brand's name and short name, and the product's. */
  providerNames: readonly string[];
  /** Hosts of the platform itself, which no brand may claim. */
  platformDomains: readonly string[];
  /** Whether an en-US catalogue key exists. */
  isTextKey(key: string): boolean;
}

/**
 * PUT /api/whitelabel/brand: every setting at once. `masterPassword` left out keeps the one
 * stored, null removes it, a text sets a new one.
 */
export function brandSettingsBody(rules: BrandSettingsRules) {
  return z
    .strictObject({
      domain,
      name: requiredText('Enter the brand name.', 120),
      shortName: requiredText('Enter the brand short name.', 40),
      adminEmail: email,
      // A web address, or an uploaded logo's `/files/<id>`.
      logoUrl: orOwnFilePath(optionalImageUrl()),
      theme: z.enum(brandThemes, { error: 'Choose Light, Semi-dark or Dark.' }).default('light'),
      masterPassword: z
        .string({ error: 'Enter the master password as text.' })
        .min(8, 'Use at least 8 characters.')
        .max(200, 'Use at most 200 characters.')
        .nullable()
        .optional(),
      ecommerceDomain: z.preprocess(
        (value) =>
          value === undefined || (typeof value === 'string' && value.trim() === '') ? null : typeof value === 'string' ? normalizeDomain(value) : value,
        z.string().max(253, domainMessages.invalid).nullable(),
      ),
      notificationFlowId: optionalText(100),
      siteTitle: optionalText(120),
      description: optionalText(500),
      sharingThumbnailUrl: optionalImageUrl(),
      headerCode: optionalText(maxCodeLength, false),
      bodyCode: optionalText(maxCodeLength, false),
      footerCode: optionalText(maxCodeLength, false),
      texts: z
        .record(
          z.string().max(200, 'Use a catalogue key.'),
          z.string().max(maxTextLength, `Use at most ${maxTextLength} characters.`).refine(noNul, nulMessage),
        )
        .refine((texts) => Object.keys(texts).length <= maxTexts, `Reword at most ${maxTexts} texts.`)
        .default({}),
    })
    .superRefine((body, ctx) => {
      for (const field of ['name', 'shortName'] as const) {
        if (isProviderName(body[field], rules.providerNames)) ctx.addIssue({ code: 'custom', path: [field], message: providerNameMessage });
      }
      if (rules.platformDomains.includes(body.domain)) {
        ctx.addIssue({ code: 'custom', path: ['domain'], message: 'This domain belongs to the platform. Use a domain of your own.' });
      }
      if (body.ecommerceDomain !== null) {
        const problem = ecommerceDomainProblem(body.ecommerceDomain, body.domain);
        if (problem) ctx.addIssue({ code: 'custom', path: ['ecommerceDomain'], message: problem });
      }
      for (const key of Object.keys(body.texts)) {
        if (!rules.isTextKey(key)) ctx.addIssue({ code: 'custom', path: ['texts', key], message: `There is no text "${key}" in the en-US catalogue.` });
      }
    });
}
export type BrandSettingsBody = z.output<ReturnType<typeof brandSettingsBody>>;
export type BrandSettingsInput = z.input<ReturnType<typeof brandSettingsBody>>;

/** The TXT record that proves the domain: where to add it and what it must hold. */
export const challengeRecord = z.object({ name: z.string(), value: z.string() });

export const brandSettingsView = z.object({
  id: z.number().int(),
  domain: z.string(),
  name: z.string(),
  shortName: z.string(),
  adminEmail: z.string().nullable(),
  logoUrl: z.string().nullable(),
  theme: z.enum(brandThemes),
  /** Whether a master password is set; the password itself never leaves the server. */
  masterPasswordSet: z.boolean(),
  ecommerceDomain: z.string().nullable(),
  notificationFlowId: z.string().nullable(),
  siteTitle: z.string().nullable(),
  description: z.string().nullable(),
  sharingThumbnailUrl: z.string().nullable(),
  headerCode: z.string().nullable(),
  bodyCode: z.string().nullable(),
  footerCode: z.string().nullable(),
  texts: z.record(z.string(), z.string()),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  challenge: challengeRecord,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BrandSettingsView = z.output<typeof brandSettingsView>;

export const ownBrandResponse = z.object({
  /** Whether this user may have a white-label brand (an owner whose package has the feature, or an Admin). */
  eligible: z.boolean(),
  /** Why not, in the words the server would refuse with. */
  reason: z.string().nullable(),
  brand: brandSettingsView.nullable(),
});
export type OwnBrandResponse = z.output<typeof ownBrandResponse>;

export const verifyDomainResponse = z.object({
  verified: z.boolean(),
  /** 'Verified' or 'FAILED!' (spec 3, 8). */
  title: z.string(),
  message: z.string(),
  expected: challengeRecord,
  /** The TXT values the DNS answered with (none when the name has no records). */
  found: z.array(z.string()),
  brand: brandSettingsView,
});
export type VerifyDomainResponse = z.output<typeof verifyDomainResponse>;

export const brandListSortFields = ['name', 'domain', 'createdAt'] as const;
export const brandListQuery = z.object({
  ...pageFields,
  sort: z.enum(brandListSortFields, { error: `Sort by ${brandListSortFields.join(', ')}.` }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: 'Use asc or desc.' }).default('desc'),
});
export type BrandListQuery = z.output<typeof brandListQuery>;

export const brandListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  domain: z.string(),
  verified: z.boolean(),
  /** A reseller's brand; false for the platform's own. */
  whitelabel: z.boolean(),
  owner: z.object({ accountId: z.number().int(), name: z.string(), email: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type BrandListItem = z.output<typeof brandListItem>;
export const brandPage = pageOf(brandListItem);

const brandIdField = z.coerce
  .number({ error: 'Use the brand id, a whole number.' })
  .int('Use the brand id, a whole number.')
  .positive('Use the brand id, a whole number.')
  .max(2_147_483_647, 'No brand has this id.');

export const auditLogQuery = z.object({
  ...pageFields,
  /** Admins may read any brand's log; resellers read their own without it. */
  brandId: brandIdField.optional(),
});
export type AuditLogQuery = z.output<typeof auditLogQuery>;

export const auditLogItem = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  result: z.enum(masterLoginResults),
  targetEmail: z.string(),
  targetUser: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Who was signed in on the brand's host when the master password was used, if anyone. */
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  ip: z.string(),
  userAgent: z.string(),
});
export type AuditLogItem = z.output<typeof auditLogItem>;
export const auditLogPage = pageOf(auditLogItem);

export const brandPluginsResponse = z.object({
  /** `hasSettings`: the plugin has settings the brand may set (GET /api/whitelabel/brand/plugins/:pluginId/settings). */
  items: z.array(z.object({ id: z.string(), name: z.string(), version: z.string(), enabled: z.boolean(), hasSettings: z.boolean() })),
});
export type BrandPluginsResponse = z.output<typeof brandPluginsResponse>;

export const masterLoginBody = z.strictObject({
  email,
  masterPassword: z.string({ error: 'Enter the master password.' }).min(1, 'Enter the master password.').max(200, 'Use at most 200 characters.'),
});

/** What the sign-in screens of a host need before anyone signs in. */
export const currentBrandResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  logoUrl: z.string().nullable(),
  theme: z.enum(brandThemes),
  siteTitle: z.string().nullable(),
  whitelabel: z.boolean(),
  /** False on a white-label brand: Register goes to Login (spec 4.1). */
  registrationOpen: z.boolean(),
});
