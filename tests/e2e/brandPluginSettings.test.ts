import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '../../core/src/config/loadSettings.ts';
import { launchChromium } from '../support/browser.ts';
import { startWhitelabelWorld, verifiedBrand, type WhitelabelWorld } from '../integration/whitelabel/whitelabelWorld.ts';

/**
 * A reseller sets their brand's own values of a plugin's settings in Chromium (issue 19,
 * sdk/README.md 6.5): the probe plugin lets a brand set its app id, app secret and retries. The
 * dialog shows the server's values, never the secret, and what is saved applies on the brand.
 */
let world: WhitelabelWorld;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  world = await startWhitelabelWorld({ pluginRoot: join(repoRoot, 'tests', 'fixtures', 'plugin-roots', 'brand-settings') });
  // Verified: the brand's domain then serves the brand (an unverified one is the platform's).
  await verifiedBrand(world);
  browser = await launchChromium();
  const context = await browser.newContext({ baseURL: world.t.url, viewport: { width: 1400, height: 900 } });
  await context.addCookies([{ name: 'cm_session', value: world.reseller.cookie('cm_session')!, url: world.t.url }]);
  page = await context.newPage();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await world?.stop();
});

describe("a brand's own plugin settings", () => {
  it('are set in a dialog beside the plugin, with the server’s values shown and the secret never', async () => {
    await page.goto('/whitelabel-settings');
    const plugins = page.getByRole('region', { name: 'Plugins' });
    await plugins.getByRole('button', { name: 'Settings of Probe Brand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Probe Brand: settings of your brand' });
    const appId = dialog.getByLabel('appId: the id of your app on the platform');
    await appId.waitFor();
    await dialog.getByText("Server's value: server-app").waitFor();
    await dialog.getByText("No secret of your brand is stored: the server's applies.").waitFor();

    await appId.fill('acme-app');
    await dialog.getByLabel('appSecret').fill('acme secret 1');
    await dialog.getByLabel('retries').fill('50');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The schema's refusal shows at its field; nothing is saved.
    await dialog.locator('#brand-setting-retries-error').waitFor();
    expect((await world.onBrand().get('/api/probe-brand/settings')).body.appId).toBe('server-app');

    await dialog.getByLabel('retries').fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings of Probe Brand saved for your brand.').waitFor();
    expect((await world.onBrand().get('/api/probe-brand/settings')).body).toMatchObject({ appId: 'acme-app', appSecret: 'acme secret 1', retries: 5 });

    // Opened again: the brand's values, the secret stored but not shown; back to the server's value with one button.
    await plugins.getByRole('button', { name: 'Settings of Probe Brand' }).click();
    await expect(appId.inputValue()).resolves.toBe('acme-app');
    await expect(dialog.getByLabel('appSecret').inputValue()).resolves.toBe('');
    await dialog.getByText('A secret is stored for your brand. Leave this empty to keep it.').waitFor();
    await dialog.getByRole('button', { name: "Use the server's value" }).first().click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings of Probe Brand saved for your brand.').last().waitFor();
    const after = (await world.onBrand().get('/api/probe-brand/settings')).body;
    expect(after).toMatchObject({ appId: 'server-app', appSecret: 'acme secret 1', retries: 5 });
  });
});
