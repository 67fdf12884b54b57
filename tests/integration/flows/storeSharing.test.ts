import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ApiClient } from '../../support/apiClient.ts';
import type { TestPlatform } from '../../support/testPlatform.ts';
import {
  createFlow,
  flowFeature,
  givePackage,
  greetingGraph,
  registerOwner,
  saveDraft,
  startFlowWorld,
  teamMember,
  fullAccess,
  flowSlug,
  type Owner,
} from './storeWorld.ts';

/**
 * Sharing flows and suitcases between accounts (spec 2, 2, 3, 5 and 8): the refusals with the
 * spec's texts, the public share screen's answer, the import of the latest published version
 * (status shared, counted against the receiver's limit), and suitcases shared by login email,
 * deleted only when empty.
 */
let t: TestPlatform;
let alice: Owner;
let bob: Owner;
let carol: Owner;

beforeAll(async () => {
  t = await startFlowWorld();
  alice = await registerOwner(t, 'Alice Sharer');
  bob = await registerOwner(t, 'Bob Receiver');
  carol = await registerOwner(t, 'Carol Bystander');
}, 120_000);
afterAll(async () => t?.stop());

const textOf = (graph: { nodes: Array<{ data: { items?: Array<{ text?: string }> } }> }) => graph.nodes[1]?.data.items?.[0]?.text;

describe('sharing a flow', () => {
  let flowId: number;

  it('refuses your own account, a user that does not exist and a shared flow, with the spec texts', async () => {
    flowId = await createFlow(alice.api, 'Lead magnet');
    const own = await alice.api.post(`/api/flows/${flowId}/share`, { email: alice.email });
    expect(own.status).toBe(422);
    expect(own.body.error.message).toBe('You cannot share a flow to your own account.');
    // A team member's login is the same account.
    await teamMember(t, alice, 'Tim Teammate', [fullAccess(flowSlug)]);
    const members = (await alice.api.get('/api/team-members')).body.items;
    const tim = members.find((m: { name: string }) => m.name === 'Tim Teammate');
    expect((await alice.api.post(`/api/flows/${flowId}/share`, { email: tim.email })).body.error.message).toBe('You cannot share a flow to your own account.');
    const nobody = await alice.api.post(`/api/flows/${flowId}/share`, { email: 'nobody@example.com' });
    expect(nobody.status).toBe(422);
    expect(nobody.body.error).toEqual({
      code: 'UNPROCESSABLE',
      message: 'There is no user with this email.',
      fields: { email: 'There is no user with this email.' },
    });
    expect((await alice.api.post(`/api/flows/${flowId}/share`, { email: 'not an email' })).status).toBe(400);
  });

  it('shows the public share screen only once the flow is shared, without a session', async () => {
    const anonymous = new ApiClient(t.url);
    expect((await anonymous.get(`/api/flow-shares/${flowId}`)).status).toBe(404);
    const shared = await alice.api.post(`/api/flows/${flowId}/share`, { email: bob.email.toUpperCase() });
    expect(shared.status).toBe(200);
    expect(shared.body).toEqual({ ok: true });
    expect((await alice.api.post(`/api/flows/${flowId}/share`, { email: bob.email })).status).toBe(200); // twice: no change
    const info = await anonymous.get(`/api/flow-shares/${flowId}`);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({ flowId, name: 'Lead magnet', channel: 'messenger', ownerName: 'Alice Sharer' });
  });

  it('imports the latest published version into the receiver’s account as a shared flow', async () => {
    expect((await saveDraft(alice.api, flowId, greetingGraph('Published words'))).status).toBe(200);
    expect((await alice.api.post(`/api/flows/${flowId}/publish`)).status).toBe(200);
    expect((await saveDraft(alice.api, flowId, greetingGraph('Unpublished words'))).status).toBe(200);

    expect((await new ApiClient(t.url).post(`/api/flow-shares/${flowId}/import`, {})).status).toBe(401);
    expect((await carol.api.post(`/api/flow-shares/${flowId}/import`, {})).status).toBe(404);
    expect((await alice.api.post(`/api/flow-shares/${flowId}/import`, {})).status).toBe(404);

    const imported = await bob.api.post(`/api/flow-shares/${flowId}/import`, { channelAccountId: `page-${bob.accountId}-7` });
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({
      name: 'Lead magnet',
      channel: 'messenger',
      status: 'shared',
      channelAccountId: `page-${bob.accountId}-7`,
      publishedVersion: null,
      isClone: false,
    });
    const copy = (await bob.api.get(`/api/flows/${imported.body.id}`)).body;
    expect(textOf(copy.draft)).toBe('Published words');
    expect((await alice.api.get(`/api/flows/${imported.body.id}`)).status).toBe(404);

    // The import is Bob's own: he may publish it, and it stays 'shared', which cannot be shared again.
    expect((await bob.api.post(`/api/flows/${imported.body.id}/publish`)).body).toEqual({ version: 1, problems: [] });
    expect((await bob.api.get(`/api/flows/${imported.body.id}`)).body).toMatchObject({ status: 'shared', publishedVersion: 1 });
    const again = await bob.api.post(`/api/flows/${imported.body.id}/share`, { email: carol.email });
    expect(again.status).toBe(422);
    expect(again.body.error).toMatchObject({ message: 'Cannot share a shared flow', key: 'sharedFlowNotShareable' });
    const clone = await bob.api.post(`/api/flows/${imported.body.id}/clone`);
    expect(clone.body.status).toBe('shared');
  });

  it('imports the draft of a flow that was never published, and counts imports against the flow limit', async () => {
    const draftOnly = await createFlow(alice.api, 'Draft only');
    expect((await saveDraft(alice.api, draftOnly, greetingGraph('Draft words'))).status).toBe(200);
    expect((await alice.api.post(`/api/flows/${draftOnly}/share`, { email: carol.email })).status).toBe(200);
    await givePackage(t, carol.accountId, 'Single', [{ featureId: flowFeature, limit: 1, lifetimeLimit: 0 }]);
    const imported = await carol.api.post(`/api/flow-shares/${draftOnly}/import`, {});
    expect(imported.status).toBe(201);
    expect(textOf((await carol.api.get(`/api/flows/${imported.body.id}`)).body.draft)).toBe('Draft words');
    const second = await carol.api.post(`/api/flow-shares/${draftOnly}/import`, {});
    expect(second.status).toBe(403);
    expect(second.body.error.message).toBe(
      'Your Single package have reached the limit for this feature. You have already used-up 1/1. Please upgrade your account to do more.',
    );
  });

  it('takes a deleted flow off the share screen and out of reach of imports', async () => {
    const gone = await createFlow(alice.api, 'Soon deleted');
    expect((await alice.api.post(`/api/flows/${gone}/share`, { email: bob.email })).status).toBe(200);
    expect((await alice.api.request('DELETE', `/api/flows/${gone}`)).status).toBe(204);
    expect((await new ApiClient(t.url).get(`/api/flow-shares/${gone}`)).status).toBe(404);
    expect((await bob.api.post(`/api/flow-shares/${gone}/import`, {})).status).toBe(404);
  });
});

