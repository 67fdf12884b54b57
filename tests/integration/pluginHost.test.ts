import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from '../../core/src/config/loadSettings.ts';
import { createLogger } from '../../core/src/logger.ts';
import { BrandSchema } from '../../core/src/db/entities/Brand.ts';
import { BrandPlugins } from '../../core/src/plugins/brandPlugins.ts';
import { noChangeFeed } from '../../core/src/cache/changeFeed.ts';
import { PluginHost } from '../../core/src/plugins/pluginHost.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

const mixedRoot = join(repoRoot, 'tests', 'fixtures', 'plugin-roots', 'mixed');
const quiet = createLogger('silent');

describe('plugin discovery', () => {
  it('loads good plugins in dependency order and reports every bad one with a clear reason', async () => {
    const host = await PluginHost.load(mixedRoot, quiet);
    expect(host.plugins.map((p) => p.plugin.id)).toEqual(['beta', 'alpha']);
    const reasons = Object.fromEntries(host.failures.map((f) => [f.id, f.reason]));
    expect(reasons.gamma).toBe('Plugin gamma: it needs SDK ^9.0.0, but this host has SDK 0.1.0');
    expect(reasons.delta).toBe('Plugin delta was left out: it requires the plugin omega, which is not installed');
    expect(reasons['fixture-broken']).toContain('the broken plugin fails while loading');
    expect(reasons.epsilon).toBe('Plugin epsilon: version: a semantic version such as 1.2.3');
    expect(Object.keys(reasons).sort()).toEqual(['delta', 'epsilon', 'fixture-broken', 'gamma']);
  });

  it('builds the feature catalogue from the plugins, by id and by name', async () => {
    const host = await PluginHost.load(mixedRoot, quiet);
    expect(host.features.byId(901)).toMatchObject({ name: 'Alpha widgets', period: 'month', pluginId: 'alpha' });
    expect(host.features.byName('beta things')?.id).toBe(902);
  });

  it('finds the repository plugins in plugins/ once, though npm also links them into node_modules', async () => {
    const host = await PluginHost.load(repoRoot, quiet);
    const ids = host.plugins.map((p) => p.plugin.id);
    expect(ids).toContain('contacts');
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('a host with plugins', () => {
  let t: TestPlatform;
  let adminApi: ApiClient;

  beforeAll(async () => {
    t = await startTestPlatform({}, { pluginRoot: mixedRoot });
    adminApi = new ApiClient(t.url);
    await adminApi.post('/api/setup', { name: 'Ada', email: 'ada@example.com', password: 'ada password' });
  });
  afterAll(async () => t.stop());

  it('keeps running without the plugins that failed, and mounts the others under /api/<id>', async () => {
    expect((await adminApi.get('/api/alpha/hello')).body).toEqual({ hello: 'Ada', brand: 1 });
    expect((await new ApiClient(t.url).get('/api/beta/ping')).body).toEqual({ pong: true });
    expect((await adminApi.get('/api/gamma/anything')).status).toBe(404);
  });

  it('tells the dashboard which plugins, menu items and screens the brand and user have', async () => {
    const { plugins } = (await adminApi.get('/api/plugins')).body;
    expect(plugins.map((p: { id: string }) => p.id)).toEqual(['beta', 'alpha']);
    const alpha = plugins[1];
    expect(alpha.web.menu).toEqual([{ header: 'Alpha', name: 'Alpha', url: '/alpha', slug: 'alpha/page', icon: 'pi pi-star' }]);
    expect(alpha.web.routes).toEqual([{ path: '/alpha', name: 'Alpha', slug: 'alpha/page', breadcrumbs: ['Alpha', 'Alpha'] }]);
    expect(alpha.web.entry).toBe('/plugins/alpha/index.js?v=1.0.0');
    expect(plugins[0].web).toBeNull();
  });

  it('switches a plugin off for one brand only', async () => {
    const other = await t.platform.db.em().transactional(async (em) => {
      const brand = em.create(BrandSchema, { name: 'Other', shortName: 'O', domain: 'other.test' });
      await em.flush();
      return brand.id;
    });
    expect((await adminApi.request('PUT', '/api/plugins/alpha', { enabled: false })).body).toEqual({ id: 'alpha', enabled: false });
    const { plugins } = (await adminApi.get('/api/plugins')).body;
    expect(plugins.map((p: { id: string }) => p.id)).toEqual(['beta']);
    const gone = await adminApi.get('/api/alpha/hello');
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('NOT_FOUND');
    // The other brand never chose, so alpha stays on there.
    expect(await new BrandPlugins(noChangeFeed).isEnabled(t.platform.db.em(), other, 'alpha')).toBe(true);

    await adminApi.request('PUT', '/api/plugins/alpha', { enabled: true });
    expect((await adminApi.get('/api/alpha/hello')).status).toBe(200);
  });

  it('lets only platform admins switch plugins, and only installed ones', async () => {
    const member = new ApiClient(t.url);
    await member.post('/api/auth/register', { name: 'Mo', email: 'mo@example.com', password: 'mo password' });
    const refused = await member.request('PUT', '/api/plugins/alpha', { enabled: false });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Sorry, your account does not have permission for this action.');
    expect((await adminApi.request('PUT', '/api/plugins/nope', { enabled: false })).status).toBe(404);
  });
});
