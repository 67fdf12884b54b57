import i18n from 'i18next';
import type { PluginInfo } from '../api/types';
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from '../app/lazyScreen';
import { registerLocaleLoader } from '../i18n';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { notePluginTextsAdded } from './pluginText';
import type { LazyComponent, PluginWebModule } from './sdk';

/** A plugin's web entry could not be loaded, or its default export is not a plugin web module. */
export class PluginLoadError extends Error {
  readonly pluginId: string;

  constructor(plugin: PluginInfo, reason: string, cause?: unknown) {
    super(`The plugin "${plugin.name}" could not be loaded: ${reason}`, { cause });
    this.name = 'PluginLoadError';
    this.pluginId = plugin.id;
  }
}

interface Loaded {
  plugin: PluginInfo;
  module: PluginWebModule;
}

/** Loaded (or loading) plugin modules by entry URL; the URL carries the version. */
const modules = new Map<string, Promise<Loaded>>();
/** Plugins whose module has loaded, for adding their texts when the language changes. */
const loaded = new Map<string, Loaded>();
/** Failed imports by entry: a retry asks for a fresh URL, as the browser may keep a failed module. */
const failures = new Map<string, number>();

function isRecordOf(value: unknown, check: (entry: unknown) => boolean): boolean {
  return typeof value === 'object' && value !== null && Object.values(value).every(check);
}

const isFunction = (entry: unknown) => typeof entry === 'function';

function asPluginModule(plugin: PluginInfo, namespace: unknown): PluginWebModule {
  const candidate = (namespace as { default?: unknown } | null)?.default;
  if (typeof candidate !== 'object' || candidate === null) {
    throw new PluginLoadError(plugin, 'its web entry has no default export (expected definePluginWeb({...})).');
  }
  const module = candidate as Partial<PluginWebModule>;
  if (!isRecordOf(module.screens, isFunction)) throw new PluginLoadError(plugin, '`screens` must map route paths to loaders.');
  if (!isRecordOf(module.locales, isFunction)) throw new PluginLoadError(plugin, '`locales` must map locales to loaders.');
  for (const part of ['widgets', 'settingsPanels'] as const) {
    if (module[part] !== undefined && !isRecordOf(module[part], isFunction)) {
      throw new PluginLoadError(plugin, `\`${part}\` must map ids to loaders.`);
    }
  }
  return module as PluginWebModule;
}

/** The locale of the plugin's own catalogues to use for `locale`: the same, or the same language. */
function pluginLocale(entry: Loaded, locale: string): string | null {
  const shipped = Object.keys(entry.module.locales);
  if (shipped.includes(locale)) return locale;
  const language = locale.split('-')[0]?.toLowerCase();
  return shipped.find((candidate) => candidate.split('-')[0]?.toLowerCase() === language) ?? null;
}

/** A JSON import comes as a module namespace; its texts are the default export. */
function catalogueOf(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const inner = record['default'];
  return typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as Record<string, unknown>) : record;
}

/** Adds the plugin's texts for `locale` under its namespace (its id), once. */
async function addTexts(entry: Loaded, locale: string): Promise<void> {
  const ns = entry.plugin.id;
  if (i18n.hasResourceBundle(locale, ns)) return;
  const source = pluginLocale(entry, locale);
  const load = source ? entry.module.locales[source] : undefined;
  if (!load) return; // texts fall back to en-US
  try {
    const texts = catalogueOf(await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS));
    i18n.addResourceBundle(locale, ns, texts, true, true);
    notePluginTextsAdded();
  } catch (error) {
    console.warn(`Plugin ${ns}: the ${locale} texts could not be loaded; en-US is used instead.`, error);
  }
}

/** The plugins whose module and texts are on their way: the menu leaves their names blank meanwhile. */
const pending = new Set<string>();

/**
 * Whether a plugin's texts are still loading. Its names are then text keys, which the menu
 * should not show (after a failed load they are shown: better a key than nothing).
 */
