import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { WidgetLanguage } from '../../common/protocol.ts';
import { pluginDir } from './widgetBundle.ts';
import { defaultLocale, matchLocale, textDirection, visitorLanguageTag } from './visitorLanguage.ts';

/** The `script` section of one catalogue, flat: `open`, `unread_one`, `unread_other`… */
export type ScriptSection = Readonly<Record<string, string>>;
/** Each locale's `script` section, by the locale its file is named for. */
export type ScriptCatalogues = ReadonlyMap<string, ScriptSection>;

/** The plugin's catalogues, the dashboard's and the embed script's alike (the plugin ships its sources). */
export const catalogueDir = join(pluginDir, 'src', 'web', 'i18n');

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * Reads the `script` section of every catalogue in `dir`. A file that cannot be read or parsed
 * is left out (its visitors get English) rather than failing the socket.
 */
export function readScriptCatalogues(dir: string = catalogueDir): ScriptCatalogues {
  const catalogues = new Map<string, ScriptSection>();
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return catalogues;
  }
  for (const name of names) {
    try {
      const script = (JSON.parse(readFileSync(join(dir, name), 'utf8')) as { script?: unknown }).script;
      if (typeof script !== 'object' || script === null) continue;
      catalogues.set(
        basename(name, '.json'),
        Object.fromEntries(Object.entries(script).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
      );
    } catch {
      // A broken catalogue: its locale falls back to English.
    }
  }
  return catalogues;
}

/**
 * The script's texts in `locale`: every key en-US has, from `locale` where it has it. A plural
 * group (`unread_one`, `unread_other`) comes whole from one catalogue, with that catalogue's
 * forms (Arabic has six), so forms of two languages never mix.
 */
export function scriptTexts(catalogues: ScriptCatalogues, locale: string): Record<string, string> {
  const english = catalogues.get(defaultLocale) ?? {};
  const own = catalogues.get(locale) ?? {};
  const texts: Record<string, string> = {};
  for (const key of Object.keys(english)) {
    const base = key.replace(pluralSuffix, '');
    if (base === key || !(`${base}_other` in english)) {
      texts[key] = own[key] ?? english[key]!;
      continue;
    }
    const from = `${base}_other` in own ? own : english;
    for (const [form, text] of Object.entries(from)) if (form.replace(pluralSuffix, '') === base && form !== base) texts[form] = text;
  }
  return texts;
}

let cached: { catalogues: ScriptCatalogues; texts: Map<string, Record<string, string>> } | null = null;

/**
 * What 'ready' says of the visitor's language, from the tag the script sent. The catalogues are
 * read on first use and kept for the life of the process, each locale's texts once built.
 */
export function widgetLanguage(rawTag: string | undefined): WidgetLanguage {
  cached ??= { catalogues: readScriptCatalogues(), texts: new Map() };
  const tag = visitorLanguageTag(rawTag);
  const locale = matchLocale(tag, [...cached.catalogues.keys()]);
  let texts = cached.texts.get(locale);
  if (!texts) cached.texts.set(locale, (texts = scriptTexts(cached.catalogues, locale)));
  return { locale, dir: textDirection(tag), texts };
}
