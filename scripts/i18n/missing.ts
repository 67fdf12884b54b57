import { resolve } from 'node:path';
import { localeGaps, TRANSLATED_LOCALES } from './catalogues.ts';

/**
 * `node scripts/i18n/missing.ts <locale> [--limit N]`: what a locale still lacks, as the flat
 * JSON that merge.ts takes back ("catalogue:key": "English text"), for a translator to fill.
 * Without a locale it prints a count per locale.
 */
const root = resolve(import.meta.dirname, '../..');
const [locale] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const limitAt = process.argv.indexOf('--limit');
const limit = limitAt > 0 ? Number(process.argv[limitAt + 1]) : Infinity;

if (!locale) {
  for (const each of TRANSLATED_LOCALES) process.stdout.write(`${each}: ${localeGaps(root, each).length} to translate\n`);
} else {
  const gaps = localeGaps(root, locale).slice(0, limit);
  process.stdout.write(`${JSON.stringify(Object.fromEntries(gaps.map((gap) => [`${gap.catalogue}:${gap.key}`, gap.english])), null, 2)}\n`);
}
