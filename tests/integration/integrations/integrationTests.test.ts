import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { IntegrationsResponse } from '@chatmill/sdk/contracts';
import type { Owner } from '../flows/storeWorld.ts';
import { acmeMailValues, registerOwner, rightPassword, startIntegrationsWorld, type IntegrationsWorld } from './integrationsWorld.ts';

/**
 * POST /api/integrations/:id/test: the definition's own check, run against the fake Acme API
 * through the outgoing guard (INTEGRATION_ENDPOINTS points at the fake), with the stored
 * credentials or values not saved yet; the result of a stored test kept; a thrown error a failed
 * test with a generic message; at most 10 tests a minute per account, also when sent at once.
 */
let world: IntegrationsWorld;
let owner: Owner;

beforeAll(async () => {
  world = await startIntegrationsWorld();
  owner = await registerOwner(world.t, 'Tess Tester');
});
afterAll(async () => world?.stop());

const test = (who: Owner, id: string, values?: Record<string, string | null>) =>
  who.api.post(`/api/integrations/${id}/test`, values === undefined ? {} : { values });
const lastTest = async (who: Owner, id: string) => {
  const body = (await who.api.get('/api/integrations')).body as IntegrationsResponse;
  return body.groups.flatMap((group) => group.integrations).find((integration) => integration.id === id)!.state.lastTest;
};

describe('a connection test', () => {
  it('passes against the service with the stored credentials, and the result is kept', async () => {
    expect((await owner.api.request('PUT', '/api/integrations/acme-mail', { values: acmeMailValues() })).status).toBe(200);
    const calls = world.fake.calls.length;
    const res = await test(owner, 'acme-mail');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, message: 'acme-account-7', stored: true });
    expect(world.fake.calls.slice(calls)).toEqual([{ path: '/check', authorization: `Bearer ${rightPassword}` }]);
    expect(await lastTest(owner, 'acme-mail')).toEqual({ at: res.body.at, ok: true, message: 'acme-account-7' });
  });

  it('tries values not saved yet over the stored ones, without keeping the result', async () => {
    const res = await test(owner, 'acme-mail', { password: 'wrong-password' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, message: 'The service refused these credentials. Check the password.', stored: false });
    expect(world.fake.calls.at(-1)).toEqual({ path: '/check', authorization: 'Bearer wrong-password' });
    expect((await lastTest(owner, 'acme-mail'))!.ok).toBe(true);
  });

  it('fails with the stored wrong credentials, and the failure is kept', async () => {
    const other = await registerOwner(world.t, 'Wanda Wrong');
    expect((await other.api.request('PUT', '/api/integrations/acme-ai', { values: { access_token: 'not-the-token' } })).status).toBe(200);
    const res = await test(other, 'acme-ai');
    expect(res.body).toMatchObject({ ok: false, stored: true });
    expect(await lastTest(other, 'acme-ai')).toMatchObject({ ok: false, message: 'The service refused these credentials. Check the password.' });
    // Saving new credentials forgets the test of the old ones.
    expect((await other.api.request('PUT', '/api/integrations/acme-ai', { values: { access_token: rightPassword } })).status).toBe(200);
    expect(await lastTest(other, 'acme-ai')).toBeNull();
  });

  it('refuses a private address given to test with, naming the field', async () => {
    const res = await test(owner, 'acme-mail', { api_url: 'http://169.254.169.254/latest/meta-data/' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields['values.api_url']).toContain('private network');
  });

  it("refuses the test's request to a private address when it connects, as a failed test that says why", async () => {
    expect((await owner.api.request('PUT', '/api/integrations/acme-intranet', { values: { access_token: 'intranet-token' } })).status).toBe(200);
    const res = await test(owner, 'acme-intranet');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, message: 'The address was refused: 10.0.0.5 is not a public address.', stored: true });
  });

  it('answers a thrown error as a failed test with a generic message, never a 500 or the error', async () => {
    expect((await owner.api.request('PUT', '/api/integrations/acme-broken', { values: { api_key: 'broken-key-123' } })).status).toBe(200);
    const res = await test(owner, 'acme-broken');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, message: 'The connection test could not be completed. Check the values and try again.', stored: true });
    expect(JSON.stringify(res.body)).not.toContain('broken-key-123');
  });

  it('answers 404 for an integration that does not exist or has no test form', async () => {
    expect((await test(owner, 'no-such-thing')).status).toBe(404);
    expect((await test(owner, 'acme-zap')).status).toBe(400);
  });
});

describe('the bound on tests', () => {
  it('answers the 11th test in a minute with 429, also when all are sent at once', async () => {
    const busy = await registerOwner(world.t, 'Bea Busy');
    expect((await busy.api.request('PUT', '/api/integrations/acme-mail', { values: acmeMailValues() })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 14 }, () => test(busy, 'acme-mail')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.error.message).toBe('You ran 10 connection tests in a minute. Wait 1 minute and test again.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account has a bound of its own.
    expect((await test(owner, 'acme-mail')).status).toBe(200);
  });
});
