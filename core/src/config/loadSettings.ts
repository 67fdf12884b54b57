import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { settingsSchema, type Settings } from './schema.ts';
import { envNameFor, settingsFromEnv } from './fromEnv.ts';

/** Thrown when a setting is wrong; the message names each setting and what it expects. */
export class SettingsError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`The settings are not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

export const repoRoot = resolve(import.meta.dirname, '../../..');

/**
 * Reads `config/default.json`, then `config/local.json` if present, then the environment,
 * and validates the merge. Later sources win field by field.
 */
export function loadSettings(env: NodeJS.ProcessEnv = process.env, configDir = join(repoRoot, 'config')): Settings {
  const layers = [readJson(join(configDir, 'default.json')), readJson(join(configDir, 'local.json')), settingsFromEnv(env)];
  const merged = layers.reduce<Record<string, unknown>>((acc, layer) => deepMerge(acc, layer), {});
  const parsed = settingsSchema.safeParse(merged);
  if (!parsed.success) {
    throw new SettingsError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || '(root)';
        const envName = envNameFor(issue.path.map(String));
        return `${name}${envName ? ` (${envName})` : ''}: ${issue.message}${'input' in issue && issue.input !== undefined ? `, got ${JSON.stringify(issue.input)}` : ''}`;
      }),
    );
  }
  return parsed.data;
}

function readJson(path: string): Record<string, unknown> {
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new SettingsError([`${path}: not valid JSON (${(error as Error).message})`]);
  }
}

function deepMerge(base: Record<string, unknown>, layer: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(layer)) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
