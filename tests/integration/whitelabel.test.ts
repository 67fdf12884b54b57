import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createOwner } from '../../core/src/accounts/createOwner.ts';
import { hashPassword } from '../../core/src/auth/passwordHash.ts';
import { AccountSchema } from '../../core/src/db/entities/Account.ts';
import { BrandSchema } from '../../core/src/db/entities/Brand.ts';
import { MasterLoginAuditSchema } from '../../core/src/db/entities/MasterLoginAudit.ts';
import { PackageSchema } from '../../core/src/db/entities/Package.ts';
import { UserSchema } from '../../core/src/db/entities/User.ts';
import { packageExpiry } from '../../core/src/admin/users/packageExpiry.ts';
import { SUB_ACCOUNTS_FEATURE, WHITELABEL_CNAME_FEATURE } from '../../core/src/usage/coreFeatures.ts';
import { FakeDnsServer } from '../fakes/dnsServer.ts';
import { FakeSmtpServer, resetLinkIn } from '../fakes/smtpServer.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * White-label brands against the real product and a real DNS server on UDP: a reseller saves
 * the settings (with the spec's domain and name rules), proves the domain with a TXT record,
 * and from then on requests on that host belong to the brand: sign-up is closed there, the
 * master password opens the brand's clients (audited), and the reseller's plugin choices apply.
 * The reseller gives clients their accounts on the brand, with packages of the brand, through a
 * real SMTP server: the invitation's link opens the brand's domain.
 */
let t: TestPlatform;
let dns: FakeDnsServer;
let smtp: FakeSmtpServer;
let admin: ApiClient;
let reseller: ApiClient;
let rival: ApiClient;

const brandHost = 'brand.test';
const challengeName = `_chatmill-challenge.${brandHost}`;
const masterPassword = 'master password 1';

/**
 * A client that sends every request with another Host header, as a browser on that domain
 * would. Through node:http, since fetch replaces the Host header with the URL's.
 */
class HostClient {
  readonly #url: URL;
  readonly #host: string;
  readonly #cookies = new Map<string, string>();

  constructor(base: string, host: string) {
    this.#url = new URL(base);
    this.#host = host;
  }

  request(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { host: this.#host, 'user-agent': 'whitelabel-test/1.0' };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (this.#cookies.size) headers.cookie = [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: this.#url.hostname, port: this.#url.port, method, path, headers }, (res) => {
        for (const line of res.headers['set-cookie'] ?? []) {
          const [name, ...value] = line.split(';')[0]!.split('=');
          const text = value.join('=');
          if (text === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.#cookies.delete(name!.trim());
          else this.#cookies.set(name!.trim(), text);
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);
}

const onBrand = () => new HostClient(t.url, brandHost);

/** The settings a reseller sends, with one field changed per test. */
function settings(overrides: Record<string, unknown> = {}) {
  return {
    domain: brandHost,
    name: 'Acme Bots',
    shortName: 'Acme',
    adminEmail: 'admin@acme.test',
    logoUrl: 'https://cdn.acme.test/logo.png',
    theme: 'dark',
    masterPassword,
    ecommerceDomain: 'acmeshop.com',
    notificationFlowId: 'flow-42',
    siteTitle: 'Acme Bots Dashboard',
    description: 'Chatbots by Acme',
    sharingThumbnailUrl: 'https://cdn.acme.test/share.png',
    headerCode: '<script>window.acme = 1</script>',
    bodyCode: '',
    footerCode: '<p>Acme footer</p>',
    texts: {},
    ...overrides,
  };
}

/** A real key of the dashboard's en-US catalogue, read the way the server reads it. */
function someCatalogueKey(): string {
  const catalogue = JSON.parse(readFileSync(new URL('../../web/src/i18n/locales/en-US.json', import.meta.url), 'utf8')) as Record<string, Record<string, unknown>>;
  const [section, entries] = Object.entries(catalogue).find(([, value]) => Object.values(value).some((v) => typeof v === 'string'))!;
  const [key] = Object.entries(entries).find(([, value]) => typeof value === 'string')!;
  return `${section}.${key}`;
}

let brandId: number;
let challengeValue: string;

beforeAll(async () => {
  dns = await FakeDnsServer.start();
  smtp = await new FakeSmtpServer().start();
  t = await startTestPlatform({ DNS_SERVERS: dns.address, ...smtp.env() });
  admin = new ApiClient(t.url);
  await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  reseller = new ApiClient(t.url);
  await reseller.post('/api/auth/register', { name: 'Rita Reseller', email: 'rita@example.com', password: 'rita password 1' });
  rival = new ApiClient(t.url);
  await rival.post('/api/auth/register', { name: 'Rex Rival', email: 'rex@example.com', password: 'rex password 1' });
});
afterAll(async () => {
  await t?.stop();
  await dns?.close();
  await smtp?.stop();
});

describe('white-label settings', () => {
  it('tells an owner whose package has the feature that they may have a brand, not yet made', async () => {
    const res = await reseller.get('/api/whitelabel/brand');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ eligible: true, reason: null, brand: null });
  });

  it('refuses an owner whose package lacks the white-label feature, with the spec text', async () => {
    const em = t.platform.db.em();
    const bare = em.create(PackageSchema, {
      brandId: 1,
      name: 'Starter',
      tier: 'Free',
      accessLevelId: (await em.findOneOrFail(PackageSchema, { brandId: 1, isDefault: true })).accessLevelId,
      price: '0.00',
      currency: 'USD',
      validityDuration: 0,
      validityUnit: 'month',
      features: [],
    });
    await em.flush();
    const starter = new ApiClient(t.url);
    const { body } = await starter.post('/api/auth/register', { name: 'Sam Starter', email: 'sam@example.com', password: 'sam password 1' });
    await em.nativeUpdate(AccountSchema, { id: body.user.accountId }, { packageId: bare.id });

    const reason = 'Your Starter package does not have access to this feature. Please upgrade your account.';
    expect((await starter.get('/api/whitelabel/brand')).body).toEqual({ eligible: false, reason, brand: null });
    const refused = await starter.request('PUT', '/api/whitelabel/brand', settings({ domain: 'sam.test' }));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'FEATURE_NOT_IN_PACKAGE', message: reason });
  });

  it('refuses domains that are not domains, sub-domains as the ecommerce domain, and the ecommerce domain equal to the brand’s', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ domain: 'not a domain' }, 'domain', 'Invalid Domain'],
      [{ domain: 'https://brand.test/' }, 'domain', 'Invalid Domain'],
      [{ domain: '127.0.0.1' }, 'domain', 'Invalid Domain'],
      [{ ecommerceDomain: 'shop.acmeshop.com' }, 'ecommerceDomain', 'Sub Domain Is Not Accepted'],
      [{ ecommerceDomain: 'acme shop' }, 'ecommerceDomain', 'Invalid Domain'],
      [{ domain: 'acmeshop.com', ecommerceDomain: 'ACMESHOP.com' }, 'ecommerceDomain', 'The ecommerce domain must differ from the brand domain.'],
      [{ domain: 'localhost' }, 'domain', 'Invalid Domain'],
    ];
    for (const [change, field, message] of cases) {
      const res = await reseller.request('PUT', '/api/whitelabel/brand', settings(change));
      expect([JSON.stringify(change), res.status, res.body.error?.fields?.[field]]).toEqual([JSON.stringify(change), 400, message]);
    }
    // A main domain under a country's registry is a main domain.
    const fine = await reseller.request('PUT', '/api/whitelabel/brand', settings({ domain: 'first.acme.test', ecommerceDomain: 'acmeshop.com.my' }));
    expect(fine.status).toBe(200);
    expect(fine.body).toMatchObject({ domain: 'first.acme.test', ecommerceDomain: 'acmeshop.com.my' });
  });

  it("refuses the provider's names as brand names, whatever the case", async () => {
    for (const [change, field] of [
      [{ name: 'Chatmill' }, 'name'],
      [{ name: 'chatmill Pro' }, 'name'],
      [{ shortName: 'cm' }, 'shortName'],
    ] as const) {
      const res = await reseller.request('PUT', '/api/whitelabel/brand', settings(change));
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe('This name belongs to the platform. Choose a name of your own.');
    }
    // A word that merely contains the short name is fine.
    expect((await reseller.request('PUT', '/api/whitelabel/brand', settings({ shortName: 'Acme' }))).status).toBe(200);
  });

  it('takes texts only for keys of the en-US catalogue', async () => {
    const unknown = await reseller.request('PUT', '/api/whitelabel/brand', settings({ texts: { 'no.such.key': 'x' } }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields['texts.no.such.key']).toBe('There is no text "no.such.key" in the en-US catalogue.');
    const key = someCatalogueKey();
    const known = await reseller.request('PUT', '/api/whitelabel/brand', settings({ texts: { [key]: 'Our own words' } }));
    expect(known.status).toBe(200);
    expect(known.body.texts).toEqual({ [key]: 'Our own words' });
  });

  it('saves every setting, hashes the master password and shows the TXT record to add', async () => {
    const res = await reseller.request('PUT', '/api/whitelabel/brand', settings());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      domain: brandHost,
      name: 'Acme Bots',
      shortName: 'Acme',
      adminEmail: 'admin@acme.test',
      theme: 'dark',
      masterPasswordSet: true,
      ecommerceDomain: 'acmeshop.com',
      siteTitle: 'Acme Bots Dashboard',
      bodyCode: null,
      headerCode: '<script>window.acme = 1</script>',
      verified: false,
      verifiedAt: null,
    });
    expect(res.body).not.toHaveProperty('masterPasswordHash');
    expect(res.body.challenge.name).toBe(challengeName);
    expect(res.body.challenge.value).toMatch(/^chatmill-verify=[0-9a-f]{32}$/);
    brandId = res.body.id;
    challengeValue = res.body.challenge.value;

    const stored = await t.platform.db.em().findOneOrFail(BrandSchema, { id: brandId });
    expect(stored.ownerAccountId).toBe((await reseller.get('/api/auth/session')).body.user.accountId);
    expect(stored.masterPasswordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    // The brand's clients get a default package to work with.
    expect(await t.platform.db.em().count(PackageSchema, { brandId, isDefault: true })).toBe(1);

    // Saving again without a master password keeps it, and the challenge stays the same.
    const { masterPassword: _kept, ...withoutPassword } = settings();
    const again = await reseller.request('PUT', '/api/whitelabel/brand', withoutPassword);
    expect(again.body).toMatchObject({ id: brandId, masterPasswordSet: true, challenge: { value: challengeValue } });
    expect((await reseller.get('/api/whitelabel/brand')).body.brand).toMatchObject({ id: brandId, theme: 'dark' });
  });

  it('never serves the custom code on the dashboard', async () => {
    const page = await onBrand().get('/');
    expect(page.status).toBeLessThan(500);
    expect(String(page.body)).not.toContain('window.acme');
  });
});

