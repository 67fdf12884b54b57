import { z } from 'zod';
import { maxLanguageTag, type TextDirection } from '../../common/protocol.ts';

/** The catalogue every other falls back to, and the language of a page that gave none we can read. */
export const defaultLocale = 'en-US';

/** Languages written right to left (by their language subtag). */
const rightToLeft: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

/**
 * The page's language as the script sends it: a BCP 47 tag, canonical (`EN-us` → `en-US`,
 * `iw` → `he`). `en_US` (as some sites write their `lang`) is read as `en-US`.
 */
export const languageTag = z
  .string()
  .trim()
  .max(maxLanguageTag, `Send a language tag of at most ${maxLanguageTag} characters.`)
  .transform((tag) => tag.replaceAll('_', '-'))
  .pipe(z.string().regex(/^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/, 'Send a BCP 47 language tag, such as en-US.'))
  .transform((tag, ctx) => {
    try {
      return Intl.getCanonicalLocales(tag)[0]!;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Send a BCP 47 language tag, such as en-US.' });
      return z.NEVER;
    }
  });

/**
 * The visitor's language tag, or en-US. A page's `lang` is the site's doing, not the visitor's:
 * a malformed one gets the chat in English rather than no chat at all.
 */
export function visitorLanguageTag(raw: string | undefined): string {
  const parsed = languageTag.safeParse(raw ?? '');
  return parsed.success ? parsed.data : defaultLocale;
}

export function textDirection(tag: string): TextDirection {
  return rightToLeft.has(languageOf(tag)) ? 'rtl' : 'ltr';
}

/**
 * The best of `locales` (the catalogues there are) for a tag: the same tag; else the tag with
 * its last subtags dropped (`pt-BR-x-y` → `pt-BR`); else one of the same language, preferring
 * the bare language (`pt-AO` → `pt`) and one of the same script (`zh-HK` → `zh-TW`, both
 * traditional); else en-US.
 */
export function matchLocale(tag: string, locales: readonly string[]): string {
  const byLower = new Map(locales.map((locale) => [locale.toLowerCase(), locale]));
  const parts = tag.toLowerCase().split('-');
  for (let n = parts.length; n > 0; n -= 1) {
    const found = byLower.get(parts.slice(0, n).join('-'));
    if (found) return found;
  }
  const language = languageOf(tag);
  const script = scriptOf(tag);
  const sameLanguage = locales.filter((locale) => languageOf(locale) === language).sort();
  return sameLanguage.find((locale) => scriptOf(locale) === script) ?? sameLanguage[0] ?? defaultLocale;
}

function languageOf(tag: string): string {
  return tag.split('-')[0]!.toLowerCase();
}

/** The script a tag is written in, likely if not said (`zh-TW` → Hant); null when Intl cannot tell. */
function scriptOf(tag: string): string | null {
  try {
    return new Intl.Locale(tag).maximize().script ?? null;
  } catch {
    return null;
  }
}
