import { describe, expect, it } from '@jest/globals';
import { languageTag, matchLocale, textDirection, visitorLanguageTag } from './visitorLanguage.ts';

/** The plugin's catalogues as they are named. */
const locales = ['en-US', 'ar', 'bn', 'de', 'es', 'fr-FR', 'id', 'it', 'ko', 'nl', 'pt', 'pt-BR', 'ro', 'ru', 'th', 'tr', 'vi', 'zh-CN', 'zh-TW'];

describe("the page's language tag", () => {
  it('is read as a canonical BCP 47 tag', () => {
    expect(visitorLanguageTag('ar')).toBe('ar');
    expect(visitorLanguageTag('EN-gb')).toBe('en-GB');
    expect(visitorLanguageTag(' pt_BR ')).toBe('pt-BR');
    expect(visitorLanguageTag('zh-hant-hk')).toBe('zh-Hant-HK');
    expect(visitorLanguageTag('iw')).toBe('he');
  });

  it('is en-US when missing, malformed or too long, never a refusal', () => {
    for (const raw of [undefined, '', 'english please', 'en--US', 'x', '12', '<script>', 'en-a', `en-${'abcdefgh-'.repeat(4)}x`]) {
      expect(visitorLanguageTag(raw)).toBe('en-US');
    }
    expect(languageTag.safeParse('a'.repeat(36)).error?.issues[0]?.message).toBe('Send a language tag of at most 35 characters.');
    expect(languageTag.safeParse('en us').error?.issues[0]?.message).toBe('Send a BCP 47 language tag, such as en-US.');
  });
});

describe('the catalogue for a language', () => {
  it('is the same locale first', () => {
    expect(matchLocale('ar', locales)).toBe('ar');
    expect(matchLocale('pt-BR', locales)).toBe('pt-BR');
    expect(matchLocale('fr-FR', locales)).toBe('fr-FR');
    expect(matchLocale('zh-TW', locales)).toBe('zh-TW');
  });

  it('is the language alone next, the bare language before its regions, the same script before others', () => {
    expect(matchLocale('ar-EG', locales)).toBe('ar');
    expect(matchLocale('de-AT', locales)).toBe('de');
    expect(matchLocale('fr-CA', locales)).toBe('fr-FR');
    expect(matchLocale('pt-AO', locales)).toBe('pt');
    expect(matchLocale('en-GB', locales)).toBe('en-US');
    expect(matchLocale('zh-HK', locales)).toBe('zh-TW');
    expect(matchLocale('zh-Hant-HK', locales)).toBe('zh-TW');
    expect(matchLocale('zh-SG', locales)).toBe('zh-CN');
    expect(matchLocale('zh', locales)).toBe('zh-CN');
  });

  it('is en-US for a language without a catalogue', () => {
    expect(matchLocale('he', locales)).toBe('en-US');
    expect(matchLocale('ja-JP', locales)).toBe('en-US');
    expect(matchLocale('ar', ['en-US'])).toBe('en-US');
    expect(matchLocale('ar', [])).toBe('en-US');
  });
});

describe('the direction of a language', () => {
  it('is right to left for Arabic, Hebrew, Persian and Urdu, whatever the region', () => {
    for (const tag of ['ar', 'ar-EG', 'he', 'he-IL', 'fa', 'fa-IR', 'ur', 'ur-PK']) expect(textDirection(tag)).toBe('rtl');
  });

  it('is left to right for the others', () => {
    for (const tag of ['en-US', 'de', 'zh-TW', 'hi', 'arn', 'fr-FR']) expect(textDirection(tag)).toBe('ltr');
  });
});
