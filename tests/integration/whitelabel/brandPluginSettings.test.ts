import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { repoRoot } from '../../../core/src/config/loadSettings.ts';
import { startWhitelabelWorld, verifiedBrand, type WhitelabelWorld } from './whitelabelWorld.ts';

/**
 * Settings a brand sets for itself over the operator's (issue 19, sdk/README.md 6.5), through
 * the white-label API: the probe plugin lets a brand set its app id, app secret and retries, not
 * its API base. A route on the brand's domain sees the brand's values, the platform's the
 * server's; a secret is sealed at rest and never answered.
 */
let world: WhitelabelWorld;
let brandId: number;
const path = '/api/whitelabel/brand/plugins/probe-brand/settings';
const serverValues = { appId: 'server-app', appSecret: 'server secret', retries: 3, apiBase: 'https://api.example.org' };

beforeAll(async () => {
  world = await startWhitelabelWorld({ pluginRoot: join(repoRoot, 'tests', 'fixtures', 'plugin-roots', 'brand-settings') });
  ({ brandId } = await verifiedBrand(world));
}, 120_000);
afterAll(async () => world?.stop());

describe("a brand's own plugin settings", () => {
  it('lists the settings a brand may set with the server’s values, never a secret’s', async () => {
    const plugins = (await world.reseller.get('/api/whitelabel/brand/plugins')).body.items;
    expect(plugins).toEqual([expect.objectContaining({ id: 'probe-brand', hasSettings: true })]);
    const res = await world.reseller.get(path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      pluginId: 'probe-brand',
      fields: [
        { name: 'appId', description: 'the id of your app on the platform', kind: 'text', serverValue: 'server-app', value: null, isSet: false },
        { name: 'appSecret', description: null, kind: 'secret', serverValue: null, value: null, isSet: false },
        { name: 'retries', description: null, kind: 'number', serverValue: 3, value: null, isSet: false },
      ],
    });
  });

  it("applies the brand's values on its own domain only; the secret is sealed at rest and stays unanswered", async () => {
    const saved = await world.reseller.request('PUT', path, { values: { appId: 'acme-app', appSecret: 'acme secret 1', retries: 5 } });
    expect(saved.status).toBe(200);
    expect(saved.body.fields).toEqual([
      expect.objectContaining({ name: 'appId', value: 'acme-app', isSet: true }),
      expect.objectContaining({ name: 'appSecret', value: null, isSet: true }),
      expect.objectContaining({ name: 'retries', value: 5, isSet: true }),
    ]);
    expect(JSON.stringify(saved.body)).not.toContain('acme secret 1');
    const brandValues = { ...serverValues, appId: 'acme-app', appSecret: 'acme secret 1', retries: 5 };
    expect((await world.onBrand().get('/api/probe-brand/settings')).body).toEqual(brandValues);
    expect((await world.admin.get('/api/probe-brand/settings')).body).toEqual(serverValues);
    // A job or a channel callback asks for a brand's (or an account's brand's) settings.
    expect((await world.admin.get(`/api/probe-brand/settings-of?brandId=${brandId}`)).body).toEqual(brandValues);
    expect((await world.admin.get('/api/probe-brand/settings-of?brandId=1')).body).toEqual(serverValues);

    const [row] = await world.t.platform.db
      .em()
      .execute<{ value: unknown; sealed: string }[]>(`select "value", "sealed" from "brand_plugin_setting" where "name" = 'appSecret'`);
    expect(row!.value).toBeNull();
    expect(row!.sealed).toMatch(/^v1:/);
    expect(row!.sealed).not.toContain('acme secret');
  });

  it('keeps a secret sent empty, and goes back to the server’s value for one sent as null', async () => {
    const res = await world.reseller.request('PUT', path, { values: { appSecret: '', appId: null } });
    expect(res.status).toBe(200);
    expect(res.body.fields).toEqual([
      expect.objectContaining({ name: 'appId', value: null, isSet: false }),
      expect.objectContaining({ name: 'appSecret', isSet: true }),
      expect.objectContaining({ name: 'retries', value: 5, isSet: true }),
    ]);
    expect((await world.onBrand().get('/api/probe-brand/settings')).body).toEqual({ ...serverValues, appSecret: 'acme secret 1', retries: 5 });
  });

  it('checks values with the plugin’s schema and refuses a setting a brand may not set, naming the field', async () => {
    const wrong = await world.reseller.request('PUT', path, { values: { retries: 50 } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ retries: expect.stringMatching(/10/) });
    const operatorOnly = await world.reseller.request('PUT', path, { values: { apiBase: 'https://evil.example' } });
    expect(operatorOnly.status).toBe(400);
    expect(operatorOnly.body.error.fields).toEqual({ apiBase: 'Not a setting a brand may set (those are: appId, appSecret, retries).' });
    expect((await world.onBrand().get('/api/probe-brand/settings')).body.retries).toBe(5);
  });

  it('answers another owner without a brand that there is none, and a stranger that they must log in', async () => {
    expect((await world.rival.get(path)).status).toBe(422);
    expect((await world.rival.request('PUT', path, { values: { retries: 1 } })).status).toBe(422);
    expect((await world.onBrand().get(path)).status).toBe(401);
    expect((await world.reseller.get('/api/whitelabel/brand/plugins/nothing-here/settings')).status).toBe(404);
  });

  it('sees a change made outside this process (the database tells every cache)', async () => {
    await world.t.platform.db.em().execute(`update "brand_plugin_setting" set "value" = '7' where "name" = 'retries'`);
    let retries: unknown;
    for (let i = 0; i < 50 && retries !== 7; i++) {
      retries = (await world.onBrand().get('/api/probe-brand/settings')).body.retries;
      if (retries !== 7) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(retries).toBe(7);
  });
});
