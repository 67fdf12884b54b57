import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { isSealed, publicUrlMessages } from '@chatmill/sdk';
import type { IntegrationsResponse, IntegrationView } from '@chatmill/sdk/contracts';
import { integrationSecretPurpose } from '../../../core/src/integrations/integrationSecretColumn.ts';
import { allSealedColumns } from '../../../core/src/vault/coreSealedColumns.ts';
import { newKeySetting, parseKeys } from '../../../core/src/vault/keyRing.ts';
import { resealColumns } from '../../../core/src/vault/sealedColumns.ts';
import { Vault } from '../../../core/src/vault/vault.ts';
import { ApiClient } from '../../support/apiClient.ts';
import type { Owner } from '../flows/storeWorld.ts';
import { acmeMailValues, registerOwner, rightPassword, startIntegrationsWorld, type IntegrationsWorld } from './integrationsWorld.ts';

/**
 * /api/integrations through the real product, with the fixture plugin `connectors`: the list
 * grouped in the screen's order, saving with fields checked from the definitions, secrets sealed
 * at rest and never answered, another account's integrations out of reach, the plugins' port,
 * and `vault:rotate` re-sealing the secrets.
 */
let world: IntegrationsWorld;
let owner: Owner;
let stranger: Owner;

beforeAll(async () => {
  world = await startIntegrationsWorld();
  owner = await registerOwner(world.t, 'Ivy Integrations');
  stranger = await registerOwner(world.t, 'Sid Stranger');
});
afterAll(async () => world?.stop());

const put = (who: Owner, id: string, values: Record<string, string | null>) => who.api.request('PUT', `/api/integrations/${id}`, { values });
const list = async (who: Owner): Promise<IntegrationsResponse> => {
  const res = await who.api.get('/api/integrations');
  expect(res.status).toBe(200);
  return res.body as IntegrationsResponse;
};
const find = (body: IntegrationsResponse, id: string): IntegrationView | undefined =>
  body.groups.flatMap((group) => group.integrations).find((integration) => integration.id === id);
const secretRows = (accountId: number) =>
  world.t.platform.db
    .em()
    .execute<{ key: string; field: string; value: string }[]>(
      `select "key", "field", "value" from "integration_secret" where "account_id" = ? order by "field"`,
      [accountId],
    );

describe('GET /api/integrations', () => {
  it('refuses a visitor without a session', async () => {
    expect((await new ApiClient(world.t.url).get('/api/integrations')).status).toBe(401);
  });

  it("lists the brand's integrations grouped in the screen's order, none set up", async () => {
    const body = await list(owner);
    expect(body.groups.map((group) => [group.group, group.integrations.map((i) => i.id)])).toEqual([
      ['email', ['acme-mail']],
      ['ai', ['acme-ai']],
      ['marketing', ['acme-broken']],
      ['ecommerce', ['acme-shop']],
      ['automation', ['acme-zap']],
      ['hosting', ['acme-intranet']],
    ]);
    const mail = find(body, 'acme-mail')!;
    expect(mail).toMatchObject({ pluginId: 'connectors', name: 'Acme Mail', description: 'acmeMail.description', testable: true });
    expect(mail.setup.kind === 'form' && mail.setup.fields.map((f) => [f.key, f.type, f.required])).toEqual([
      ['host', 'text', true],
      ['port', 'number', true],
      ['default_from_email', 'email', true],
      ['secure', 'select', true],
      ['api_url', 'url', false],
      ['password', 'secret', true],
      ['signing_key', 'secret', false],
    ]);
    expect(mail.state).toEqual({
      connected: false,
      values: {},
      secrets: { password: { set: false }, signing_key: { set: false } },
      lastTest: null,
      updatedAt: null,
    });
    expect(find(body, 'acme-shop')!.setup).toEqual({ kind: 'link', href: '/acme-shop/plugins', label: 'acmeShop.open' });
    expect(find(body, 'acme-zap')!).toMatchObject({ setup: { kind: 'listed' }, testable: false });
  });
});

