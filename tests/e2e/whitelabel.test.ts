import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chromium, type Browser, type Page } from 'playwright-core';
import { FakeDnsServer } from '../fakes/dnsServer.ts';
import { FakeSmtpServer, resetLinkIn } from '../fakes/smtpServer.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * A reseller sets up a white-label brand in Chromium: fills the settings (meeting the spec's
 * domain and name rules on the way), proves the domain against a real DNS server, makes a
 * package for the brand's clients and gives a client an account. The client follows the
 * mailed link (a real SMTP server) to the brand's own host, chooses a password and signs in
 * there; they see Contacts in the menu before the reseller switches it off and not after, and
 * the reseller finds the client's master-password sign-in in the log.
 */
const brandHost = 'brand.test';
const masterPassword = 'master password 1';
const client = { name: 'Carla Client', email: 'carla@client.test', password: 'carla password 1' };

let t: TestPlatform;
let dns: FakeDnsServer;
let smtp: FakeSmtpServer;
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
  smtp = await new FakeSmtpServer().start();
  t = await startTestPlatform({ DNS_SERVERS: dns.address, ...smtp.env() });
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
  await smtp?.stop();
});

describe('a reseller sets up a brand', () => {
  it('fills in the settings, told the spec’s rules on the way', async () => {
    const page = resellerPage;
    // Spec 2.4: the Admin header shows for an account the platform referred, with the reseller's own screen.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Whitelabel Settings' }).click();
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
    expect((await reseller.get('/api/whitelabel/brand')).body.brand).toMatchObject({
      domain: brandHost,
      name: 'Acme Bots',
      theme: 'dark',
      masterPasswordSet: true,
      verified: false,
    });
  });

  it('verifies the domain once the DNS holds the TXT record, and says FAILED! before', async () => {
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

  it("makes a package for the brand's clients", async () => {
    const page = resellerPage;
    const section = page.getByRole('region', { name: 'Client packages' });
    await section.getByRole('table', { name: 'Client packages' }).getByRole('cell', { name: 'Free Default' }).waitFor();
    await section.getByRole('button', { name: 'New package' }).click();
    const dialog = page.getByRole('dialog', { name: 'New package' });
    await dialog.getByLabel('Name').fill('Client Pro');
    await dialog.getByLabel('Tier').selectOption('Pro');
    await dialog.getByLabel('Access level').selectOption({ label: 'Full Access' });
    await dialog.getByLabel('Price').fill('19');
    await dialog.getByLabel('Validity duration').fill('1');
    await dialog.getByLabel('Duration unit').selectOption({ label: 'Months' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Package created').waitFor();
    const row = section.getByRole('table', { name: 'Client packages' }).getByRole('row').filter({ hasText: 'Client Pro' });
    await row.getByRole('cell', { name: '19.00 USD' }).waitFor();

    // Stored on the reseller's brand, not the platform's.
    const brandId = (await reseller.get('/api/whitelabel/brand')).body.brand.id as number;
    expect((await reseller.get(`/api/packages?brandId=${brandId}&search=Client`)).body.items).toEqual([
      expect.objectContaining({ name: 'Client Pro', price: '19.00', validityDuration: 1 }),
    ]);
  });

  it('gives a client an account on the brand, with the package, and the invitation goes out', async () => {
    const page = resellerPage;
    const section = page.getByRole('region', { name: 'Clients' });
    await section.getByText('You have no clients yet.').waitFor();
    await section.getByRole('button', { name: 'New client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New client' });
    await dialog.getByRole('button', { name: 'Create and send invitation' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Choose a package of your brand.').waitFor();

    await dialog.getByLabel('Name').fill(client.name);
    await dialog.getByLabel('Email').fill(client.email);
    await dialog.getByLabel('Package').selectOption({ label: 'Client Pro' });
    await dialog.getByText('Validity: 1 month').waitFor();
    await dialog.getByRole('button', { name: 'Create and send invitation' }).click();
    await page.getByText(`Invitation sent to ${client.email}.`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = section.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: client.email });
    await row.getByRole('cell', { name: 'Client Pro' }).waitFor();
    await row.getByText('Not Verified').waitFor();
    await row.getByRole('button', { name: `Resend invitation to ${client.name}` }).waitFor();

    const mail = await smtp.waitFor(client.email);
    expect(mail.subject).toBe(`You are invited to join ${client.name} on Acme Bots`);
    expect(new URL(resetLinkIn(mail)).origin).toBe(brandUrl);
  });

  it("changes the client's package and expiry, and sends the invitation again", async () => {
    const page = resellerPage;
    const row = page.getByRole('region', { name: 'Clients' }).getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: client.email });
    await row.getByRole('button', { name: `Change package of ${client.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Package of ${client.name}` });
    expect(await dialog.getByLabel('Package').inputValue()).not.toBe('');
    await dialog.getByLabel('Package').selectOption({ label: 'Free' });
    await dialog.getByLabel('Expires', { exact: true }).selectOption({ label: 'On a date' });
    await dialog.getByLabel('Expires on').fill('2099-06-30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${client.name}'s package saved.`).waitFor();
    await row.getByRole('cell', { name: 'Free', exact: true }).waitFor();
    const [stored] = (await reseller.get(`/api/whitelabel/clients?search=${encodeURIComponent(client.email)}`)).body.items;
    expect(stored).toMatchObject({ package: { name: 'Free' } });
    expect(new Date(stored.expiresAt).getFullYear()).toBe(2099);

    await row.getByRole('button', { name: `Resend invitation to ${client.name}` }).click();
    await page.getByText(`Invitation sent again to ${client.email}.`).waitFor();
    await smtp.mailsTo(client.email, 2);
  });
});

describe("a client on the brand's host", () => {
  let clientPage: Page;

  beforeAll(async () => {
    clientPage = await newPage(brandUrl);
  });

  const menu = () => clientPage.getByRole('navigation', { name: 'Main menu' });

  it('sends Register to Login on the brand’s host, which shows the brand’s name', async () => {
    await clientPage.goto('/home/register');
    await clientPage.waitForURL(`${brandUrl}/home/login`);
    await clientPage.getByText('Acme Bots').first().waitFor();
  });

  it('chooses a password from the mailed link, which opens the brand’s host', async () => {
    // The latest invitation: sending it again ended the first link.
    const mails = await smtp.mailsTo(client.email, 2);
    await clientPage.goto(resetLinkIn(mails[mails.length - 1]!));
    await clientPage.getByText(`Choose the password for ${client.email} to accept your invitation.`).waitFor();
    await clientPage.getByLabel('Password', { exact: true }).fill(client.password);
    await clientPage.getByLabel('Confirm new password', { exact: true }).fill(client.password);
    await clientPage.getByRole('button', { name: 'Set password' }).click();
    await clientPage.getByText('Your password is set').waitFor();
  });

  it('logs in on the brand’s host and finds Contacts in the menu', async () => {
    await clientPage.goto('/home/login');
    await clientPage.getByLabel('Email', { exact: true }).fill(client.email);
    await clientPage.getByLabel('Password', { exact: true }).fill(client.password);
    await clientPage.getByRole('button', { name: 'Log in' }).click();
    await clientPage.waitForURL(`${brandUrl}/`);
    await menu().getByRole('button', { name: 'Contacts' }).waitFor();
    // A client the reseller referred has no Admin header (spec 2.4).
    expect(await menu().getByText('Admin', { exact: true }).count()).toBe(0);
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
      async ([email, password]) =>
        (
          await fetch('/api/whitelabel/master-login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, masterPassword: password }),
          })
        ).status,
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