describe('domain verification', () => {
  it('needs saved settings first', async () => {
    const res = await rival.post('/api/whitelabel/brand/verify-domain');
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Save the white-label settings first.');
  });

  it('refuses to create clients before the domain is verified: their links would open a host that is not the brand yet', async () => {
    const { items } = (await reseller.get(`/api/packages?brandId=${brandId}`)).body;
    const res = await reseller.post('/api/whitelabel/clients', { name: 'Early Bird', email: 'early@client.test', packageId: items[0].id });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('UNPROCESSABLE');
    expect(res.body.error.message).toMatch(/^Verify your domain first/);
    expect(await t.platform.db.em().count(UserSchema, { email: 'early@client.test' })).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("leaves the brand's host to the default brand until the domain is verified", async () => {
    const res = await onBrand().get('/api/whitelabel/current');
    expect(res.body).toMatchObject({ id: 1, whitelabel: false, registrationOpen: true });
  });

  it("answers FAILED! with the record expected when the TXT record is missing, or holds another value", async () => {
    const missing = await reseller.post('/api/whitelabel/brand/verify-domain');
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({ verified: false, title: 'FAILED!', expected: { name: challengeName, value: challengeValue }, found: [] });
    expect(missing.body.message).toBe(`Add a TXT record named ${challengeName} with the value ${challengeValue}. The DNS answered: no TXT record.`);
    expect(dns.queries).toContain(challengeName);

    dns.setTxt(challengeName, ['v=spf1 -all', 'chatmill-verify=someone-else']);
    const wrong = await reseller.post('/api/whitelabel/brand/verify-domain');
    expect(wrong.body).toMatchObject({ verified: false, title: 'FAILED!', found: ['v=spf1 -all', 'chatmill-verify=someone-else'] });
    expect(wrong.body.brand.verified).toBe(false);
    expect((await onBrand().get('/api/whitelabel/current')).body.id).toBe(1);
  });

  it('verifies the domain when a TXT record holds the challenge, and the host then belongs to the brand', async () => {
    dns.setTxt(challengeName, ['v=spf1 -all', challengeValue]);
    const res = await reseller.post('/api/whitelabel/brand/verify-domain');
    expect(res.body).toMatchObject({ verified: true, title: 'Verified', brand: { verified: true } });
    expect(res.body.brand.verifiedAt).not.toBeNull();

    const current = await onBrand().get('/api/whitelabel/current');
    expect(current.body).toEqual({
      id: brandId,
      name: 'Acme Bots',
      shortName: 'Acme',
      logoUrl: 'https://cdn.acme.test/logo.png',
      theme: 'dark',
      siteTitle: 'Acme Bots Dashboard',
      whitelabel: true,
      registrationOpen: false,
    });
    // The platform's own host is untouched.
    expect((await admin.get('/api/whitelabel/current')).body.id).toBe(1);
  });

  it('lets no other brand claim a verified domain', async () => {
    const res = await rival.request('PUT', '/api/whitelabel/brand', settings({ name: 'Rex Bots', shortName: 'Rex' }));
    expect(res.status).toBe(409);
    expect(res.body.error.fields.domain).toBe('This domain is already verified by another brand.');
  });
});

describe("on the brand's host", () => {
  let clientEmail: string;

  beforeAll(async () => {
    // Clients of a white-label brand are given their accounts (nobody signs up there).
    clientEmail = 'carla@client.test';
    const passwordHash = await hashPassword('carla password 1');
    await t.platform.db.em().transactional((em) => createOwner(em, { brandId, name: 'Carla Client', email: clientEmail, passwordHash }));
  });

  it('refuses sign-up with a clear message, while the platform host still takes it', async () => {
    const res = await onBrand().post('/api/auth/register', { name: 'Walk In', email: 'walk@in.test', password: 'walk in password' });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: 'Sign-up is closed on Acme Bots: your account comes from Acme Bots. Log in instead.' });
    expect((await new ApiClient(t.url).post('/api/auth/register', { name: 'Walk In', email: 'walk@in.test', password: 'walk in password' })).status).toBe(201);
  });

  it("signs a client in with the master password, and tells the dashboard the brand's look", async () => {
    const browser = onBrand();
    const res = await browser.post('/api/whitelabel/master-login', { email: clientEmail, masterPassword });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: clientEmail, brandId, name: 'Carla Client' });
    expect((await browser.get('/api/auth/session')).body.user.email).toBe(clientEmail);

    const { brand } = (await browser.get('/api/plugins')).body;
    expect(brand).toMatchObject({ id: brandId, name: 'Acme Bots', shortName: 'Acme', whitelabel: true, logoUrl: 'https://cdn.acme.test/logo.png', theme: 'dark', siteTitle: 'Acme Bots Dashboard' });
    expect(brand.texts).toEqual({});
  });

  it('opens no account of another brand, and refuses a wrong master password', async () => {
    const other = await onBrand().post('/api/whitelabel/master-login', { email: 'rita@example.com', masterPassword });
    expect(other.status).toBe(401);
    expect(other.body.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'There is no client with this email on Acme Bots.' });
    const admins = await onBrand().post('/api/whitelabel/master-login', { email: 'ada@example.com', masterPassword });
    expect(admins.status).toBe(401);

    const wrong = await onBrand().post('/api/whitelabel/master-login', { email: clientEmail, masterPassword: 'not the master password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('The email or master password is incorrect.');

    // The platform's own brand has no master password at all.
    const platform = await new ApiClient(t.url).post('/api/whitelabel/master-login', { email: 'rita@example.com', masterPassword });
    expect(platform.status).toBe(403);
  });

  it('writes every use to the audit log, which the reseller reads and nobody else', async () => {
    const rows = await t.platform.db.em().find(MasterLoginAuditSchema, { brandId }, { orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.targetEmail, r.result])).toEqual([
      [clientEmail, 'success'],
      ['rita@example.com', 'unknown_user'],
      ['ada@example.com', 'unknown_user'],
      [clientEmail, 'wrong_password'],
    ]);
    expect(rows[0]!.ip).toMatch(/127\.0\.0\.1/);
    expect(rows[0]!.userAgent).not.toBe('');

    const log = await reseller.get('/api/whitelabel/audit-log?pageSize=2');
    expect(log.status).toBe(200);
    expect(log.body.total).toBe(4);
    expect(log.body.items).toHaveLength(2);
    expect(log.body.items[0]).toMatchObject({ targetEmail: clientEmail, result: 'wrong_password', targetUser: { name: 'Carla Client' } });
    expect(log.body.items[1]).toMatchObject({ targetEmail: 'ada@example.com', result: 'unknown_user', targetUser: null });
    const oldest = (await reseller.get('/api/whitelabel/audit-log?page=2&pageSize=2')).body.items[1];
    expect(oldest).toMatchObject({ result: 'success', targetEmail: clientEmail, actor: null });
    expect(Date.parse(oldest.createdAt)).not.toBeNaN();

    expect((await rival.get(`/api/whitelabel/audit-log?brandId=${brandId}`)).status).toBe(404);
    expect((await rival.get('/api/whitelabel/audit-log')).body).toMatchObject({ items: [], total: 0 });
    expect((await admin.get(`/api/whitelabel/audit-log?brandId=${brandId}`)).body.total).toBe(4);
  });

  it("switches a plugin off for the brand's users only; the default brand keeps it", async () => {
    const carla = onBrand();
    await carla.post('/api/whitelabel/master-login', { email: clientEmail, masterPassword });
    expect((await carla.get('/api/contacts/contacts')).status).toBe(200);

    const installed = (await reseller.get('/api/whitelabel/brand/plugins')).body.items;
    expect(installed).toContainEqual(expect.objectContaining({ id: 'contacts', enabled: true }));

    // Only the brand's reseller (or an Admin) switches its plugins; the reseller not the platform's.
    expect((await rival.request('PUT', '/api/plugins/contacts', { enabled: false, brandId })).status).toBe(403);
    expect((await reseller.request('PUT', '/api/plugins/contacts', { enabled: false })).status).toBe(403);
    const off = await reseller.request('PUT', '/api/plugins/contacts', { enabled: false, brandId });
    expect(off.body).toEqual({ id: 'contacts', enabled: false });

    const gone = await carla.get('/api/contacts/contacts');
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('NOT_FOUND');
    expect((await carla.get('/api/plugins')).body.plugins.map((p: { id: string }) => p.id)).not.toContain('contacts');
    expect((await reseller.get('/api/whitelabel/brand/plugins')).body.items).toContainEqual(expect.objectContaining({ id: 'contacts', enabled: false }));
    // The default brand keeps it.
    expect((await admin.get('/api/contacts/contacts')).status).toBe(200);
    const platform = (await admin.get('/api/plugins')).body;
    expect(platform.plugins.map((p: { id: string }) => p.id)).toContain('contacts');
    expect(platform.brand).toMatchObject({ id: 1, whitelabel: false, logoUrl: null });
  });

  it('limits failed master-password sign-ins per IP', async () => {
    const attacker = onBrand();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await attacker.post('/api/whitelabel/master-login', { email: clientEmail, masterPassword: `guess ${i}` })).status);
    // Three failures are there already (two unknown emails and a wrong password above); two more reach the limit of five.
    expect(answers).toEqual([401, 401, 429, 429, 429, 429]);
    const locked = await attacker.post('/api/whitelabel/master-login', { email: clientEmail, masterPassword });
    expect(locked.status).toBe(429);
    expect(await t.platform.db.em().count(MasterLoginAuditSchema, { brandId, result: 'rate_limited' })).toBe(5);
  });
});

