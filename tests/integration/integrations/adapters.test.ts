import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { SMTPServer } from 'smtp-server';
import type { OutgoingPort } from '@chatmill/sdk';
import { IntegrationRegistry } from '../../../core/src/integrations/integrationRegistry.ts';
import { runIntegrationTest, type TestFinding } from '../../../core/src/integrations/integrationTester.ts';
import { createLogger } from '../../../core/src/logger.ts';
import { OutgoingClient } from '../../../core/src/net/outgoingClient.ts';
import type { GuardOptions } from '../../../core/src/net/outgoingUrlGuard.ts';
import { SavedUrlCheck } from '../../../core/src/net/savedUrlCheck.ts';
import integrationsPlugin from '../../../plugins/integrations/src/server/plugin.ts';
import { FakeIntegrationApis } from '../../fakes/integrationApis/fakeIntegrationApis.ts';

// The connection tests of plugins/integrations against local fakes of the services' APIs, run
// as the core runs them: through the guarded outgoing client (here allowing loopback, where the
// fakes listen) and with the endpoints an operator would point elsewhere (INTEGRATION_ENDPOINTS).

const fake = new FakeIntegrationApis();
// `*.example.test` stands for the services' public hosts (the fake, which only these tests let in); `private.example.test` for a name pointing inside.
const guard: GuardOptions & { lookup: NonNullable<GuardOptions['lookup']> } = {
  lookup: (hostname, callback) =>
    hostname === 'private.example.test'
      ? callback(null, [{ address: '10.0.0.1', family: 4 }])
      : hostname.endsWith('.example.test')
        ? callback(null, [{ address: '127.0.0.1', family: 4 }])
        : callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), []),
  allowAddress: (address) => address === '127.0.0.1',
};
const client = new OutgoingClient(guard, new SavedUrlCheck(guard));
/** Every URL a test asked the outgoing port for. */
const asked: string[] = [];
const outgoing: OutgoingPort = {
  fetch: (url, request) => {
    asked.push(url);
    return client.fetch(url, request);
  },
  checkUrl: (url, field) => client.checkUrl(url, field),
  checkSmtp: (server) => {
    asked.push(`smtp://${server.host}:${server.port}`);
    return client.checkSmtp(server);
  },
};
let registry: IntegrationRegistry;

beforeAll(async () => {
  await fake.start();
  const override = (integration: string, endpoint: string, url: string) => ({ integration, endpoint, url });
  registry = IntegrationRegistry.of(
    [{ plugin: integrationsPlugin }],
    [
      override('amazon-ses', 'api', fake.url('email.{region}.ses')),
      override('sendgrid', 'api', fake.url('sendgrid')),
      override('stripe', 'api', fake.url('stripe')),
      override('paypal', 'api', fake.url('paypal')),
      override('paypal', 'sandbox', fake.url('paypal-sandbox')),
      override('razorpay', 'api', fake.url('razorpay')),
      override('paymongo', 'api', fake.url('paymongo')),
      override('gkash', 'api', fake.url('gkash')),
      override('gkash', 'sandbox', fake.url('gkash-staging')),
      override('openai', 'api', `${fake.url('openai')}/v1`),
      override('sendfox', 'api', fake.url('sendfox')),
      override('mailchimp', 'api', fake.url('{dc}.mailchimp')),
      override('klaviyo', 'api', fake.url('klaviyo')),
      override('getresponse', 'api', fake.url('getresponse')),
      override('cloudflare', 'api', fake.url('cloudflare')),
    ],
  );
});
afterAll(() => fake.stop());
beforeEach(() => {
  asked.length = 0;
});

function test(id: string, credentials: Record<string, string>): Promise<TestFinding> {
  const definition = registry.get(id)!.definition;
  return runIntegrationTest(id, definition, credentials, { outgoing, endpoint: (name) => registry.endpoint(id, name), logger: createLogger('silent') });
}

interface Case {
  id: string;
  /** The fake's service that answers. */
  service: string;
  name: string;
  good(): Record<string, string>;
  wrong(): Record<string, string>;
  /** The host the request must reach, e.g. `us21.mailchimp.example.test`. */
  host(): string;
}