export function arePluginTextsPending(pluginId: string): boolean {
  return pending.has(pluginId);
}

async function importPlugin(plugin: PluginInfo, entry: string): Promise<Loaded> {
  pending.add(plugin.id);
  try {
    return await importPluginNow(plugin, entry);
  } finally {
    pending.delete(plugin.id);
    notePluginTextsAdded();
  }
}

async function importPluginNow(plugin: PluginInfo, entry: string): Promise<Loaded> {
  const failed = failures.get(entry) ?? 0;
  const url = failed === 0 ? entry : `${entry}${entry.includes('?') ? '&' : '?'}retry=${failed}`;
  let namespace: unknown;
  try {
    namespace = await withTimeout(import(/* @vite-ignore */ url) as Promise<unknown>, CHUNK_LOAD_TIMEOUT_MS);
  } catch (error) {
    failures.set(entry, failed + 1);
    throw new PluginLoadError(plugin, error instanceof Error ? error.message : String(error), error);
  }
  const result: Loaded = { plugin, module: asPluginModule(plugin, namespace) };
  // en-US always (the fallback), and the language in use when the plugin ships it.
  await Promise.all([addTexts(result, DEFAULT_LOCALE), i18n.language !== DEFAULT_LOCALE ? addTexts(result, i18n.language) : null]);
  loaded.set(plugin.id, result);
  return result;
}

/**
 * The web module of a plugin, imported on first need (a route visit, a dashboard widget) with
 * its texts for en-US and the current language. A failed load is forgotten, so it can be retried.
 */
export function loadPluginModule(plugin: PluginInfo): Promise<PluginWebModule> {
  const entry = plugin.web?.entry;
  if (!entry) return Promise.reject(new PluginLoadError(plugin, 'it has no web part.'));
  let loading = modules.get(entry);
  if (!loading) {
    loading = importPlugin(plugin, entry);
    modules.set(entry, loading);
    loading.catch(() => modules.delete(entry));
  }
  return loading.then((result) => result.module);
}

export type PluginPartKind = 'screens' | 'widgets' | 'settingsPanels';

/** Loads one lazy part of a plugin: a screen by route path, a widget or settings panel by id. */
export async function loadPluginPart(plugin: PluginInfo, kind: PluginPartKind, id: string): ReturnType<LazyComponent> {
  const module = await loadPluginModule(plugin);
  const load = module[kind]?.[id];
  if (!load)
    throw new PluginLoadError(
      plugin,
      `it declares "${id}" but its web module has no ${kind === 'screens' ? 'screen' : kind === 'widgets' ? 'widget' : 'settings panel'} for it.`,
    );
  let part: Awaited<ReturnType<LazyComponent>>;
  try {
    part = await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
  } catch (error) {
    throw new PluginLoadError(plugin, error instanceof Error ? error.message : String(error), error);
  }
  if (typeof part?.default !== 'function' && (typeof part?.default !== 'object' || part.default === null)) {
    throw new PluginLoadError(plugin, `the module for "${id}" has no default export (a React component).`);
  }
  return part;
}

/**
 * Loads the plugin modules as soon as the plugin list is known, so the menu shows their names
 * in the plugins' own words. The list itself already comes at idle time (AppLayout): waiting
 * for idle once more only left the menu showing text keys for seconds on a busy machine.
 * Failures are left for the screens that need the plugin to report.
 */
export function preloadPluginTexts(plugins: readonly PluginInfo[]): void {
  for (const plugin of plugins) if (plugin.web) loadPluginModule(plugin).catch(() => undefined);
}

// Before the interface switches language, every loaded plugin gets its texts for it.
registerLocaleLoader(async (locale) => {
  if (locale === DEFAULT_LOCALE) return;
  await Promise.all([...loaded.values()].map((entry) => addTexts(entry, locale)));
});
