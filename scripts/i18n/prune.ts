import { join, resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import { catalogueDirs, pluralBase, readFlat, readSameAsEnglish, requiredKeys, TRANSLATED_LOCALES, writeNested } from './catalogues.ts';

/**
 * `node scripts/i18n/prune.ts`: removes from every locale the keys en-US no longer has (and
 * their lines in sameAsEnglish.json), after a text was renamed or removed in en-US.
 */
const root = resolve(import.meta.dirname, '../..');
const sameAsEnglish = readSameAsEnglish(root);
for (const locale of TRANSLATED_LOCALES) {
  for (const { name, dir } of catalogueDirs(root)) {
    const englishFile = join(dir, 'en-US.json');
    const required = requiredKeys(readFlat(englishFile), locale);
    const file = join(dir, `${locale}.json`);
    const texts = readFlat(file);
    const stale = [...texts.keys()].filter((key) => !required.has(key));
    if (stale.length === 0) continue;
    for (const key of stale) texts.delete(key);
    writeNested(file, texts, [...readFlat(englishFile).keys()].map(pluralBase));
    process.stdout.write(`${locale} ${name}: removed ${stale.join(', ')}\n`);
  }
  const listed = sameAsEnglish[locale] ?? [];
  sameAsEnglish[locale] = listed.filter((qualified) => {
    const at = qualified.indexOf(':');
    const dir = catalogueDirs(root).find((each) => each.name === qualified.slice(0, at));
    return dir !== undefined && requiredKeys(readFlat(join(dir.dir, 'en-US.json')), locale).has(qualified.slice(at + 1));
  });
}
writeFileSync(
  join(root, 'web/src/i18n/sameAsEnglish.json'),
  `{\n${Object.entries(sameAsEnglish)
    .map(([locale, keys]) => `  ${JSON.stringify(locale)}: ${JSON.stringify(keys)}`)
    .join(',\n')}\n}\n`,
);
