import { settingEnvName, type PluginSettingsValues, type ServerPlugin } from '@chatmill/sdk';
import type { z } from 'zod';
import { SettingsError } from '../config/loadSettings.ts';
import type { Settings } from '../config/schema.ts';

type SettingsSource = Pick<Settings, 'plugins' | 'pluginEnvironment'>;

/**
 * Each plugin's settings: `config/*.json`'s `plugins.<id>` overlaid by the environment's
 * `CHATMILL_PLUGIN_<ID>_<NAME>`, parsed with the plugin's schema (its defaults fill the rest).
 * A wrong or missing value stops the start, as a wrong core setting does: a plugin that runs
 * without its app token would only fail later, at a subscriber's message.
 */
export function resolvePluginSettings(plugins: readonly ServerPlugin[], source: SettingsSource): Map<string, PluginSettingsValues> {
  const problems: string[] = [];
  const resolved = new Map<string, PluginSettingsValues>();
  const envOwners = new Map<string, string>();
  for (const plugin of plugins) {
    const schema = plugin.settings?.schema;
    const configured = source.plugins[plugin.id] ?? {};
    if (!schema) {
      if (Object.keys(configured).length) problems.push(`plugins.${plugin.id}: the plugin ${plugin.id} declares no settings; remove this entry`);
      resolved.set(plugin.id, Object.freeze({}));
      continue;
    }
    const shape = schema.shape as Record<string, z.ZodType>;
    const names = Object.keys(shape);
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(configured)) {
      if (name in shape) values[name] = value;
      else problems.push(`plugins.${plugin.id}.${name}: not a setting of the plugin ${plugin.id} (its settings: ${names.join(', ')})`);
    }
    for (const name of names) {
      const envName = settingEnvName(plugin.id, name);
      const twin = envOwners.get(envName);
      if (twin) problems.push(`${envName} would set both ${twin} and plugins.${plugin.id}.${name}: rename one of the settings`);
      envOwners.set(envName, `plugins.${plugin.id}.${name}`);
      const raw = source.pluginEnvironment[envName];
      if (raw !== undefined) values[name] = fromEnvironment(shape[name]!, raw);
    }
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      resolved.set(plugin.id, Object.freeze(parsed.data));
      continue;
    }
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      const path = issue.path.join('.');
      const where = `plugins.${plugin.id}.${path}${name in shape ? ` (${settingEnvName(plugin.id, name)})` : ''}`;
      const description = name in shape ? shape[name]!.description : undefined;
      const state = values[name] === undefined ? 'not set' : 'not valid';
      problems.push(`${where}: ${state}; the plugin ${plugin.id} expects ${description ? `${description} (${issue.message})` : issue.message}`);
    }
  }
  if (problems.length) throw new SettingsError(problems);
  return resolved;
}

/**
 * Environment values are text: a setting that takes text gets it as it is, any other (a number,
 * a flag, a list) its JSON reading, so `5`, `true` and `["a"]` mean what they say.
 */
function fromEnvironment(field: z.ZodType, raw: string): unknown {
  if (field.safeParse(raw).success) return raw;
  try {
    const json: unknown = JSON.parse(raw);
    return field.safeParse(json).success ? json : raw;
  } catch {
    return raw;
  }
}