describe("the reseller's packages", () => {
  let platformPackageId: number;

  /** A package body as the admin screen sends it, with one field changed per test. */
  async function packageBody(overrides: Record<string, unknown> = {}) {
    const levels = (await reseller.get(`/api/packages/access-levels?brandId=${brandId}`)).body.items as { id: number; name: string }[];
    return {
      name: 'Client Pro',
      tier: 'Pro',
      accessLevelId: levels.find((level) => level.name === 'Full Access')!.id,
      price: '19.00',
      currency: 'USD',
      validityDuration: 1,
      validityUnit: 'month',
      billingPeriod: 'monthly',
      features: [{ featureId: 15, limit: 2, lifetimeLimit: 0 }],
      ...overrides,
    };
  }

  beforeAll(async () => {
    platformPackageId = (await t.platform.db.em().findOneOrFail(PackageSchema, { brandId: 1, isDefault: true })).id;
  });

  it('lets the reseller list, create and change the packages of their own brand', async () => {
    const list = await reseller.get(`/api/packages?brandId=${brandId}`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: { name: string; isDefault: boolean }) => [p.name, p.isDefault])).toEqual([['Free', true]]);
    expect((await reseller.get(`/api/packages/features?brandId=${brandId}`)).body.items).toContainEqual(expect.objectContaining({ id: SUB_ACCOUNTS_FEATURE }));
    expect((await reseller.get(`/api/packages/catalogues?brandId=${brandId}`)).body.tiers).toContain('Pro');

    const created = await reseller.post(`/api/packages?brandId=${brandId}`, await packageBody());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Client Pro', price: '19.00', validityDuration: 1, validityUnit: 'month', accessLevelName: 'Full Access', isDefault: false });
    expect((await t.platform.db.em().findOneOrFail(PackageSchema, { id: created.body.id })).brandId).toBe(brandId);

    const changed = await reseller.request('PUT', `/api/packages/${created.body.id}?brandId=${brandId}`, await packageBody({ price: '29.00' }));
    expect(changed.status).toBe(200);
    expect(changed.body.price).toBe('29.00');
    expect((await reseller.get(`/api/packages/${created.body.id}?brandId=${brandId}`)).body.price).toBe('29.00');
  });

  it("never lets the reseller reach the platform's packages or another brand's", async () => {
    const platformBefore = await t.platform.db.em().findOneOrFail(PackageSchema, { id: platformPackageId });
    // Without brandId: the platform's packages, an admin's business.
    expect((await reseller.get('/api/packages')).status).toBe(403);
    expect((await reseller.post('/api/packages', await packageBody({ name: 'Sneaky' }))).status).toBe(403);
    expect((await reseller.request('PUT', `/api/packages/${platformPackageId}`, await packageBody())).status).toBe(403);
    expect((await reseller.get('/api/packages/features')).status).toBe(403);
    // The platform's brand by id answers as a brand that does not exist.
    for (const res of [
      await reseller.get('/api/packages?brandId=1'),
      await reseller.post('/api/packages?brandId=1', await packageBody({ name: 'Sneaky' })),
      await reseller.request('DELETE', `/api/packages/${platformPackageId}?brandId=1`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: 'There is no brand with this id that you manage.' });
    }
    // A platform package named under the reseller's own brand is not theirs either.
    expect((await reseller.get(`/api/packages/${platformPackageId}?brandId=${brandId}`)).status).toBe(404);
    expect((await reseller.request('PUT', `/api/packages/${platformPackageId}?brandId=${brandId}`, await packageBody())).status).toBe(404);
    expect((await reseller.request('DELETE', `/api/packages/${platformPackageId}?brandId=${brandId}`)).status).toBe(404);
    const platformAfter = await t.platform.db.em().findOneOrFail(PackageSchema, { id: platformPackageId });
    expect(platformAfter.name).toBe(platformBefore.name);
    expect(await t.platform.db.em().count(PackageSchema, { name: 'Sneaky' })).toBe(0);

    // Another reseller cannot touch this brand's packages.
    const theirs = (await reseller.get(`/api/packages?brandId=${brandId}`)).body.items[0].id as number;
    expect((await rival.get(`/api/packages?brandId=${brandId}`)).status).toBe(404);
    expect((await rival.get(`/api/packages/${theirs}?brandId=${brandId}`)).status).toBe(404);
    expect((await rival.post(`/api/packages?brandId=${brandId}`, await packageBody({ name: 'Rival' }))).status).toBe(404);
    expect((await rival.request('PUT', `/api/packages/${theirs}?brandId=${brandId}`, await packageBody({ name: 'Rival' }))).status).toBe(404);
    expect((await rival.get(`/api/packages/access-levels?brandId=${brandId}`)).status).toBe(404);
    expect(await t.platform.db.em().count(PackageSchema, { name: 'Rival' })).toBe(0);

    // The platform admin manages any brand's packages, and the admin area is unchanged.
    expect((await admin.get(`/api/packages?brandId=${brandId}`)).body.total).toBe(2);
    expect((await admin.get('/api/packages')).body.items.map((p: { id: number }) => p.id)).toContain(platformPackageId);
  });

  it("refuses an access level that is not the platform's or the brand's", async () => {
    const own = await reseller.post('/api/access-levels', { name: 'Rita desk', permissions: [] });
    expect(own.status).toBe(201);
    const res = await reseller.post(`/api/packages?brandId=${brandId}`, await packageBody({ name: 'Desk only', accessLevelId: own.body.id }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields.accessLevelId).toBe("Choose a default access level or one of this brand's access levels.");
  });
});