describe('PUT /api/integrations/:id', () => {
  it('saves the fields, seals the secret at rest and never answers it', async () => {
    const saved = await put(owner, 'acme-mail', acmeMailValues());
    expect(saved.status).toBe(200);
    expect(saved.body.state).toMatchObject({
      connected: true,
      values: { host: 'smtp.acme-mail.example', port: '587', default_from_email: 'hello@shop.example', secure: 'tls' },
      secrets: { password: { set: true }, signing_key: { set: false } },
    });
    const [row] = await secretRows(owner.accountId);
    expect(row!.field).toBe('password');
    expect(isSealed(row!.value)).toBe(true);
    expect(row!.value).not.toContain(rightPassword);
    const vault = world.t.platform.ports.vault;
    expect(vault.open({ owner: 'core', accountId: owner.accountId, purpose: integrationSecretPurpose('acme-mail', 'password') }, row!.value)).toBe(
      rightPassword,
    );
    // Bound to its account: the same sealed text does not open for another.
    expect(() =>
      vault.open({ owner: 'core', accountId: stranger.accountId, purpose: integrationSecretPurpose('acme-mail', 'password') }, row!.value),
    ).toThrow();
    const plain = await world.t.platform.db
      .em()
      .execute<{ values: unknown }[]>(`select "values" from "integration_connection" where "account_id" = ?`, [owner.accountId]);
    expect(JSON.stringify(plain)).not.toContain(rightPassword);
    for (const answer of [saved.body, await list(owner), (await owner.api.get('/api/openapi.json')).body]) {
      expect(JSON.stringify(answer)).not.toContain(rightPassword);
      expect(JSON.stringify(answer)).not.toContain(row!.value);
    }
  });

  it('keeps a secret left out (or sent empty), and removes one sent as null', async () => {
    expect((await put(owner, 'acme-mail', acmeMailValues({ signing_key: 'sign-me-please' }))).status).toBe(200);
    const before = await secretRows(owner.accountId);
    expect(before.map((row) => row.field)).toEqual(['password', 'signing_key']);

    const kept = await put(owner, 'acme-mail', acmeMailValues({ host: 'smtp2.acme-mail.example', password: '' }));
    expect(kept.status).toBe(200);
    expect(kept.body.state.values.host).toBe('smtp2.acme-mail.example');
    expect(kept.body.state.secrets).toEqual({ password: { set: true }, signing_key: { set: true } });
    expect((await secretRows(owner.accountId)).map((row) => row.value)).toEqual(before.map((row) => row.value));

    const cleared = await put(owner, 'acme-mail', { signing_key: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.state.secrets).toEqual({ password: { set: true }, signing_key: { set: false } });
    expect((await secretRows(owner.accountId)).map((row) => row.field)).toEqual(['password']);

    // A required secret cannot be removed.
    const refused = await put(owner, 'acme-mail', { password: null });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'values.password': 'Enter this secret; it is required.' });
  });

  it('answers 400 naming each bad field', async () => {
    const res = await put(stranger, 'acme-mail', {
      host: 'x'.repeat(51),
      port: 'five hundred',
      default_from_email: 'not an email',
      secure: 'starttls',
      api_url: 'ftp://files.example.com',
      nonsense: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.error.fields).sort()).toEqual(
      ['values.api_url', 'values.default_from_email', 'values.host', 'values.nonsense', 'values.password', 'values.port', 'values.secure'].sort(),
    );
    expect(res.body.error.fields).toMatchObject({
      'values.host': 'Use at most 50 characters.',
      'values.port': 'Enter a whole number.',
      'values.default_from_email': 'Enter an email address, such as name@example.com.',
      'values.secure': 'Choose one of: tls, ssl, none.',
      'values.nonsense': 'This integration has no field nonsense.',
      'values.password': 'Enter this secret; it is required.',
    });
    expect(await secretRows(stranger.accountId)).toEqual([]);
  });

  it.each(['http://127.0.0.1:8080/hook', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://10.1.2.3/'])(
    'refuses the url field %s when saved, naming the field',
    async (url) => {
      const res = await put(stranger, 'acme-mail', acmeMailValues({ api_url: url }));
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ 'values.api_url': publicUrlMessages.privateNetwork });
    },
  );

  it('answers 404 for an unknown integration and one without a form', async () => {
    expect((await put(owner, 'no-such-thing', { a: 'b' })).status).toBe(404);
    expect((await put(owner, 'acme-zap', { a: 'b' })).status).toBe(400);
  });
});

describe("another account's integrations", () => {
  it('cannot be read, changed, tested or removed', async () => {
    const mine = find(await list(owner), 'acme-mail')!;
    expect(mine.state.connected).toBe(true);
    expect(find(await list(stranger), 'acme-mail')!.state).toMatchObject({ connected: false, values: {}, secrets: { password: { set: false } } });
    // The stranger's own save and removal touch only the stranger's rows.
    expect((await put(stranger, 'acme-mail', { password: null })).status).toBe(400);
    expect((await stranger.api.request('DELETE', '/api/integrations/acme-mail')).status).toBe(404);
    const test = await stranger.api.post('/api/integrations/acme-mail/test', {});
    expect(test.status).toBe(400);
    expect(test.body.error.fields['values.password']).toBe('Enter this secret; it is required.');
    expect(find(await list(owner), 'acme-mail')!.state).toEqual(mine.state);
    expect((await secretRows(owner.accountId)).length).toBe(1);
  });
});

describe('ctx.integrations, the port plugins read', () => {
  it('opens the stored credentials for the account that asks, and the overridden endpoint', async () => {
    const mine = await owner.api.get('/api/connectors/probe');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ connected: true, passwordLength: rightPassword.length, host: 'smtp2.acme-mail.example', endpoint: world.fake.url });
    const theirs = await stranger.api.get('/api/connectors/probe');
    expect(theirs.body).toMatchObject({ connected: false, passwordLength: 0, host: null });
  });
});

describe('npm run vault:rotate', () => {
  it('re-seals the integration secrets with the new key, and they still open', async () => {
    const [before] = await secretRows(owner.accountId);
    const current = world.t.platform.ports.vault.current;
    const rotated = new Vault([...parseKeys([newKeySetting('rotated')]), current]);
    const count = await resealColumns(world.t.platform.db.em(), rotated, allSealedColumns(world.t.platform.plugins), 'stale');
    expect(count.resealed).toBeGreaterThanOrEqual(1);
    const [after] = await secretRows(owner.accountId);
    expect(rotated.keyIdOf(after!.value)).toBe('rotated');
    expect(after!.value).not.toBe(before!.value);
    const binding = { owner: 'core', accountId: owner.accountId, purpose: integrationSecretPurpose('acme-mail', 'password') };
    expect(rotated.open(binding, after!.value)).toBe(rightPassword);
    expect(() => new Vault([current]).open(binding, after!.value)).toThrow('rotated');
  });
});

describe('DELETE /api/integrations/:id', () => {
  it('removes the connection and its secrets', async () => {
    expect((await put(stranger, 'acme-ai', { access_token: 'stranger-token' })).status).toBe(200);
    const removed = await stranger.api.request('DELETE', '/api/integrations/acme-ai');
    expect(removed.status).toBe(204);
    expect(await secretRows(stranger.accountId)).toEqual([]);
    expect(find(await list(stranger), 'acme-ai')!.state.connected).toBe(false);
    expect((await stranger.api.request('DELETE', '/api/integrations/acme-ai')).status).toBe(404);
  });
});