const c = () => fake.credentials;
const cases: Case[] = [
  {
    id: 'amazon-ses',
    service: 'ses',
    name: 'Amazon SES',
    host: () => `email.${c().ses.region}.ses.example.test`,
    good: () => ({ region: c().ses.region, key: c().ses.accessKeyId, secret: c().ses.secretAccessKey }),
    wrong: () => ({ region: c().ses.region, key: c().ses.accessKeyId, secret: 'not-the-secret' }),
  },
  {
    id: 'sendgrid',
    service: 'sendgrid',
    name: 'SendGrid',
    host: () => 'sendgrid.example.test',
    good: () => ({ api_key: c().sendgrid.apiKey }),
    wrong: () => ({ api_key: 'SG.wrong.key' }),
  },
  {
    id: 'stripe',
    service: 'stripe',
    name: 'Stripe',
    host: () => 'stripe.example.test',
    good: () => ({ mode: 'sandbox', test_publishable_key: 'pk_test_1', test_secret_key: c().stripe.test }),
    wrong: () => ({ mode: 'sandbox', test_publishable_key: 'pk_test_1', test_secret_key: 'sk_test_wrong' }),
  },
  {
    id: 'paypal',
    service: 'paypal',
    name: 'PayPal',
    host: () => 'paypal-sandbox.example.test',
    good: () => ({ mode: 'sandbox', sandbox_client_id: c().paypal.sandbox.id, sandbox_client_secret: c().paypal.sandbox.secret }),
    // The live pair sent to the sandbox: PayPal's environments know only their own apps.
    wrong: () => ({ mode: 'sandbox', sandbox_client_id: c().paypal.live.id, sandbox_client_secret: c().paypal.live.secret }),
  },
  {
    id: 'razorpay',
    service: 'razorpay',
    name: 'Razorpay',
    host: () => 'razorpay.example.test',
    good: () => ({ mode: 'sandbox', test_key_id: c().razorpay.id, test_key_secret: c().razorpay.secret }),
    wrong: () => ({ mode: 'sandbox', test_key_id: c().razorpay.id, test_key_secret: 'wrong' }),
  },
  {
    id: 'paymongo',
    service: 'paymongo',
    name: 'PayMongo',
    host: () => 'paymongo.example.test',
    good: () => ({ mode: 'sandbox', test_public_key: 'pk_test_1', test_secret_key: c().paymongo.secret }),
    wrong: () => ({ mode: 'sandbox', test_public_key: 'pk_test_1', test_secret_key: 'sk_test_wrong' }),
  },
  {
    id: 'gkash',
    service: 'gkash',
    name: 'Gkash',
    host: () => 'gkash-staging.example.test',
    good: () => ({ mode: 'sandbox', sandbox_cid: c().gkash.sandbox.cid, sandbox_signature_key: c().gkash.sandbox.key }),
    wrong: () => ({ mode: 'sandbox', sandbox_cid: c().gkash.sandbox.cid, sandbox_signature_key: 'not-the-key' }),
  },
  {
    id: 'openai',
    service: 'openai',
    name: 'OpenAI',
    host: () => 'openai.example.test',
    good: () => ({ access_token: c().openai.token }),
    wrong: () => ({ access_token: 'sk-wrong' }),
  },
  {
    id: 'sendfox',
    service: 'sendfox',
    name: 'SendFox',
    host: () => 'sendfox.example.test',
    good: () => ({ access_token: c().sendfox.token }),
    wrong: () => ({ access_token: 'wrong' }),
  },
  {
    id: 'mailchimp',
    service: 'mailchimp',
    name: 'Mailchimp',
    host: () => 'us21.mailchimp.example.test',
    good: () => ({ access_token: c().mailchimp.key }),
    wrong: () => ({ access_token: '0123abcd-us21' }),
  },
  {
    id: 'activecampaign',
    service: 'activecampaign',
    name: 'ActiveCampaign',
    host: () => 'acme.activecampaign.example.test',
    good: () => ({ access_token: c().activecampaign.token, api_url: fake.url('acme.activecampaign') }),
    wrong: () => ({ access_token: 'wrong', api_url: fake.url('acme.activecampaign') }),
  },
  {
    id: 'klaviyo',
    service: 'klaviyo',
    name: 'Klaviyo',
    host: () => 'klaviyo.example.test',
    good: () => ({ api_key: c().klaviyo.key }),
    wrong: () => ({ api_key: 'pk_wrong' }),
  },
  {
    id: 'getresponse',
    service: 'getresponse',
    name: 'GetResponse',
    host: () => 'getresponse.example.test',
    good: () => ({ api_key: c().getresponse.key }),
    wrong: () => ({ api_key: 'wrong' }),
  },
  {
    id: 'cloudflare',
    service: 'cloudflare',
    name: 'Cloudflare',
    host: () => 'cloudflare.example.test',
    good: () => ({ access_token: c().cloudflare.token }),
    wrong: () => ({ access_token: 'wrong' }),
  },
];

