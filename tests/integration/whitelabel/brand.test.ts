import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createOwner } from '../../../core/src/accounts/createOwner.ts';
import { hashPassword } from '../../../core/src/auth/passwordHash.ts';
import { AccountSchema } from '../../../core/src/db/entities/Account.ts';
import { BrandSchema } from '../../../core/src/db/entities/Brand.ts';
import { MasterLoginAuditSchema } from '../../../core/src/db/entities/MasterLoginAudit.ts';
import { PackageSchema } from '../../../core/src/db/entities/Package.ts';
import { UserSchema } from '../../../core/src/db/entities/User.ts';
import { ApiClient } from '../../support/apiClient.ts';
import { brandHost, brandSettings, challengeName, masterPassword, someCatalogueKey, startWhitelabelWorld, type WhitelabelWorld } from './whitelabelWorld.ts';

/**
 * A white-label brand against the real product and a real DNS server on UDP: a reseller saves
 * the settings (with the spec's domain and name rules), proves the domain with a TXT record,
 * and from then on requests on that host belong to the brand: sign-up is closed there, the
 * master password opens the brand's clients (audited), and the reseller's plugin choices apply.
 */
let world: WhitelabelWorld;
let t: WhitelabelWorld['t'];
let dns: WhitelabelWorld['dns'];
let smtp: WhitelabelWorld['smtp'];
let admin: WhitelabelWorld['admin'];
let reseller: WhitelabelWorld['reseller'];
let rival: WhitelabelWorld['rival'];
let brandId: number;
let challengeValue: string;
const onBrand = () => world.onBrand();

beforeAll(async () => {
  world = await startWhitelabelWorld();
  ({ t, dns, smtp, admin, reseller, rival } = world);
});
afterAll(async () => world?.stop());

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
    const refused = await starter.request('PUT', '/api/whitelabel/brand', brandSettings({ domain: 'sam.test' }));
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
      const res = await reseller.request('PUT', '/api/whitelabel/brand', brandSettings(change));
      expect([JSON.stringify(change), res.status, res.body.error?.fields?.[field]]).toEqual([JSON.stringify(change), 400, message]);
    }
    // A main domain under a country's registry is a main domain.
    const fine = await reseller.request('PUT', '/api/whitelabel/brand', brandSettings({ domain: 'first.acme.test', ecommerceDomain: 'acmeshop.com.my' }));
    expect(fine.status).toBe(200);
    expect(fine.body).toMatchObject({ domain: 'first.acme.test', ecommerceDomain: 'acmeshop.com.my' });
  });

  it("refuses the provider's names as brand names, whatever the case", async () => {
    for (const [change, field] of [
      [{ name: 'Chatmill' }, 'name'],
      [{ name: 'chatmill Pro' }, 'name'],
      [{ shortName: 'cm' }, 'shortName'],
    ] as const) {
      const res = await reseller.request('PUT', '/api/whitelabel/brand', brandSettings(change));
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe('This name belongs to the platform. Choose a name of your own.');
    }
    // A word that merely contains the short name is fine.
    expect((await reseller.request('PUT', '/api/whitelabel/brand', brandSettings({ shortName: 'Acme' }))).status).toBe(200);
  });

  it('takes texts only for keys of the en-US catalogue', async () => {
    const unknown = await reseller.request('PUT', '/api/whitelabel/brand', brandSettings({ texts: { 'no.such.key': 'x' } }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields['texts.no.such.key']).toBe('There is no text "no.such.key" in the en-US catalogue.');
    const key = someCatalogueKey();
    const known = await reseller.request('PUT', '/api/whitelabel/brand', brandSettings({ texts: { [key]: 'Our own words' } }));
    expect(known.status).toBe(200);
    expect(known.body.texts).toEqual({ [key]: 'Our own words' });
  });

  it('saves every setting, hashes the master password and shows the TXT record to add', async () => {
    const res = await reseller.request('PUT', '/api/whitelabel/brand', brandSettings());
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
    const { masterPassword: _kept, ...withoutPassword } = brandSettings();
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

  it('answers FAILED! with the record expected when the TXT record is missing, or holds another value', async () => {
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
    const res = await rival.request('PUT', '/api/whitelabel/brand', brandSettings({ name: 'Rex Bots', shortName: 'Rex' }));
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
    expect(brand).toMatchObject({
      id: brandId,
      name: 'Acme Bots',
      shortName: 'Acme',
      whitelabel: true,
      logoUrl: 'https://cdn.acme.test/logo.png',
      theme: 'dark',
      siteTitle: 'Acme Bots Dashboard',
    });
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
    for (let i = 0; i < 6; i++)
      answers.push((await attacker.post('/api/whitelabel/master-login', { email: clientEmail, masterPassword: `guess ${i}` })).status);
    // Three failures are there already (two unknown emails and a wrong password above); two more reach the limit of five.
    expect(answers).toEqual([401, 401, 429, 429, 429, 429]);
    const locked = await attacker.post('/api/whitelabel/master-login', { email: clientEmail, masterPassword });
    expect(locked.status).toBe(429);
    expect(await t.platform.db.em().count(MasterLoginAuditSchema, { brandId, result: 'rate_limited' })).toBe(5);
  });
});

describe('changing the domain', () => {
  it('needs a new verification, and the old host goes back to the default brand', async () => {
    const res = await reseller.request('PUT', '/api/whitelabel/brand', brandSettings({ domain: 'new.acme.test' }));
    expect(res.body).toMatchObject({
      domain: 'new.acme.test',
      verified: false,
      challenge: { name: '_chatmill-challenge.new.acme.test', value: challengeValue },
    });
    expect((await onBrand().get('/api/whitelabel/current')).body.id).toBe(1);
    // Now free, the old domain can be taken by someone who proves it.
    expect((await rival.request('PUT', '/api/whitelabel/brand', brandSettings({ name: 'Rex Bots', shortName: 'Rex' }))).status).toBe(200);
  });

  it('refuses new clients until the new domain is verified', async () => {
    const { items } = (await reseller.get(`/api/packages?brandId=${brandId}`)).body;
    const res = await reseller.post('/api/whitelabel/clients', { name: 'Late Comer', email: 'late@client.test', packageId: items[0].id });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toMatch(/^Verify your domain first: your clients sign in on new\.acme\.test/);
  });
});