describe('client accounts', () => {
  const cora = { name: 'Cora Client', email: 'cora@client.test', password: 'cora password 1' };
  let clientProId: number;
  let freeId: number;
  let coraId: number;

  const em = () => t.platform.db.em();
  const subAccountsUsed = async () => {
    const account = (await reseller.get('/api/auth/session')).body.user.accountId as number;
    const [row] = await em().execute<{ used: number }[]>(`select "used" from "usage_counter" where "account_id" = ? and "feature_id" = ? and "period" = 'lifetime'`, [account, SUB_ACCOUNTS_FEATURE]);
    return Number(row?.used ?? 0);
  };

  /** Waits until `count` mails to `address` arrived (the job queue sends them), and returns them. */
  async function mailsTo(address: string, count: number) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mails = smtp.received.filter((mail) => mail.to.includes(address));
      if (mails.length >= count) return mails;
      if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mails to ${address} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    const { items } = (await reseller.get(`/api/packages?brandId=${brandId}`)).body as { items: { id: number; name: string }[] };
    clientProId = items.find((p) => p.name === 'Client Pro')!.id;
    freeId = items.find((p) => p.name === 'Free')!.id;
  });

  it('creates an account of the brand owned by a client user without a password, on the package, and mails a link on the brand’s domain', async () => {
    const before = Date.now();
    const res = await reseller.post('/api/whitelabel/clients', { name: cora.name, email: 'Cora@Client.test', packageId: clientProId });
    expect(res.status).toBe(201);
    expect(res.body.invitation).toEqual({ sent: true, message: null });
    expect(res.body.client).toMatchObject({
      name: cora.name,
      email: cora.email,
      verified: false,
      invitationPending: true,
      package: { id: clientProId, name: 'Client Pro' },
      lastLoginAt: null,
    });
    coraId = res.body.client.id;

    const user = await em().findOneOrFail(UserSchema, { email: cora.email });
    expect(user).toMatchObject({ brandId, accessType: 'client_user', passwordHash: null, verified: false, lastLoginAt: null });
    const account = await em().findOneOrFail(AccountSchema, { id: coraId });
    expect(account).toMatchObject({ brandId, ownerUserId: user.id, packageId: clientProId });
    // The package's validity (1 month) from now.
    const expected = packageExpiry(new Date(before), 1, 'month')!.getTime();
    expect(Math.abs(account.expiresAt!.getTime() - expected)).toBeLessThan(60_000);
    expect(res.body.client.expiresAt).toBe(account.expiresAt!.toISOString());
    expect(await subAccountsUsed()).toBe(1);

    const mail = await smtp.waitFor(cora.email);
    expect(mail.subject).toBe(`You are invited to join ${cora.name} on Acme Bots`);
    expect(mail.text).toContain(`Rita Reseller invited you to join ${cora.name} on Acme Bots`);
    const link = new URL(resetLinkIn(mail));
    expect(link.hostname).toBe(brandHost);
    expect(link.pathname).toBe('/home/reset-password');
  });

  it('lets the client choose a password from the link and sign in on the brand’s host, never on the platform’s', async () => {
    const token = new URL(resetLinkIn(await smtp.waitFor(cora.email))).searchParams.get('token')!;
    const browser = onBrand();
    expect((await browser.get(`/api/auth/reset-password/verify?token=${encodeURIComponent(token)}`)).body).toEqual({ email: cora.email });
    expect((await browser.post('/api/auth/reset-password', { token, password: cora.password })).status).toBe(200);

    const login = await browser.post('/api/auth/login', { email: cora.email, password: cora.password });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: cora.email, brandId, accountId: coraId, isOwner: true, accessType: 'client_user', expired: false });
    // The package's access level (Full Access) is what the client may do.
    expect(login.body.user.access).toEqual({ kind: 'all' });
    expect((await browser.get('/api/team-members')).status).toBe(200);

    const platform = await new ApiClient(t.url).post('/api/auth/login', { email: cora.email, password: cora.password });
    expect(platform.status).toBe(401);
    expect(platform.body.error.code).toBe('INVALID_CREDENTIALS');

    // A client resells nothing and manages no one's clients.
    expect((await browser.get('/api/whitelabel/clients')).status).toBe(403);
  });

  it('lists the brand’s clients with owner, package, expiry, verified and last sign-in, and searches them', async () => {
    const dana = await reseller.post('/api/whitelabel/clients', { name: 'Dana Later', email: 'dana@client.test', packageId: freeId, expiresAt: '2099-12-31T23:59:59Z' });
    expect(dana.status).toBe(201);
    expect(dana.body.client).toMatchObject({ package: { name: 'Free' }, expiresAt: '2099-12-31T23:59:59.000Z' });
    const never = await reseller.post('/api/whitelabel/clients', { name: 'Nev Ernding', email: 'nev@client.test', packageId: clientProId, expiresAt: null });
    expect(never.body.client.expiresAt).toBeNull();

    const page = await reseller.get('/api/whitelabel/clients?sort=name&order=asc&pageSize=2');
    expect(page.status).toBe(200);
    // Carla Client, added straight to the database earlier, is a client of the brand too.
    expect(page.body.total).toBe(4);
    expect(page.body.items.map((c: { name: string }) => c.name)).toEqual(['Carla Client', 'Cora Client']);
    expect(page.body.items[1]).toMatchObject({ id: coraId, email: cora.email, verified: true, invitationPending: false, package: { name: 'Client Pro' } });
    expect(page.body.items[1].lastLoginAt).not.toBeNull();
    expect(Date.parse(page.body.items[1].createdAt)).not.toBeNaN();
    expect((await reseller.get('/api/whitelabel/clients?sort=name&order=asc&page=2&pageSize=2')).body.items.map((c: { name: string }) => c.name)).toEqual([
      'Dana Later',
      'Nev Ernding',
    ]);

    const found = await reseller.get('/api/whitelabel/clients?search=dana@');
    expect(found.body).toMatchObject({ total: 1, items: [{ name: 'Dana Later', verified: false, invitationPending: true }] });
    expect((await reseller.get('/api/whitelabel/clients?sort=nope')).status).toBe(400);
  });

  it('refuses an email already on the brand, a package of another brand and a past expiry, creating nothing', async () => {
    const used = await subAccountsUsed();
    for (const email of [cora.email, 'CARLA@client.test']) {
      const res = await reseller.post('/api/whitelabel/clients', { name: 'Copy', email, packageId: clientProId });
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'CONFLICT', fields: { email: 'This email is already registered.' } });
    }
    // The reseller's own email belongs to the platform's brand: on the brand it is free.
    const foreign = await reseller.post('/api/whitelabel/clients', { name: 'Pat', email: 'pat@client.test', packageId: (await em().findOneOrFail(PackageSchema, { brandId: 1, isDefault: true })).id });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.fields).toEqual({ packageId: 'Choose a package of your brand.' });
    const past = await reseller.post('/api/whitelabel/clients', { name: 'Pam', email: 'pam@client.test', packageId: clientProId, expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.error.fields.expiresAt).toBe('The expiration date must be in the future.');
    expect(await em().count(UserSchema, { email: { $in: ['pat@client.test', 'pam@client.test'] } })).toBe(0);
    expect(await subAccountsUsed()).toBe(used);
  });

  it('changes a client’s package and expiry; a different package is announced to the client', async () => {
    const res = await reseller.request('PUT', `/api/whitelabel/clients/${coraId}`, { packageId: freeId, expiresAt: '2098-01-01T00:00:00Z' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: coraId, package: { id: freeId, name: 'Free' }, expiresAt: '2098-01-01T00:00:00.000Z' });
    const account = await em().findOneOrFail(AccountSchema, { id: coraId });
    expect(account.packageId).toBe(freeId);
    expect(account.packageChangedAt).not.toBeNull();

    // Left out, the expiry is the package's validity from now (Free: never).
    expect((await reseller.request('PUT', `/api/whitelabel/clients/${coraId}`, { packageId: freeId })).body.expiresAt).toBeNull();
    expect((await reseller.request('PUT', `/api/whitelabel/clients/${coraId}`, { packageId: 1_000_000 })).status).toBe(422);
    expect((await reseller.request('PUT', '/api/whitelabel/clients/999999', { packageId: freeId })).status).toBe(404);
  });

  it('sends the invitation again only while the client has no password, ending the earlier link', async () => {
    const dana = (await reseller.get('/api/whitelabel/clients?search=dana@')).body.items[0];
    const first = new URL(resetLinkIn(await smtp.waitFor('dana@client.test'))).searchParams.get('token')!;
    const again = await reseller.post(`/api/whitelabel/clients/${dana.id}/resend-invitation`);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ sent: true });
    const second = new URL(resetLinkIn((await mailsTo('dana@client.test', 2))[1]!));
    expect(second.hostname).toBe(brandHost);
    expect((await onBrand().post('/api/auth/reset-password', { token: first, password: 'dana password 1' })).status).toBe(422);

    const done = await reseller.post(`/api/whitelabel/clients/${coraId}/resend-invitation`);
    expect(done.status).toBe(422);
    expect(done.body.error.message).toBe('This client has already set a password, so there is no invitation to send again.');
  });

  it("keeps every client from another reseller: their list is their own, and these clients answer 404", async () => {
    const rivalBrand = await rival.request('PUT', '/api/whitelabel/brand', settings({ domain: 'rex.test', name: 'Rex Bots', shortName: 'Rex' }));
    expect(rivalBrand.status).toBe(200);
    expect((await rival.get('/api/whitelabel/clients')).body).toMatchObject({ items: [], total: 0 });
    expect((await rival.get(`/api/whitelabel/clients/${coraId}`)).status).toBe(404);
    const change = await rival.request('PUT', `/api/whitelabel/clients/${coraId}`, { packageId: clientProId });
    expect(change.status).toBe(404);
    expect((await rival.post(`/api/whitelabel/clients/${coraId}/resend-invitation`)).status).toBe(404);
    expect((await em().findOneOrFail(AccountSchema, { id: coraId })).packageId).toBe(freeId);
    // Nor can the rival give their clients this brand's package.
    dns.setTxt('_chatmill-challenge.rex.test', [rivalBrand.body.challenge.value]);
    expect((await rival.post('/api/whitelabel/brand/verify-domain')).body.verified).toBe(true);
    const stolen = await rival.post('/api/whitelabel/clients', { name: 'Thief', email: 'thief@client.test', packageId: clientProId });
    expect(stolen.status).toBe(422);
    expect(stolen.body.error.fields).toEqual({ packageId: 'Choose a package of your brand.' });
    expect((await new ApiClient(t.url).get('/api/whitelabel/clients')).status).toBe(401);
  });

  it("counts each client against the reseller's 'Sub accounts' and refuses past the limit with the package's message", async () => {
    const used = await subAccountsUsed();
    expect(used).toBe(3);
    const db = em();
    const fullAccess = (await db.findOneOrFail(PackageSchema, { brandId: 1, isDefault: true })).accessLevelId;
    const agency = db.create(PackageSchema, {
      brandId: 1,
      name: 'Agency',
      tier: 'Pro',
      accessLevelId: fullAccess,
      price: '99.00',
      currency: 'USD',
      validityDuration: 0,
      validityUnit: 'month',
      features: [
        { featureId: WHITELABEL_CNAME_FEATURE, limit: 0, lifetimeLimit: 0 },
        { featureId: SUB_ACCOUNTS_FEATURE, limit: used + 1, lifetimeLimit: 0 },
      ],
    });
    await db.flush();
    const accountId = (await reseller.get('/api/auth/session')).body.user.accountId as number;
    await db.nativeUpdate(AccountSchema, { id: accountId }, { packageId: agency.id });
    try {
      expect((await reseller.post('/api/whitelabel/clients', { name: 'Last One', email: 'last@client.test', packageId: freeId })).status).toBe(201);
      const refused = await reseller.post('/api/whitelabel/clients', { name: 'One Too Many', email: 'toomany@client.test', packageId: freeId });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({
        code: 'LIMIT_REACHED',
        message: `Your Agency package have reached the limit for this feature. You have already used-up ${used + 1}/${used + 1}. Please upgrade your account to do more.`,
      });
      expect(await db.count(UserSchema, { email: 'toomany@client.test' })).toBe(0);
      expect(await subAccountsUsed()).toBe(used + 1);
    } finally {
      await db.nativeUpdate(AccountSchema, { id: accountId }, { packageId: null });
    }
  });

  it('lets an expired reseller look at clients and packages but change nothing', async () => {
    const accountId = (await reseller.get('/api/auth/session')).body.user.accountId as number;
    await em().nativeUpdate(AccountSchema, { id: accountId }, { expiresAt: new Date(Date.now() - 60_000) });
    try {
      expect((await reseller.get('/api/whitelabel/clients')).status).toBe(200);
      expect((await reseller.get(`/api/packages?brandId=${brandId}`)).status).toBe(200);
      for (const res of [
        await reseller.post('/api/whitelabel/clients', { name: 'Late', email: 'late@client.test', packageId: freeId }),
        await reseller.request('PUT', `/api/whitelabel/clients/${coraId}`, { packageId: clientProId }),
        await reseller.request('DELETE', `/api/packages/${clientProId}?brandId=${brandId}`),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('PACKAGE_EXPIRED');
      }
      expect(await em().count(PackageSchema, { id: clientProId })).toBe(1);
    } finally {
      await em().nativeUpdate(AccountSchema, { id: accountId }, { expiresAt: null });
    }
  });
});