describe.each(cases)('$id connection test', ({ id, service, name, good, wrong, host }) => {
  it('passes with the right credentials, asking the service through the outgoing port', async () => {
    const before = fake.requests.length;
    expect(await test(id, good())).toEqual({ ok: true, message: null });
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!).hostname).toBe(host());
    expect(fake.requests.slice(before)).toEqual([expect.stringMatching(new RegExp(`^${service} [A-Z]+ ${host().replaceAll('.', '\\.')} /`))]);
  });

  it('says the service refused the credentials and what to do', async () => {
    const finding = await test(id, wrong());
    expect(finding.ok).toBe(false);
    expect(finding.message).toContain(`${name} refused these credentials`);
    expect(finding.message).toMatch(/(Copy|Check|Create|Give)/);
  });

  it('tells a rate limit apart from a refused key', async () => {
    fake.failNext(service, 429);
    const finding = await test(id, good());
    expect(finding).toEqual({ ok: false, message: `${name} is limiting requests right now (too many requests). Wait a minute, then test again.` });
  });

  it("tells the service's own outage apart from a refused key", async () => {
    fake.failNext(service, 503);
    const finding = await test(id, good());
    expect(finding.ok).toBe(false);
    expect(finding.message).toContain(`${name} had a problem on its side (HTTP 503)`);
  });
});

describe('what each service checks beyond the key', () => {
  it('Amazon SES: an unknown key id, a region without production access, a region that is no region', async () => {
    const { region, accessKeyId, secretAccessKey } = c().ses;
    expect((await test('amazon-ses', { region, key: 'AKIAUNKNOWN', secret: secretAccessKey })).message).toContain(
      'The security token included in the request is invalid',
    );
    const sandboxed = await test('amazon-ses', { region: 'ap-south-1', key: accessKeyId, secret: secretAccessKey });
    expect(sandboxed.ok).toBe(true);
    expect(sandboxed.message).toContain('still in the sandbox');
    expect(await test('amazon-ses', { region: 'evil.com/x', key: accessKeyId, secret: secretAccessKey })).toEqual({
      ok: false,
      message: expect.stringContaining('is not an AWS region'),
    });
    expect(asked.some((url) => url.includes('evil'))).toBe(false);
  });

  it('SendGrid: a key without the Mail Send permission', async () => {
    c().sendgrid.scopes = ['templates.read'];
    try {
      expect((await test('sendgrid', { api_key: c().sendgrid.apiKey })).message).toContain('Mail Send');
    } finally {
      c().sendgrid.scopes = ['mail.send', 'templates.read'];
    }
  });

  it('Stripe: a live key saved as the test key, and a mode whose pair is missing', async () => {
    const livePosingAsTest = await test('stripe', { mode: 'sandbox', test_publishable_key: 'pk', test_secret_key: c().stripe.live });
    expect(livePosingAsTest.message).toContain('This is a Stripe live key, entered as the test secret key');
    expect(await test('stripe', { mode: 'live', test_secret_key: c().stripe.test })).toEqual({
      ok: false,
      message: 'Enter the live publishable key and the secret key, or switch the mode to sandbox.',
    });
    expect((await test('stripe', { mode: 'live', live_publishable_key: 'pk_live_1', live_secret_key: c().stripe.live })).ok).toBe(true);
  });

  it('Gkash: live mode asks the live host; a merchant id the host does not know is refused', async () => {
    const { live, sandbox } = c().gkash;
    expect(await test('gkash', { mode: 'live', live_cid: live.cid, live_signature_key: live.key })).toEqual({ ok: true, message: null });
    expect(new URL(asked[0]!).hostname).toBe('gkash.example.test');
    expect(await test('gkash', { mode: 'live', live_cid: sandbox.cid, live_signature_key: sandbox.key })).toEqual({
      ok: false,
      message: 'Gkash refused these credentials ("Invalid CID"). Copy the live merchant id (CID) and signature key again from the e-mail Gkash sent them in.',
    });
  });

  it('PayPal: live mode asks the live host', async () => {
    expect((await test('paypal', { mode: 'live', live_client_id: c().paypal.live.id, live_client_secret: c().paypal.live.secret })).ok).toBe(true);
    expect(new URL(asked[0]!).hostname).toBe('paypal.example.test');
  });

  it('OpenAI: an account without credit, and an OpenAI-compatible server at its own base URL', async () => {
    c().openai.credit = false;
    try {
      expect((await test('openai', { access_token: c().openai.token })).message).toContain('no credit left (insufficient_quota)');
    } finally {
      c().openai.credit = true;
    }
    expect(await test('openai', { access_token: c().openai.token, url: `${fake.url('openai')}/v1/` })).toEqual({ ok: true, message: null });
    expect(await test('openai', { access_token: c().openai.token, url: 'http://private.example.test/v1' })).toEqual({
      ok: false,
      message: expect.stringContaining('OpenAI was refused'),
    });
  });

  it('SendFox: an account on the free plan', async () => {
    c().sendfox.paidPlan = false;
    try {
      expect((await test('sendfox', { access_token: c().sendfox.token })).message).toContain('paid plans only');
    } finally {
      c().sendfox.paidPlan = true;
    }
  });

  it('Mailchimp: the data center comes from the key; a key without one is refused before any request', async () => {
    expect((await test('mailchimp', { access_token: c().mailchimp.key.replace(/-us21$/, '-us5') })).message).toContain(
      'attempted to access the wrong datacenter',
    );
    expect(new URL(asked[0]!).hostname).toBe('us5.mailchimp.example.test');
    asked.length = 0;
    expect((await test('mailchimp', { access_token: c().mailchimp.key.replace(/-us21$/, '') })).message).toContain('ends with its data center');
    expect((await test('mailchimp', { access_token: 'abc-evil.com#' })).message).toContain('ends with its data center');
    expect(asked).toEqual([]);
  });

  it('ActiveCampaign: an API URL pointing at a private address is refused by the guard, and nothing is sent', async () => {
    const before = fake.requests.length;
    const finding = await test('activecampaign', { access_token: c().activecampaign.token, api_url: 'http://private.example.test/' });
    expect(finding.ok).toBe(false);
    expect(finding.message).toContain('The address of ActiveCampaign was refused');
    expect(finding.message).toContain('10.0.0.1');
    expect(fake.requests.length).toBe(before);
    expect((await test('activecampaign', { access_token: c().activecampaign.token, api_url: `${fake.url('acme.activecampaign')}/api/3` })).ok).toBe(true);
  });

  it('Klaviyo: a key without the Accounts read scope', async () => {
    c().klaviyo.scopes = [];
    try {
      expect((await test('klaviyo', { api_key: c().klaviyo.key })).message).toContain('"Accounts: read" scope');
    } finally {
      c().klaviyo.scopes = ['accounts:read'];
    }
  });

  it('Cloudflare: the Global API Key with its e-mail, and a token that expired', async () => {
    const { email, globalKey } = c().cloudflare;
    expect(await test('cloudflare', { access_token: globalKey, cloudflare_email: email })).toEqual({ ok: true, message: null });
    expect(new URL(asked[0]!).pathname).toBe('/client/v4/user');
    expect((await test('cloudflare', { access_token: 'wrong', cloudflare_email: email })).message).toContain('Unknown X-Auth-Key or X-Auth-Email');
    c().cloudflare.tokenStatus = 'expired';
    try {
      expect((await test('cloudflare', { access_token: c().cloudflare.token })).message).toContain('token is expired');
    } finally {
      c().cloudflare.tokenStatus = 'active';
    }
  });
});

