import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createOwner } from '../../core/src/accounts/createOwner.ts';
import { hashPassword } from '../../core/src/auth/passwordHash.ts';
import { FakeDnsServer } from '../fakes/dnsServer.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * A reseller sets up a white-label brand in Chromium: fills the settings (meeting the spec's
 * domain and name rules on the way), proves the domain against a real DNS server, and switches
 * Contacts off. A client of the brand, browsing the brand's own host, sees Contacts in the
 * menu before and not after; the reseller finds the client's master-password sign-in in the log.
 */
const brandHost = 'brand.test';
const masterPassword = 'master password 1';
const client = { name: 'Carla Client', email: 'carla@client.test', password: 'carla password 1' };

let t: TestPlatform;
let dns: FakeDnsServer;
let browser: Browser;
let reseller: ApiClient;
let resellerPage: Page;
let brandUrl: string;

/**
 * Chromium as tests/support/browser.ts starts it, plus a host rule: `brand.test` resolves to
 * this machine, so the brand's pages load from its own host name without touching any DNS.
 */
function launchWithBrandHost(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      `--host-resolver-rules=MAP ${brandHost} 127.0.0.1`,
    ],
  });
}

async function newPage(baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  if (process.env.E2E_TRACE) page.on('console', (m) => console.log('console', m.type(), m.text()));
  return page;
}

beforeAll(async () => {
  dns = await FakeDnsServer.start();
  t = await startTestPlatform({ DNS_SERVERS: dns.address });
  brandUrl = `http://${brandHost}:${new URL(t.url).port}`;
  const admin = new ApiClient(t.url);
  await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  reseller = new ApiClient(t.url);
  await reseller.post('/api/auth/register', { name: 'Rita Reseller', email: 'rita@example.com', password: 'rita password 1' });
  browser = await launchWithBrandHost();
  resellerPage = await newPage(t.url);
  await resellerPage.context().addCookies([{ name: 'cm_session', value: reseller.cookie('cm_session')!, url: t.url }]);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
  await dns?.close();
});

