import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { catalogueDirs, readFlat, writeNested } from './catalogues.ts';

/**
 * `node scripts/i18n/merge.ts <locale> <file.json>`: merges a translator's flat JSON
 * ("catalogue:key": "text", as missing.ts prints it) into the locale's catalogue files,
 * keeping the en-US key order. Keys unknown to en-US are refused, so a typo cannot hide.
 */
const root = resolve(import.meta.dirname, '../..');
const [locale, file] = process.argv.slice(2);
if (!locale || !file) {
  process.stderr.write('usage: node scripts/i18n/merge.ts <locale> <translations.json>\n');
  process.exit(2);
}
const incoming = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const dirs = new Map(catalogueDirs(root).map((dir) => [dir.name, dir.dir]));
const byCatalogue = new Map<string, Map<string, string>>();
const refused: string[] = [];
for (const [qualified, text] of Object.entries(incoming)) {
  const at = qualified.indexOf(':');
  const catalogue = qualified.slice(0, at);
  const key = qualified.slice(at + 1);
  const dir = dirs.get(catalogue);
  const english = dir ? readFlat(join(dir, 'en-US.json')) : new Map<string, string>();
  const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
  if (!dir || (!english.has(key) && !english.has(`${base}_other`)) || typeof text !== 'string') {
    refused.push(qualified);
    continue;
  }
  if (!byCatalogue.has(catalogue)) byCatalogue.set(catalogue, new Map());
  byCatalogue.get(catalogue)!.set(key, text);
}
for (const [catalogue, texts] of byCatalogue) {
  const dir = dirs.get(catalogue)!;
  const target = join(dir, `${locale}.json`);
  const merged = readFlat(target);
  for (const [key, text] of texts) merged.set(key, text);
  writeNested(
    target,
    merged,
    [...readFlat(join(dir, 'en-US.json')).keys()].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
  );
  process.stdout.write(`${catalogue}: ${texts.size} texts merged into ${target}\n`);
}
if (refused.length) {
  process.stderr.write(`Refused (unknown catalogue or key): ${refused.join(', ')}\n`);
  process.exit(1);
}
