import * as z from 'zod/mini';
import type { TFunction } from 'i18next';
import { domainMessages, ecommerceDomainProblem, isValidDomain, normalizeDomain } from '@chatmill/sdk/contracts/domainRules';
import type { BrandSettingsBody, BrandSettingsView } from './whitelabelApi';
import { isOwnFilePath } from '../../../../sdk/src/files/ownFilePath.ts';
import { emailShape } from '../../forms/emailShape';

export const themes = ['light', 'semi-dark', 'dark'] as const;

const webAddress = /^https?:\/\/\S+$/i;

/** The server's messages for the spec's domain rules, in the user's language. */
function domainMessage(t: TFunction, message: string): string {
  if (message === domainMessages.subDomain) return t('whitelabel.validation.subDomain');
  if (message === domainMessages.sameAsBrand) return t('whitelabel.validation.sameAsBrand');
  return t('whitelabel.validation.invalidDomain');
}

/** A JSON object of text key to text, or empty. */
export function parseTexts(text: string): Record<string, string> | null {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return Object.values(value).every((entry) => typeof entry === 'string') ? (value as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/**
 * The settings form's schema, with messages in the user's language. The server checks the
 * same rules (and the provider's names, a domain another brand verified, the text keys) and
 * answers per field too.
 */
export function brandFormSchema(t: TFunction) {
  const optionalUrl = z.string().check(
    z.trim(),
    z.refine((value) => value === '' || webAddress.test(value), t('whitelabel.validation.url')),
  );
  // The logo may be an uploaded image, served by this product at `/files/<id>`.
  const optionalLogo = z.string().check(
    z.trim(),
    z.refine((value) => value === '' || webAddress.test(value) || isOwnFilePath(value), t('whitelabel.validation.url')),
  );
  return z
    .object({
      domain: z.string().check(
        z.trim(),
        z.minLength(1, t('whitelabel.validation.domainRequired')),
        z.refine((value) => value.trim() === '' || isValidDomain(normalizeDomain(value)), t('whitelabel.validation.invalidDomain')),
      ),
      name: z.string().check(z.trim(), z.minLength(1, t('whitelabel.validation.nameRequired')), z.maxLength(120)),
      shortName: z.string().check(z.trim(), z.minLength(1, t('whitelabel.validation.shortNameRequired')), z.maxLength(40)),
      adminEmail: z.string().check(z.trim(), z.regex(emailShape, t('whitelabel.validation.email'))),
      logoUrl: optionalLogo,
      theme: z.enum(themes),
      masterPassword: z.string().check(z.refine((value) => value === '' || value.length >= 8, t('whitelabel.validation.masterPassword'))),
      ecommerceDomain: z.string().check(z.trim()),
      notificationFlowId: z.string().check(z.trim(), z.maxLength(100)),
      siteTitle: z.string().check(z.trim(), z.maxLength(120)),
      description: z.string().check(z.trim(), z.maxLength(500)),
      sharingThumbnailUrl: optionalUrl,
      headerCode: z.string(),
      bodyCode: z.string(),
      footerCode: z.string(),
      texts: z.string().check(z.refine((value) => parseTexts(value) !== null, t('whitelabel.validation.texts'))),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.ecommerceDomain === '') return;
        const problem = ecommerceDomainProblem(values.ecommerceDomain, values.domain);
        if (problem) ctx.addIssue({ code: 'custom', path: ['ecommerceDomain'], message: domainMessage(t, problem) });
      }),
    );
}

export type BrandFormValues = z.input<ReturnType<typeof brandFormSchema>>;

export function brandFormValues(brand: BrandSettingsView | null): BrandFormValues {
  return {
    domain: brand?.domain ?? '',
    name: brand?.name ?? '',
    shortName: brand?.shortName ?? '',
    adminEmail: brand?.adminEmail ?? '',
    logoUrl: brand?.logoUrl ?? '',
    theme: brand?.theme ?? 'light',
    masterPassword: '',
    ecommerceDomain: brand?.ecommerceDomain ?? '',
    notificationFlowId: brand?.notificationFlowId ?? '',
    siteTitle: brand?.siteTitle ?? '',
    description: brand?.description ?? '',
    sharingThumbnailUrl: brand?.sharingThumbnailUrl ?? '',
    headerCode: brand?.headerCode ?? '',
    bodyCode: brand?.bodyCode ?? '',
    footerCode: brand?.footerCode ?? '',
    texts: brand && Object.keys(brand.texts).length > 0 ? JSON.stringify(brand.texts, null, 2) : '',
  };
}

/** The body of PUT /api/whitelabel/brand: an empty master password keeps the stored one. */
export function brandBody(values: z.output<ReturnType<typeof brandFormSchema>>): BrandSettingsBody {
  const { masterPassword, texts, ...rest } = values;
  return { ...rest, ...(masterPassword !== '' ? { masterPassword } : {}), texts: parseTexts(texts) ?? {} };
}
