import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOwner } from '../../../core/src/accounts/createOwner.ts';
import { hashPassword } from '../../../core/src/auth/passwordHash.ts';
import { AccountSchema } from '../../../core/src/db/entities/Account.ts';
import { ApiClient } from '../../support/apiClient.ts';
import { masterPassword, startWhitelabelWorld, verifiedBrand, type WhitelabelWorld } from './whitelabelWorld.ts';

/**
 * Spec 1, 2.4 and 3.1: who brought an account (referred_by) and master-password sessions
 * (is_proxy), and the menu items hidden from whitelabel, proxy and non-referred users, with a
 * fixture plugin that has a page, a whitelabel-only removal and an external link.
 */
const menusRoot = join(fileURLToPath(new URL('../../fixtures/plugin-roots/menus', import.meta.url)));
const clientEmail = 'carla@client.test';
let world: WhitelabelWorld;
let brandId: number;

/** The names of the help plugin's menu items as `/api/plugins` lists them for this client. */
async function helpMenu(client: { get(path: string): Promise<{ status: number; body: any }> }): Promise<string[]> {
  const res = await client.get('/api/plugins');
  expect(res.status).toBe(200);
  const help = (res.body.plugins as { id: string; web: { menu: { name: string }[] } }[]).find((plugin) => plugin.id === 'help');
  return help!.web.menu.map((item) => item.name);
}

beforeAll(async () => {
  world = await startWhitelabelWorld({ pluginRoot: menusRoot });
  ({ brandId } = await verifiedBrand(world));
  const passwordHash = await hashPassword('carla password 1');
  await world.t.platform.db.em().transactional((em) => createOwner(em, { brandId, name: 'Carla Client', email: clientEmail, passwordHash }));
});
afterAll(async () => world?.stop());

describe('referral and proxy sessions', () => {
  it('refers sign-ups on the platform to user 1, and user 1 to itself', async () => {
    expect((await world.reseller.get('/api/auth/session')).body.user).toMatchObject({ referredBy: 1, proxy: false });
    expect((await world.admin.get('/api/auth/session')).body.user).toMatchObject({ id: 1, referredBy: 1, proxy: false });
  });

  it("refers a brand's clients to the reseller, and marks master-password sessions as proxy", async () => {
    const ritaId = (await world.reseller.get('/api/auth/session')).body.user.id as number;
    const own = world.onBrand();
    expect((await own.post('/api/auth/login', { email: clientEmail, password: 'carla password 1' })).body.user).toMatchObject({
      referredBy: ritaId,
      proxy: false,
    });
    const proxy = world.onBrand();
    expect((await proxy.post('/api/whitelabel/master-login', { email: clientEmail, masterPassword })).body.user).toMatchObject({
      referredBy: ritaId,
      proxy: true,
    });
    expect((await proxy.get('/api/auth/session')).body.user).toMatchObject({ proxy: true });
    expect((await own.get('/api/auth/session')).body.user).toMatchObject({ proxy: false });
  });
});

describe('the menu by audience', () => {
  it('shows every item to a referred user on the platform brand', async () => {
    expect(await helpMenu(world.reseller)).toEqual(['Support Tickets', 'Video Tutorials', 'Help Center']);
  });

  it('drops whitelabel-only removals and external links on the brand, for its own and proxy sessions', async () => {
    const own = world.onBrand();
    await own.post('/api/auth/login', { email: clientEmail, password: 'carla password 1' });
    expect(await helpMenu(own)).toEqual(['Support Tickets']);
    const proxy = world.onBrand();
    await proxy.post('/api/whitelabel/master-login', { email: clientEmail, masterPassword });
    expect(await helpMenu(proxy)).toEqual(['Support Tickets']);
  });

  it('drops external links for an account nobody referred', async () => {
    const rexId = (await world.rival.get('/api/auth/session')).body.user.accountId as number;
    await world.t.platform.db.em().nativeUpdate(AccountSchema, { id: rexId }, { referredByUserId: null });
    expect((await world.rival.get('/api/auth/session')).body.user.referredBy).toBeNull();
    expect(await helpMenu(world.rival)).toEqual(['Support Tickets', 'Video Tutorials']);
  });
});
