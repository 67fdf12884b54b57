import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadSettings, repoRoot } from '../../core/src/config/loadSettings.ts';
import { createLogger } from '../../core/src/logger.ts';
import { startPlatform } from '../../core/src/platform.ts';
import { BrandSchema } from '../../core/src/db/entities/Brand.ts';
import { PluginHost } from '../../core/src/plugins/pluginHost.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';
import { eventually } from '../support/widgetSites.ts';

const roots = join(repoRoot, 'tests', 'fixtures', 'plugin-roots');
const settingsRoot = join(roots, 'plugin-settings');
const quiet = createLogger('silent');
const token = '123456:probe-bot-token';

/** Starts the product far enough to check plugins and their settings; these starts fail before a database opens. */
const startWith = (pluginRoot: string, env: Record<string, string> = {}) =>
  startPlatform(loadSettings({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env }), { serve: false, work: false, pluginRoot, logger: quiet });

describe('plugin settings at start', () => {
  it('stops the start when a required setting is missing, naming the plugin, the setting, its variable and what it expects', async () => {
    await expect(startWith(settingsRoot)).rejects.toThrow(
      'plugins.probe.botToken (CHATMILL_PLUGIN_PROBE_BOT_TOKEN): not set; the plugin probe expects the bot token from @BotFather',
    );
  });

  it('stops the start on a value the schema refuses, without repeating the value', async () => {
    const start = startWith(settingsRoot, { CHATMILL_PLUGIN_PROBE_BOT_TOKEN: token, CHATMILL_PLUGIN_PROBE_RETRIES: 'many' });
    await expect(start).rejects.toThrow('plugins.probe.retries (CHATMILL_PLUGIN_PROBE_RETRIES): not valid; the plugin probe expects');
    await expect(start).rejects.not.toThrow('many');
  });
});

describe('what a plugin gets from the host', () => {
  let t: TestPlatform;

  beforeAll(async () => {
    t = await startTestPlatform(
      { CHATMILL_PLUGIN_PROBE_BOT_TOKEN: token, CHATMILL_PLUGIN_PROBE_RETRIES: '5', PUBLIC_URL: 'https://chat.example.com' },
      { pluginRoot: settingsRoot },
    );
    await new ApiClient(t.url).post('/api/setup', { name: 'Ada', email: 'ada@example.com', password: 'ada password' });
  });
  afterAll(async () => t.stop());

  const expected = { botToken: token, apiBase: 'https://api.example.org', retries: 5 };

  it('hands the checked settings and the public origin to register, start, routes and jobs', async () => {
    const api = new ApiClient(t.url);
    expect((await api.post('/api/probe/job')).status).toBe(202);
    const seen = await eventually(
      async () => (await api.get('/api/probe/seen')).body,
      (body) => body.job !== undefined,
    );
    const view = { settings: expected, publicUrl: 'https://chat.example.com' };
    expect(seen).toEqual({ register: view, start: view, route: view, job: view });
  });

  it("gives a reseller's verified domain as its brand's origin, and the platform's for an unverified one", async () => {
    const em = t.platform.db.em();
    const reseller = em.create(BrandSchema, { name: 'Reseller', shortName: 'R', domain: 'bots.reseller.test', ownerAccountId: 1, verified: true });
    await em.flush();
    const api = new ApiClient(t.url);
    expect((await api.get(`/api/probe/public-url?brandId=${reseller.id}`)).body).toEqual({ url: 'https://bots.reseller.test' });
    reseller.verified = false;
    await em.flush();
    expect((await api.get(`/api/probe/public-url?brandId=${reseller.id}`)).body).toEqual({ url: 'https://chat.example.com' });
    // Account 1 belongs to the platform brand.
    expect((await api.get('/api/probe/public-url?accountId=1')).body).toEqual({ url: 'https://chat.example.com' });
  });
});

describe('feature ids', () => {
  it('stops the start when two plugins declare one feature id, naming both', async () => {
    await expect(startWith(join(roots, 'feature-clash'))).rejects.toThrow(
      'The plugin first and the plugin second both declare the feature id 10001 ("first bots" and "second bots")',
    );
  });

  it("leaves out an installed package that takes an id of the product's own range", async () => {
    const root = mkdtempSync(join(tmpdir(), 'chatmill-feature-range-'));
    try {
      mkdirSync(join(root, 'node_modules'));
      symlinkSync(join(roots, 'feature-range', 'installed-low'), join(root, 'node_modules', 'fixture-installed-low'), 'dir');
      const host = await PluginHost.load(root, quiet);
      expect(host.plugins).toEqual([]);
      expect(host.failures).toEqual([
        {
          id: 'installed-low',
          reason:
            'Plugin installed-low: feature 42 "Installed things": ids below 10000 are the product\'s own catalogue; an installed plugin takes ids from 10000 up',
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
