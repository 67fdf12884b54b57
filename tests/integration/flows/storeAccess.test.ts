import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ApiClient } from '../../support/apiClient.ts';
import type { TestPlatform } from '../../support/testPlatform.ts';
import {
  createFlow,
  flowFeature,
  flowSlug,
  fullAccess,
  givePackage,
  greetingGraph,
  readOnly,
  registerOwner,
  saveDraft,
  startFlowWorld,
  teamMember,
} from './storeWorld.ts';

/**
 * Who may do what with flows: the channel's flow limit with the spec's refusal texts (create,
 * clone, delete giving the use back, undo taking it again), the channel's flow-builder slug
 * for team members ('ACTION DENIED!'), and another account's flow ids answered as missing.
 */
let t: TestPlatform;

beforeAll(async () => {
  t = await startFlowWorld();
}, 120_000);
afterAll(async () => t?.stop());

const denied = { code: 'FORBIDDEN', message: 'Sorry, your account does not have permission for this action.' };
const usedOf = async (api: ApiClient) => (await api.get('/api/account/usage')).body.features.find((f: { featureId: number }) => f.featureId === flowFeature);

describe('flow limits', () => {
  it('counts flows against the channel’s flow feature: create, clone, delete and undo', async () => {
    const owner = await registerOwner(t, 'Lena Limited');
    await givePackage(t, owner.accountId, 'Starter', [{ featureId: flowFeature, limit: 2, lifetimeLimit: 0 }]);
    const first = await createFlow(owner.api, 'One');
    await createFlow(owner.api, 'Two');
    const limit = {
      code: 'LIMIT_REACHED',
      message: 'Your Starter package have reached the limit for this feature. You have already used-up 2/2. Please upgrade your account to do more.',
    };

    const third = await owner.api.post('/api/flows', { name: 'Three', channel: 'messenger' });
    expect(third.status).toBe(403);
    expect(third.body.error).toEqual(limit);
    const clone = await owner.api.post(`/api/flows/${first}/clone`);
    expect(clone.status).toBe(403);
    expect(clone.body.error).toEqual(limit);
    expect((await owner.api.get('/api/flows')).body.total).toBe(2);
    expect(await usedOf(owner.api)).toMatchObject({ limit: 2, used: 2 });

    // A delete gives the use back; the undo needs it again.
    expect((await owner.api.request('DELETE', `/api/flows/${first}`)).status).toBe(204);
    expect(await usedOf(owner.api)).toMatchObject({ used: 1 });
    await createFlow(owner.api, 'Three');
    const undo = await owner.api.post(`/api/flows/${first}/restore`);
    expect(undo.status).toBe(403);
    expect(undo.body.error).toEqual(limit);
    expect((await owner.api.get(`/api/flows/${first}`)).status).toBe(404);
  });

  it('lets exactly the remaining number of concurrent creates through', async () => {
    const owner = await registerOwner(t, 'Rita Racer');
    await givePackage(t, owner.accountId, 'Starter', [{ featureId: flowFeature, limit: 3, lifetimeLimit: 0 }]);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => owner.api.post('/api/flows', { name: `Flow ${i}`, channel: 'messenger' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 403)).toHaveLength(5);
    expect((await owner.api.get('/api/flows')).body.total).toBe(3);
  });

  it('refuses flows to a package without the feature, naming the package', async () => {
    const owner = await registerOwner(t, 'Basil Basic');
    await givePackage(t, owner.accountId, 'Basic', []);
    const res = await owner.api.post('/api/flows', { name: 'Nope', channel: 'messenger' });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: 'FEATURE_NOT_IN_PACKAGE',
      message: 'Your Basic package does not have access to this feature. Please upgrade your account.',
    });
  });
});

