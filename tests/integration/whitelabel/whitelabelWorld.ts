import { readFileSync } from 'node:fs';
import { FakeDnsServer } from '../../fakes/dnsServer.ts';
import { FakeSmtpServer } from '../../fakes/smtpServer.ts';
import { ApiClient } from '../../support/apiClient.ts';
import { HostClient } from '../../support/hostClient.ts';
import { startTestPlatform, type TestPlatform } from '../../support/testPlatform.ts';

/**
 * What the white-label tests share: the product with a real DNS server on UDP and a real SMTP
 * server, the platform admin, a reseller (Rita) and a rival reseller (Rex), and the brand's
 * settings as the reseller sends them.
 */
export const brandHost = 'brand.test';
export const challengeName = `_chatmill-challenge.${brandHost}`;
export const masterPassword = 'master password 1';

/** The settings a reseller sends, with one field changed per test. */
export function brandSettings(overrides: Record<string, unknown> = {}) {
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
export function someCatalogueKey(): string {
  const catalogue = JSON.parse(readFileSync(new URL('../../../web/src/i18n/locales/en-US.json', import.meta.url), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;
  const [section, entries] = Object.entries(catalogue).find(([, value]) => Object.values(value).some((v) => typeof v === 'string'))!;
  const [key] = Object.entries(entries).find(([, value]) => typeof value === 'string')!;
  return `${section}.${key}`;
}

export interface WhitelabelWorld {
  t: TestPlatform;
  dns: FakeDnsServer;
  smtp: FakeSmtpServer;
  admin: ApiClient;
  reseller: ApiClient;
  rival: ApiClient;
  /** A browser on the brand's host. */
  onBrand(): HostClient;
  stop(): Promise<void>;
}

/** `pluginRoot`: a folder of fixture plugins instead of the product's. */
export async function startWhitelabelWorld(options: { pluginRoot?: string } = {}): Promise<WhitelabelWorld> {
  const dns = await FakeDnsServer.start();
  const smtp = await new FakeSmtpServer().start();
  const t = await startTestPlatform({ DNS_SERVERS: dns.address, ...smtp.env() }, options);
  const admin = new ApiClient(t.url);
  await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'ada password 1' });
  const reseller = new ApiClient(t.url);
  await reseller.post('/api/auth/register', { name: 'Rita Reseller', email: 'rita@example.com', password: 'rita password 1' });
  const rival = new ApiClient(t.url);
  await rival.post('/api/auth/register', { name: 'Rex Rival', email: 'rex@example.com', password: 'rex password 1' });
  return {
    t,
    dns,
    smtp,
    admin,
    reseller,
    rival,
    onBrand: () => new HostClient(t.url, brandHost),
    stop: async () => {
      await t.stop();
      await dns.close();
      await smtp.stop();
    },
  };
}

/** The reseller's brand, saved and its domain proven, as the brand tests leave it. */
export async function verifiedBrand(world: WhitelabelWorld): Promise<{ brandId: number; challengeValue: string }> {
  const saved = await world.reseller.request('PUT', '/api/whitelabel/brand', brandSettings());
  if (saved.status !== 200) throw new Error(`saving the brand answered ${saved.status}: ${JSON.stringify(saved.body)}`);
  const challengeValue = saved.body.challenge.value as string;
  world.dns.setTxt(challengeName, [challengeValue]);
  const verified = await world.reseller.post('/api/whitelabel/brand/verify-domain');
  if (!verified.body.verified) throw new Error(`the domain was not verified: ${JSON.stringify(verified.body)}`);
  return { brandId: saved.body.id as number, challengeValue };
}
