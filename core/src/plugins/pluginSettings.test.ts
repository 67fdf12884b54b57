import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { definePlugin, definePluginSettings, z } from '@chatmill/sdk';
import { loadSettings, repoRoot, SettingsError } from '../config/loadSettings.ts';
import { resolvePluginSettings } from './pluginSettings.ts';

const bots = definePlugin({
  id: 'many-bots',
  name: 'Many bots',
  version: '1.0.0',
  sdk: '^0.1.0',
  settings: definePluginSettings(
    z.object({
      appSecret: z.string().min(8).describe('the app secret of the platform'),
      apiBase: z.url().default('https://api.example.org'),
      maxBots: z.number().int().positive().default(10),
      sandbox: z.boolean().default(false),
    }),
  ),
});

const configDir = mkdtempSync(join(tmpdir(), 'chatmill-plugin-settings-'));
writeFileSync(join(configDir, 'default.json'), readFileSync(join(repoRoot, 'config', 'default.json')));
afterAll(() => rmSync(configDir, { recursive: true, force: true }));

function settingsWith(plugins: Record<string, unknown>, env: Record<string, string> = {}) {
  writeFileSync(join(configDir, 'local.json'), JSON.stringify({ plugins }));
  return resolvePluginSettings([bots], loadSettings(env, configDir));
}

function problemsOf(attempt: () => unknown): string[] {
  try {
    attempt();
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  throw new Error('expected a SettingsError');
}

describe('plugin settings', () => {
  it('reads config/*.json under plugins.<id>, fills the defaults, and lets the environment override field by field', () => {
    expect(settingsWith({ 'many-bots': { appSecret: 'from-the-config', maxBots: 3 } }).get('many-bots')).toEqual({
      appSecret: 'from-the-config',
      apiBase: 'https://api.example.org',
      maxBots: 3,
      sandbox: false,
    });
    const env = {
      CHATMILL_PLUGIN_MANY_BOTS_APP_SECRET: 'from-the-environment',
      CHATMILL_PLUGIN_MANY_BOTS_MAX_BOTS: '25',
      CHATMILL_PLUGIN_MANY_BOTS_SANDBOX: 'true',
    };
    expect(settingsWith({ 'many-bots': { appSecret: 'from-the-config', maxBots: 3 } }, env).get('many-bots')).toEqual({
      appSecret: 'from-the-environment',
      apiBase: 'https://api.example.org',
      maxBots: 25,
      sandbox: true,
    });
  });

  it('names the plugin, the setting, its variable and what it expects for each missing, wrong or unknown value', () => {
    expect(problemsOf(() => settingsWith({}))).toEqual([
      'plugins.many-bots.appSecret (CHATMILL_PLUGIN_MANY_BOTS_APP_SECRET): not set; the plugin many-bots expects the app secret of the platform (Invalid input: expected string, received undefined)',
    ]);
    expect(problemsOf(() => settingsWith({ 'many-bots': { appSecret: 'long enough', apiBase: 'not an address', botz: 2 } }))).toEqual([
      'plugins.many-bots.botz: not a setting of the plugin many-bots (its settings: appSecret, apiBase, maxBots, sandbox)',
      'plugins.many-bots.apiBase (CHATMILL_PLUGIN_MANY_BOTS_API_BASE): not valid; the plugin many-bots expects Invalid URL',
    ]);
  });
});