describe('a reseller sets up a brand', () => {
  it('fills in the settings, told the spec’s rules on the way', async () => {
    const page = resellerPage;
    await page.goto('/whitelabel-settings');
    await page.getByRole('heading', { level: 1, name: 'Whitelabel Settings' }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Admin').waitFor();

    await page.getByLabel('Domain', { exact: true }).fill(brandHost);
    await page.getByLabel('Admin email', { exact: true }).fill('admin@acme.test');
    await page.getByLabel('Brand name', { exact: true }).fill('Chatmill');
    await page.getByLabel('Brand short name', { exact: true }).fill('Acme');
    await page.getByLabel('Brand theme', { exact: true }).selectOption({ label: 'Dark' });
    await page.getByLabel('Master password', { exact: true }).fill(masterPassword);
    await page.getByLabel('Ecommerce domain', { exact: true }).fill('shop.acmeshop.com');
    await page.getByLabel('Site title', { exact: true }).fill('Acme Bots Dashboard');
    await page.getByLabel('Header code', { exact: true }).fill('<script>window.acme = 1</script>');
    await page.getByText("This code runs only on your brand's public pages (landing pages and stores), never on the dashboard.").waitFor();

    // The form knows the domain rule; the server knows the provider's names.
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Sub Domain Is Not Accepted').waitFor();
    await page.getByLabel('Ecommerce domain', { exact: true }).fill('acmeshop.com');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('This name belongs to the platform. Choose a name of your own.').waitFor();
    expect(await page.getByLabel('Brand name', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Brand name', { exact: true }).fill('Acme Bots');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Whitelabel settings saved').waitFor();
    expect((await reseller.get('/api/whitelabel/brand')).body.brand).toMatchObject({ domain: brandHost, name: 'Acme Bots', theme: 'dark', masterPasswordSet: true, verified: false });
  });

  it("verifies the domain once the DNS holds the TXT record, and says FAILED! before", async () => {
    const page = resellerPage;
    const domainBox = page.getByRole('region', { name: 'Domain verification' });
    await domainBox.getByText(`_chatmill-challenge.${brandHost}`).waitFor();
    await domainBox.getByText('Not verified').waitFor();
    const value = (await reseller.get('/api/whitelabel/brand')).body.brand.challenge.value as string;
    await domainBox.getByText(value).waitFor();

    await domainBox.getByRole('button', { name: 'Verify domain' }).click();
    await domainBox.getByText('FAILED!').waitFor();
    await domainBox.getByText(`No TXT record of _chatmill-challenge.${brandHost} holds ${value}.`).waitFor();

    dns.setTxt(`_chatmill-challenge.${brandHost}`, [value]);
    await domainBox.getByRole('button', { name: 'Verify domain' }).click();
    await domainBox.getByText('Domain verified').waitFor();
    await domainBox.getByText('Verified', { exact: true }).waitFor();
  });
});

describe("a client on the brand's host", () => {
  let clientPage: Page;

  beforeAll(async () => {
    // The reseller gives clients their accounts: sign-up is closed on the brand.
    const brandId = (await reseller.get('/api/whitelabel/brand')).body.brand.id as number;
    const passwordHash = await hashPassword(client.password);
    await t.platform.db.em().transactional((em) => createOwner(em, { brandId, name: client.name, email: client.email, passwordHash }));
    clientPage = await newPage(brandUrl);
  });

  const menu = () => clientPage.getByRole('navigation', { name: 'Main menu' });

  it('sends Register to Login on the brand’s host, which shows the brand’s name', async () => {
    await clientPage.goto('/home/register');
    await clientPage.waitForURL(`${brandUrl}/home/login`);
    await clientPage.getByText('Acme Bots').first().waitFor();
  });

  it('logs in on the brand’s host and finds Contacts in the menu', async () => {
    await clientPage.goto('/home/login');
    await clientPage.getByLabel('Email', { exact: true }).fill(client.email);
    await clientPage.getByLabel('Password', { exact: true }).fill(client.password);
    await clientPage.getByRole('button', { name: 'Log in' }).click();
    await clientPage.waitForURL(`${brandUrl}/`);
    await menu().getByRole('button', { name: 'Contacts' }).waitFor();
    // The brand's look: its theme (the browser chose none) and its name in the tab's title.
    expect(await clientPage.evaluate(() => document.documentElement.dataset['theme'])).toBe('dark');
    expect(await clientPage.title()).toContain('Acme Bots');
  });

  it('no longer sees Contacts once the reseller switches it off', async () => {
    const plugins = resellerPage.getByRole('region', { name: 'Plugins' });
    const contacts = plugins.getByRole('switch', { name: 'Contacts on' });
    expect(await contacts.isChecked()).toBe(true);
    await contacts.click();
    await resellerPage.getByText('Contacts is off for your brand').waitFor();
    expect(await contacts.isChecked()).toBe(false);

    await clientPage.reload();
    await menu().getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await menu().getByRole('button', { name: 'Contacts' }).count()).toBe(0);
    // The platform's own brand keeps it.
    await resellerPage.goto('/');
    await resellerPage.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Contacts' }).waitFor();
  });

  it("lists a master-password sign-in in the reseller's log", async () => {
    const other = await newPage(brandUrl);
    await other.goto('/home/login');
    const status = await other.evaluate(
      async ([email, password]) => (await fetch('/api/whitelabel/master-login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, masterPassword: password }) })).status,
      [client.email, masterPassword] as const,
    );
    expect(status).toBe(200);

    await resellerPage.goto('/whitelabel-settings');
    const log = resellerPage.getByRole('table', { name: 'Master password log' });
    const row = log.getByRole('row').filter({ hasText: client.email });
    await row.getByText('Signed in', { exact: true }).waitFor();
    await row.getByText('127.0.0.1').waitFor();
  });
});