describe('suitcases', () => {
  let suitcaseId: number;
  let packed: number;

  it('groups the account’s flows and lists each suitcase with its flows', async () => {
    const created = await alice.api.post('/api/flow-suitcases', { name: 'Sales kit' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Sales kit', received: false, ownerName: null, flows: [], sharedWith: [] });
    suitcaseId = created.body.id;
    packed = await createFlow(alice.api, 'Packed flow');
    const moved = await alice.api.request('PATCH', `/api/flows/${packed}`, { suitcaseId });
    expect(moved.body.suitcaseId).toBe(suitcaseId);
    expect((await alice.api.get(`/api/flows?suitcaseId=${suitcaseId}`)).body.items.map((f: { id: number }) => f.id)).toEqual([packed]);
    const renamed = await alice.api.request('PATCH', `/api/flow-suitcases/${suitcaseId}`, { name: 'Sales kit 2' });
    expect(renamed.body).toMatchObject({ name: 'Sales kit 2', flows: [{ id: packed, name: 'Packed flow', channel: 'messenger', status: 'draft' }] });
  });

  it('shares a suitcase by login email: the receiver sees it and imports its flows, but cannot change it', async () => {
    const own = await alice.api.post(`/api/flow-suitcases/${suitcaseId}/share`, { email: alice.email });
    expect(own.body.error.message).toBe('You cannot share a suitcase to your own account.');
    expect((await alice.api.post(`/api/flow-suitcases/${suitcaseId}/share`, { email: 'ghost@example.com' })).body.error.message).toBe(
      'There is no user with this email.',
    );
    expect((await bob.api.post(`/api/flow-shares/${packed}/import`, {})).status).toBe(404);

    expect((await alice.api.post(`/api/flow-suitcases/${suitcaseId}/share`, { email: bob.email })).body).toEqual({ ok: true });
    expect((await alice.api.get('/api/flow-suitcases')).body.items[0].sharedWith).toEqual([bob.email]);
    const received = (await bob.api.get('/api/flow-suitcases')).body.items;
    expect(received).toEqual([
      {
        id: suitcaseId,
        name: 'Sales kit 2',
        received: true,
        ownerName: 'Alice Sharer',
        flows: [{ id: packed, name: 'Packed flow', channel: 'messenger', status: 'draft' }],
        sharedWith: [],
        createdAt: expect.any(String),
      },
    ]);
    expect((await carol.api.get('/api/flow-suitcases')).body.items).toEqual([]);
    expect((await new ApiClient(t.url).get(`/api/flow-shares/${packed}`)).body.name).toBe('Packed flow');

    const imported = await bob.api.post(`/api/flow-shares/${packed}/import`, {});
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ name: 'Packed flow', status: 'shared', suitcaseId: null });
    expect((await bob.api.request('PATCH', `/api/flow-suitcases/${suitcaseId}`, { name: 'Mine now' })).status).toBe(404);
    expect((await bob.api.request('DELETE', `/api/flow-suitcases/${suitcaseId}`)).status).toBe(404);
    expect((await bob.api.request('PATCH', `/api/flows/${imported.body.id}`, { suitcaseId })).status).toBe(404);
  });

  it('deletes a suitcase only when no flow is in it', async () => {
    const full = await alice.api.request('DELETE', `/api/flow-suitcases/${suitcaseId}`);
    expect(full.status).toBe(409);
    expect(full.body.error).toEqual({ code: 'CONFLICT', message: 'Remove the flows from this suitcase before deleting it.' });
    expect((await alice.api.request('PATCH', `/api/flows/${packed}`, { suitcaseId: null })).body.suitcaseId).toBeNull();
    expect((await alice.api.request('DELETE', `/api/flow-suitcases/${suitcaseId}`)).status).toBe(204);
    expect((await alice.api.get('/api/flow-suitcases')).body.items).toEqual([]);
    expect((await bob.api.get('/api/flow-suitcases')).body.items).toEqual([]);
    expect((await alice.api.request('DELETE', `/api/flow-suitcases/${suitcaseId}`)).status).toBe(404);
  });
});
