import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { catalogueDirs, judgeTranslation, localeGaps, readSameAsEnglish, requiredKeys, staleKeys, TRANSLATED_LOCALES } from '../../scripts/i18n/catalogues.ts';

/**
 * Every key of the shell's catalogue and of every plugin's is translated into every locale:
 * present, not the English text copied (symbols, product names and the short names listed in
 * sameAsEnglish.json aside), with the English text's placeholders and the locale's plural forms.
 * `node scripts/i18n/missing.ts <locale>` prints what a locale lacks.
 */
const root = resolve(import.meta.dirname, '../..');

describe('locale catalogues', () => {
  it.each([...TRANSLATED_LOCALES])('%s translates every key of every catalogue', (locale) => {
    const gaps = localeGaps(root, locale).map((gap) => `${gap.problem} ${gap.catalogue}:${gap.key} (${JSON.stringify(gap.english)})`);
    expect({ locale, gaps: gaps.slice(0, 20), count: gaps.length }).toEqual({ locale, gaps: [], count: 0 });
  });

  it.each([...TRANSLATED_LOCALES])('%s holds no key that en-US no longer has (node scripts/i18n/prune.ts removes them)', (locale) => {
    expect(staleKeys(root, locale).map((stale) => `${stale.catalogue}:${stale.key}`)).toEqual([]);
  });

  it('finds the shell and both first-party plugins', () => {
    expect(catalogueDirs(root).map((dir) => dir.name)).toEqual(expect.arrayContaining(['core', 'contacts', 'web-chat-widget']));
  });

  it('lists only keys that exist in en-US as rightly English', () => {
    const english = new Map(catalogueDirs(root).map((dir) => [dir.name, dir]));
    for (const [locale, keys] of Object.entries(readSameAsEnglish(root))) {
      expect(TRANSLATED_LOCALES as readonly string[]).toContain(locale);
      for (const qualified of keys) expect(english.has(qualified.split(':')[0]!)).toBe(true);
    }
  });
});

describe('the translation judge', () => {
  it('refuses a copied sentence and accepts symbols, product names and listed short names', () => {
    expect(judgeTranslation('Save changes', 'Save changes', false)).toBe('copied');
    expect(judgeTranslation('Save changes', 'Änderungen speichern', false)).toBe('translated');
    expect(judgeTranslation('{{count}} / {{limit}}', '{{count}} / {{limit}}', false)).toBe('universal');
    expect(judgeTranslation('WhatsApp API', 'WhatsApp API', false)).toBe('universal');
    expect(judgeTranslation('Dashboard', 'Dashboard', true)).toBe('allowed');
    expect(judgeTranslation('Dashboard', 'Dashboard', false)).toBe('copied');
    // a listed key is still refused when it is a whole sentence
    expect(judgeTranslation('Your password was changed successfully', 'Your password was changed successfully', true)).toBe('copied');
  });

  it('asks each locale for its own plural forms', () => {
    const english = new Map([
      ['items_one', '{{count}} item'],
      ['items_other', '{{count}} items'],
    ]);
    expect([...requiredKeys(english, 'ar').keys()]).toEqual(['items_zero', 'items_one', 'items_two', 'items_few', 'items_many', 'items_other']);
    expect([...requiredKeys(english, 'zh-CN').keys()]).toEqual(['items_other']);
    expect([...requiredKeys(english, 'ru').keys()]).toEqual(['items_one', 'items_few', 'items_many', 'items_other']);
  });
});
