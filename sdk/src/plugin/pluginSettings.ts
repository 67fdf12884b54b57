import { z } from 'zod';
import type { PluginHostInfo, PublicUrlOwner } from './pluginHostInfo.ts';

/** A plugin's settings as the host hands them over: checked against its schema at start. */
export type PluginSettingsValues = Readonly<Record<string, unknown>>;

/** Which of a plugin's settings a brand may set for itself, and which are secrets. */
export interface PluginSettingsOptions<Name extends string = string> {
  /**
   * Settings a brand's admin may set for their brand over the operator's value (a reseller's own
   * platform app), on the white-label screen. A route or a socket then gets its brand's values.
   */
  brand?: readonly Name[];
  /** Settings that are secrets: a brand's value is sealed at rest and never sent back to a browser. */
  secret?: readonly Name[];
}

/**
 * The settings an operator gives a plugin (an app token, a platform's base address), declared
 * once with a zod object whose defaults fill what the operator leaves out. The host reads them
 * from `config/*.json` (`plugins.<plugin id>.<name>`) and from the environment
 * (`settingEnvName`), checks them at start, and hands them to every context as `settings`;
 * the `brand` ones a brand may set for itself (sdk/README.md 6.5).
 */
export interface PluginSettings<S extends z.ZodObject = z.ZodObject> {
  readonly schema: S;
  readonly brand: readonly string[];
  readonly secret: readonly string[];
  /** The checked settings, typed, from any context the host gives (a route, job, socket, `register`, `start`). */
  of(context: { readonly settings: PluginSettingsValues }): Readonly<z.output<S>>;
  /** The settings of a brand, or of an account's brand (its own values over the operator's), typed. */
  for(context: Pick<PluginHostInfo, 'settingsOf'>, owner: PublicUrlOwner): Promise<Readonly<z.output<S>>>;
}

export function definePluginSettings<S extends z.ZodObject>(schema: S, options: PluginSettingsOptions<keyof z.output<S> & string> = {}): PluginSettings<S> {
  // The host parsed the values with this very schema (at start, or when a brand saved them): nothing is left to check here.
  return {
    schema,
    brand: options.brand ?? [],
    secret: options.secret ?? [],
    of: (context) => context.settings as z.output<S>,
    for: async (context, owner) => (await context.settingsOf(owner)) as z.output<S>,
  };
}

/** Names that read the same in JSON and, upper snake cased, in an environment variable. */
const settingName = /^[a-z][a-zA-Z0-9]{0,39}$/;

/** `telegram` and `apiBase` → `CHATMILL_PLUGIN_TELEGRAM_API_BASE`; dashes of the id become underscores. */
export function settingEnvName(pluginId: string, name: string): string {
  return `CHATMILL_PLUGIN_${upperSnake(pluginId)}_${upperSnake(name)}`;
}

/** What is wrong with a declared `settings` (for definePlugin, which names the plugin). */
export function settingsProblems(pluginId: string, settings: { schema: unknown; brand?: readonly string[]; secret?: readonly string[] } | undefined): string[] {
  if (settings === undefined) return [];
  if (!(settings.schema instanceof z.ZodObject)) return ['settings.schema: a zod object, e.g. z.object({ apiBase: z.url().default(...) })'];
  const problems: string[] = [];
  const shape = settings.schema.shape as Record<string, unknown>;
  for (const list of ['brand', 'secret'] as const) {
    for (const name of settings[list] ?? [])
      if (!(name in shape)) problems.push(`settings.${list}: ${name} is not one of the settings (${Object.keys(shape).join(', ')})`);
  }
  const byEnvName = new Map<string, string>();
  for (const name of Object.keys(settings.schema.shape)) {
    if (!settingName.test(name))
      problems.push(`settings.${name}: a setting name is camelCase letters and digits, starting with a lower-case letter (at most 40)`);
    const envName = settingEnvName(pluginId, name);
    const twin = byEnvName.get(envName);
    if (twin) problems.push(`settings.${name}: reads the same environment variable as ${twin} (${envName})`);
    byEnvName.set(envName, name);
  }
  return problems;
}

function upperSnake(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toUpperCase();
}