describe('permissions of team members', () => {
  it('lets a member who may only read the flow builder read flows, and refuses every change', async () => {
    const owner = await registerOwner(t, 'Petra Permits');
    const id = await createFlow(owner.api, 'Guarded');
    expect((await saveDraft(owner.api, id, greetingGraph())).status).toBe(200);
    expect((await owner.api.post(`/api/flows/${id}/publish`)).status).toBe(200);
    const reader = await teamMember(t, owner, 'Rex Reader', [readOnly(flowSlug)]);

    expect((await reader.get('/api/flows?channel=messenger')).body.total).toBe(1);
    expect((await reader.get(`/api/flows/${id}`)).status).toBe(200);
    expect((await reader.get(`/api/flows/${id}/versions`)).status).toBe(200);
    expect((await reader.get(`/api/flows/${id}/versions/1/compare`)).status).toBe(200);
    const refusals = [
      await reader.post('/api/flows', { name: 'Mine', channel: 'messenger' }),
      await reader.request('PUT', `/api/flows/${id}/draft`, { graph: greetingGraph('Changed'), revision: 1 }),
      await reader.request('PATCH', `/api/flows/${id}`, { enabled: false }),
      await reader.post(`/api/flows/${id}/publish`),
      await reader.post(`/api/flows/${id}/clone`),
      await reader.post(`/api/flows/${id}/versions/1/restore`),
      await reader.request('DELETE', `/api/flows/${id}`),
      await reader.post('/api/flow-suitcases', { name: 'Mine' }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual(denied);
    }
    expect((await owner.api.get(`/api/flows/${id}`)).body).toMatchObject({ enabled: true, draftRevision: 1 });
  });

  it('refuses a member without the flow builder slug every flow of the account (403), and lists nothing', async () => {
    const owner = await registerOwner(t, 'Nora Nobody');
    const id = await createFlow(owner.api, 'Hidden');
    const outsider = await teamMember(t, owner, 'Olaf Outsider', [readOnly('team-members')]);
    const byId = await outsider.get(`/api/flows/${id}`);
    expect(byId.status).toBe(403);
    expect(byId.body.error).toEqual(denied);
    expect((await outsider.get('/api/flows?channel=messenger')).status).toBe(403);
    expect((await outsider.get('/api/flows')).body).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    expect((await outsider.get('/api/flow-suitcases')).status).toBe(403);

    const editor = await teamMember(t, owner, 'Edda Editor', [fullAccess(flowSlug)]);
    expect((await editor.get(`/api/flows/${id}`)).status).toBe(200);
    expect((await editor.post('/api/flows', { name: 'By Edda', channel: 'messenger' })).status).toBe(201);
  });
});

describe('another account', () => {
  it("answers every flow route on another account's ids as if they did not exist, and changes nothing", async () => {
    const a = await registerOwner(t, 'Alma Alpha');
    const b = await registerOwner(t, 'Bert Beta');
    const id = await createFlow(a.api, 'Alma secret flow');
    expect((await saveDraft(a.api, id, greetingGraph('Alma text'))).status).toBe(200);
    expect((await a.api.post(`/api/flows/${id}/publish`)).status).toBe(200);
    const suitcase = (await a.api.post('/api/flow-suitcases', { name: 'Alma case' })).body.id;
    const bFlow = await createFlow(b.api, 'Bert flow');

    const attempts = [
      await b.api.get(`/api/flows/${id}`),
      await b.api.request('PUT', `/api/flows/${id}/draft`, { graph: greetingGraph('Bert was here'), revision: 1 }),
      await b.api.request('PATCH', `/api/flows/${id}`, { name: 'Taken' }),
      await b.api.post(`/api/flows/${id}/publish`),
      await b.api.get(`/api/flows/${id}/versions`),
      await b.api.get(`/api/flows/${id}/versions/1`),
      await b.api.get(`/api/flows/${id}/versions/1/compare`),
      await b.api.post(`/api/flows/${id}/versions/1/restore`),
      await b.api.post(`/api/flows/${id}/clone`),
      await b.api.post(`/api/flows/${id}/share`, { email: b.email }),
      await b.api.request('DELETE', `/api/flows/${id}`),
      await b.api.post(`/api/flows/${id}/restore`),
      await b.api.post(`/api/flow-shares/${id}/import`, {}),
      await b.api.request('PATCH', `/api/flow-suitcases/${suitcase}`, { name: 'Taken' }),
      await b.api.post(`/api/flow-suitcases/${suitcase}/share`, { email: b.email }),
      await b.api.request('DELETE', `/api/flow-suitcases/${suitcase}`),
    ];
    for (const res of attempts) expect(res.status).toBe(404);
    expect(JSON.stringify(attempts.map((r) => r.body))).not.toMatch(/Alma/);

    // A's suitcase in B's own flow is answered like a suitcase that does not exist.
    const missing = await b.api.request('PATCH', `/api/flows/${bFlow}`, { suitcaseId: 2147483000 });
    const theirs = await b.api.request('PATCH', `/api/flows/${bFlow}`, { suitcaseId: suitcase });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);

    expect((await b.api.get('/api/flows')).body.items.map((f: { name: string }) => f.name)).toEqual(['Bert flow']);
    expect((await b.api.get(`/api/flows?suitcaseId=${suitcase}`)).body).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    expect((await b.api.get('/api/flow-suitcases')).body).toEqual({ items: [] });
    const unchanged = (await a.api.get(`/api/flows/${id}`)).body;
    expect(unchanged).toMatchObject({ name: 'Alma secret flow', draftRevision: 1, publishedVersion: 1 });
    expect((await a.api.get(`/api/flows/${id}/versions`)).body.items).toHaveLength(1);
  });
});