describe('SMTP', () => {
  // A submission port that requires a sign-in, as mail providers' do; STARTTLS is not offered.
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.username === 'mailer' && auth.password === 'app password'
          ? callback(null, { user: 'mailer' })
          : callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 })),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const smtpCredentials = (overrides: Record<string, string> = {}) => ({
    default_from_email: 'shop@example.com',
    username: 'mailer',
    password: 'app password',
    host: 'smtp.example.test',
    port: String(port),
    secure: 'none',
    ...overrides,
  });

  it('signs in to the server through the guarded SMTP check, sending nothing', async () => {
    expect(await test('smtp', smtpCredentials())).toEqual({ ok: true, message: null });
    expect(asked).toEqual([`smtp://smtp.example.test:${port}`]);
  });

  it('says what failed: the sign-in, STARTTLS, a private address, the port', async () => {
    expect((await test('smtp', smtpCredentials({ password: 'wrong' }))).message).toMatch(
      /refused the username and password \("535 Authentication credentials invalid"\)/,
    );
    expect((await test('smtp', smtpCredentials({ secure: 'tls' }))).message).toContain('did not secure the connection with STARTTLS');
    expect((await test('smtp', smtpCredentials({ host: 'private.example.test' }))).message).toContain('10.0.0.1, which is not a public address');
    expect((await test('smtp', smtpCredentials({ port: '70000' }))).message).toContain('Enter the SMTP port');
  });
});
it('the listed integrations and the workflow connector have no form, hence no connection test', () => {
  for (const id of ['shopify', 'lazada', 'zapier', 'integromat']) expect(registry.get(id)!.definition.setup).toEqual({ kind: 'listed' });
  expect(registry.get('pabbly-connect')!.definition.setup).toEqual({ kind: 'link', href: '/developers/api', label: 'link.apiReference' });
});