describe('the platform admin', () => {
  it('lists every brand with its reseller, and searches them', async () => {
    const all = await admin.get('/api/whitelabel/brands');
    expect(all.status).toBe(200);
    expect(all.body.items.map((b: { id: number }) => b.id)).toEqual(expect.arrayContaining([1, brandId]));
    const found = await admin.get('/api/whitelabel/brands?search=rita@');
    expect(found.body).toMatchObject({ total: 1, page: 1 });
    expect(found.body.items[0]).toMatchObject({ id: brandId, domain: brandHost, verified: true, whitelabel: true, owner: { name: 'Rita Reseller', email: 'rita@example.com' } });
    // The platform's, Rita's and Rex's (made while testing client accounts).
    expect((await admin.get('/api/whitelabel/brands?page=9')).body).toMatchObject({ items: [], total: 3 });
    expect((await reseller.get('/api/whitelabel/brands')).status).toBe(403);
  });
});

describe('changing the domain', () => {
  it('needs a new verification, and the old host goes back to the default brand', async () => {
    const res = await reseller.request('PUT', '/api/whitelabel/brand', settings({ domain: 'new.acme.test' }));
    expect(res.body).toMatchObject({ domain: 'new.acme.test', verified: false, challenge: { name: '_chatmill-challenge.new.acme.test', value: challengeValue } });
    expect((await onBrand().get('/api/whitelabel/current')).body.id).toBe(1);
    // Now free, the old domain can be taken by someone who proves it.
    expect((await rival.request('PUT', '/api/whitelabel/brand', settings({ name: 'Rex Bots', shortName: 'Rex' }))).status).toBe(200);
  });

  it('refuses new clients until the new domain is verified', async () => {
    const { items } = (await reseller.get(`/api/packages?brandId=${brandId}`)).body;
    const res = await reseller.post('/api/whitelabel/clients', { name: 'Late Comer', email: 'late@client.test', packageId: items[0].id });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toMatch(/^Verify your domain first: your clients sign in on new\.acme\.test/);
  });
});
