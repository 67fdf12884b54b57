import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { IntegrationsResponse } from '@chatmill/sdk/contracts';
import { createOwner } from '../../../core/src/accounts/createOwner.ts';
import { hashPassword } from '../../../core/src/auth/passwordHash.ts';
import { loadSettings, repoRoot } from '../../../core/src/config/loadSettings.ts';
import { createLogger } from '../../../core/src/logger.ts';
import { startPlatform } from '../../../core/src/platform.ts';
import { HostClient } from '../../support/hostClient.ts';
import type { Owner } from '../flows/storeWorld.ts';
import { registerOwner, startIntegrationsWorld, type IntegrationsWorld } from './integrationsWorld.ts';

/**
 * What a brand shows: a reseller's white label has no AI group (spec 1 §3.7) and its AI
 * integrations answer 404 however they are asked for; a plugin switched off for a brand takes
 * its integrations with it. And two plugins declaring one integration id fail the start.
 */
let world: IntegrationsWorld;
let reseller: Owner;
let client: HostClient;
const brandHost = 'bots.brand.test';
const clientPassword = 'client password 1';

beforeAll(async () => {
  world = await startIntegrationsWorld();
  reseller = await registerOwner(world.t, 'Rita Reseller');
  const em = world.t.platform.db.em();
  const [brand] = await em.execute<{ id: number }[]>(
    `insert into "brand" ("name", "short_name", "domain", "owner_account_id", "verified", "verified_at") values ('Acme Bots', 'Acme', ?, ?, true, now()) returning "id"`,
    [brandHost, reseller.accountId],
  );
  const passwordHash = await hashPassword(clientPassword);
  const user = await em.transactional((tx) => createOwner(tx, { brandId: brand!.id, name: 'Cora Client', email: 'cora@client.test', passwordHash }));
  // The platform's default package (full access) for the client's account.
  await em.execute(`update "account" set "package_id" = (select "id" from "package" where "brand_id" = 1 and "is_default") where "id" = ?`, [user.accountId]);
  client = new HostClient(world.t.url, brandHost);
  expect((await client.post('/api/auth/login', { email: 'cora@client.test', password: clientPassword })).status).toBe(200);
});
afterAll(async () => world?.stop());

const ids = (body: IntegrationsResponse) => body.groups.map((group) => [group.group, group.integrations.map((integration) => integration.id)]);

describe('on a white-label brand', () => {
  it('lists no AI group', async () => {
    const res = await client.get('/api/integrations');
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([
      ['email', ['acme-mail']],
      ['marketing', ['acme-broken']],
      ['ecommerce', ['acme-shop']],
      ['automation', ['acme-zap']],
      ['hosting', ['acme-intranet']],
    ]);
    // The platform's own brand still has it.
    expect(ids((await reseller.api.get('/api/integrations')).body)).toContainEqual(['ai', ['acme-ai']]);
  });

  it('answers 404 for an AI integration, to save, test or remove', async () => {
    for (const res of [
      await client.request('PUT', '/api/integrations/acme-ai', { values: { access_token: 'client-token' } }),
      await client.post('/api/integrations/acme-ai/test', {}),
      await client.request('DELETE', '/api/integrations/acme-ai'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect((await client.request('PUT', '/api/integrations/acme-zap', { values: {} })).status).toBe(400);
  });
});

describe('a plugin switched off for the brand', () => {
  it('takes its integrations off the list and out of reach', async () => {
    await world.t.platform.db
      .em()
      .execute(
        `insert into "brand_plugin" ("brand_id", "plugin_id", "enabled", "updated_at") select "id", 'connectors', false, now() from "brand" where "domain" = ?`,
        [brandHost],
      );
    const res = await client.get('/api/integrations');
    expect(res.status).toBe(200);
    expect(res.body.groups).toEqual([]);
    expect((await client.request('PUT', '/api/integrations/acme-mail', { values: { host: 'x' } })).status).toBe(404);
  });
});

describe('two plugins declaring one integration id', () => {
  it('fail the start, naming both plugins', async () => {
    const settings = loadSettings({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'silent' });
    await expect(
      startPlatform(settings, {
        serve: false,
        work: false,
        pluginRoot: join(repoRoot, 'tests', 'fixtures', 'plugin-roots', 'integrations-duplicate'),
        logger: createLogger('silent'),
      }),
    ).rejects.toThrow('Integration smtp is declared by both plugin first and plugin second; integration ids are unique across plugins.');
  });
});
