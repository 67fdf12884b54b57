import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestPlatform } from '../../support/testPlatform.ts';
import { createFlow, forbiddenConnectionGraph, greetingGraph, registerOwner, saveDraft, startFlowWorld, unpublishableGraph, type Owner } from './storeWorld.ts';

/**
 * The flow store through the real product with a channel plugin (flows.md "The REST API"):
 * create, list, read, autosave with its revision conflict, the validator refusing a save and
 * a publish with the problems, numbered versions, compare, restore, clone, enable, delete and
 * undo. Limits, permissions and other accounts: storeAccess.test.ts; sharing and suitcases:
 * storeSharing.test.ts.
 */
let t: TestPlatform;
let owner: Owner;

beforeAll(async () => {
  t = await startFlowWorld();
  owner = await registerOwner(t, 'Olivia Owner');
}, 120_000);
afterAll(async () => t?.stop());

describe('creating and reading flows', () => {
  it('creates a draft whose graph is the Reference node alone, and lists and searches it', async () => {
    const res = await owner.api.post('/api/flows', { name: 'Welcome flow', channel: 'messenger' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Welcome flow',
      channel: 'messenger',
      channelAccountId: null,
      status: 'draft',
      enabled: true,
      isClone: false,
      publishedVersion: null,
      suitcaseId: null,
      draftRevision: 0,
      flowSlug: 'test-channel/flow-builder',
    });
    expect(res.body.draft.edges).toEqual([]);
    expect(res.body.draft.nodes).toEqual([expect.objectContaining({ id: 'start', type: 'Reference', position: { x: 0, y: 0 } })]);
    // The lone Reference stops publishing only: it must be connected to a first message.
    expect(res.body.problems).toEqual([expect.objectContaining({ code: 'referenceUnconnected', nodeId: 'start', blocks: 'publish' })]);

    expect((await owner.api.get(`/api/flows/${res.body.id}`)).body).toEqual(res.body);
    await createFlow(owner.api, 'Order status');
    const search = await owner.api.get('/api/flows?channel=messenger&q=welc');
    expect(search.status).toBe(200);
    expect(search.body.total).toBe(1);
    expect(search.body.items).toEqual([expect.objectContaining({ id: res.body.id, name: 'Welcome flow' })]);
    expect(search.body.items[0].draft).toBeUndefined();
    const all = await owner.api.get('/api/flows?pageSize=1');
    expect(all.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(all.body.items).toHaveLength(1);
    // The latest changed first, unless a sort is asked for (ServerDataTable's page, search, sort and order).
    expect(all.body.items[0].name).toBe('Order status');
    const byName = await owner.api.get('/api/flows?sort=name&order=asc&search=o');
    expect(byName.body.items.map((f: { name: string }) => f.name)).toEqual(['Order status', 'Welcome flow']);
  });

  it("refuses a channel without a plugin as 'Unlicensed Flow Builder', and a channel account that is not the account's", async () => {
    const telegram = await owner.api.post('/api/flows', { name: 'Bot', channel: 'telegram' });
    expect(telegram.status).toBe(422);
    expect(telegram.body.error).toEqual({ code: 'UNPROCESSABLE', message: 'Unlicensed Flow Builder' });
    expect((await owner.api.get('/api/flows?channel=telegram')).body.error.message).toBe('Unlicensed Flow Builder');

    const own = await owner.api.post('/api/flows', { name: 'On my page', channel: 'messenger', channelAccountId: `page-${owner.accountId}-1` });
    expect(own.status).toBe(201);
    expect(own.body.channelAccountId).toBe(`page-${owner.accountId}-1`);
    const theirs = await owner.api.post('/api/flows', { name: 'On their page', channel: 'messenger', channelAccountId: `page-${owner.accountId + 1000}-1` });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.fields).toEqual({ channelAccountId: 'There is no such channel account in your account.' });
    const byPage = await owner.api.get(`/api/flows?channelAccountId=page-${owner.accountId}-1`);
    expect(byPage.body.items.map((f: { name: string }) => f.name)).toEqual(['On my page']);
  });

  it('answers 404 for a flow that does not exist and 400 for an id that cannot be one', async () => {
    expect((await owner.api.get('/api/flows/2147483000')).status).toBe(404);
    expect((await owner.api.get('/api/flows/2147483000')).body.error.message).toBe('Selected Flow Does Not Exist');
    expect((await owner.api.get('/api/flows/abc')).status).toBe(400);
    expect((await owner.api.post('/api/flows', { name: '', channel: 'messenger' })).status).toBe(400);
    expect((await owner.api.post('/api/flows', { name: 'x', channel: 'fax' })).status).toBe(400);
  });
});

describe('autosave', () => {
  it('stores a draft at the current revision and refuses one from a stale window with CONFLICT', async () => {
    const id = await createFlow(owner.api, 'Autosaved');
    const saved = await owner.api.request('PUT', `/api/flows/${id}/draft`, { graph: greetingGraph(), revision: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ draftRevision: 1, problems: [] });

    const stale = await owner.api.request('PUT', `/api/flows/${id}/draft`, { graph: greetingGraph('Overwritten?'), revision: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({
      code: 'CONFLICT',
      message: 'This flow was changed in another window. Reload it to get the latest version; your last change here was not saved.',
    });
    const detail = (await owner.api.get(`/api/flows/${id}`)).body;
    expect(detail.draftRevision).toBe(1);
    expect(detail.draft.nodes[1].data.items[0].text).toBe('Hi there');
  });

  it('lets exactly one of two windows saving the same revision at once win', async () => {
    const id = await createFlow(owner.api, 'Raced');
    const results = await Promise.all(
      ['A', 'B'].map((text) => owner.api.request('PUT', `/api/flows/${id}/draft`, { graph: greetingGraph(text), revision: 0 })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await owner.api.get(`/api/flows/${id}`)).body.draftRevision).toBe(1);
  });

  it("refuses a draft with a 'save' problem with every problem, and keeps the draft as it was", async () => {
    const id = await createFlow(owner.api, 'Refused');
    const res = await saveDraft(owner.api, id, forbiddenConnectionGraph());
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({ code: 'UNPROCESSABLE', message: 'This flow cannot be saved as it is. Fix the problems marked in the editor.' });
    expect(res.body.problems).toContainEqual(
      expect.objectContaining({ code: 'edgeTargetNotAccepted', message: 'Connection Not Allowed', edgeId: 'bad', blocks: 'save' }),
    );
    const detail = (await owner.api.get(`/api/flows/${id}`)).body;
    expect(detail.draftRevision).toBe(0);
    expect(detail.draft.nodes).toHaveLength(1);
  });

  it("names, from the first save, a postback id longer than the channel's payload field", async () => {
    const id = await createFlow(owner.api, 'Long postback');
    const graph = greetingGraph();
    const long = 'P'.repeat(65);
    graph.nodes[1]!.data = {
      items: [{ id: 'b1', kind: 'buttons', text: 'Pick', buttons: [{ id: 'x', type: 'postback', title: 'Other flow', payload: long }] }],
    };
    const res = await saveDraft(owner.api, id, graph);
    expect(res.status).toBe(200);
    expect(res.body.problems).toContainEqual(
      expect.objectContaining({ code: 'payloadTooLong', nodeId: 'm1', blocks: 'publish', params: expect.objectContaining({ count: 65, max: 64 }) }),
    );
  });

  it('refuses a graph that breaks the graph schema with VALIDATION_FAILED, not a 500', async () => {
    const id = await createFlow(owner.api, 'Malformed');
    const res = await owner.api.request('PUT', `/api/flows/${id}/draft`, { graph: { nodes: [{ id: 'x y', type: 'Reference' }], edges: [] }, revision: 0 });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('publishing and versions', () => {
  let id: number;
  // The other flows of this account start on 'hello': a different keyword, or publishing meets 'Keyword Conflict Detected'.

  it('stores a draft that only publishing problems stop, and refuses to publish it, naming each node', async () => {
    id = await createFlow(owner.api, 'Published flow');
    const saved = await saveDraft(owner.api, id, unpublishableGraph());
    expect(saved.status).toBe(200);
    expect(saved.body.problems).toEqual([expect.objectContaining({ code: 'nodeUnconnected', message: 'Unconnected Step', nodeId: 'lone', blocks: 'publish' })]);

    const refused = await owner.api.post(`/api/flows/${id}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({ code: 'UNPROCESSABLE', message: 'This flow cannot be published yet. Fix the problems marked in the editor.' });
    // The channel adapter's capabilities (3 buttons) and the validator's checks, together.
    expect(refused.body.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'tooManyButtons',
          message: 'Message Not Supported',
          nodeId: 'm1',
          detail: 'This message has 4 buttons; Test Channel shows at most 3.',
        }),
        expect.objectContaining({ code: 'nodeUnconnected', nodeId: 'lone' }),
      ]),
    );
    expect((await owner.api.get(`/api/flows/${id}`)).body).toMatchObject({ status: 'draft', publishedVersion: null });
    expect((await owner.api.get(`/api/flows/${id}/versions`)).body).toEqual({ items: [] });
  });

  it('publishes versions 1 and 2 and lists them, the latest first, with who published them', async () => {
    expect((await saveDraft(owner.api, id, greetingGraph('Hi there', 'versions'))).status).toBe(200);
    const first = await owner.api.post(`/api/flows/${id}/publish`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ version: 1, problems: [] });
    expect((await owner.api.get(`/api/flows/${id}`)).body).toMatchObject({ status: 'published', publishedVersion: 1 });

    expect((await saveDraft(owner.api, id, greetingGraph('Hi again', 'versions'))).status).toBe(200);
    expect((await owner.api.post(`/api/flows/${id}/publish`)).body).toEqual({ version: 2, problems: [] });

    const versions = await owner.api.get(`/api/flows/${id}/versions`);
    expect(versions.body.items).toEqual([
      { number: 2, publishedAt: expect.any(String), publishedBy: { id: owner.userId, name: 'Olivia Owner' } },
      { number: 1, publishedAt: expect.any(String), publishedBy: { id: owner.userId, name: 'Olivia Owner' } },
    ]);
    const v1 = await owner.api.get(`/api/flows/${id}/versions/1`);
    expect(v1.status).toBe(200);
    expect(v1.body.number).toBe(1);
    expect(v1.body.graph.nodes[1].data.items[0].text).toBe('Hi there');
    expect((await owner.api.get(`/api/flows/${id}/versions/3`)).status).toBe(404);
  });

  it('compares a version with the draft: added and removed nodes, changed texts by path, connections', async () => {
    const graph = greetingGraph('Welcome back!', 'versions');
    graph.nodes.push({ id: 'm2', type: 'NewMessageSet', position: { x: 500, y: 0 }, data: { items: [{ id: 't2', kind: 'text', text: 'Anything else?' }] } });
    graph.edges.push({ id: 'e2', source: 'm1', sourceHandle: 'next', target: 'm2' });
    graph.nodes[0]!.position = { x: 40, y: 40 }; // moved only: not a change
    expect((await saveDraft(owner.api, id, graph)).status).toBe(200);

    const res = await owner.api.get(`/api/flows/${id}/versions/1/compare`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      added: [{ nodeId: 'm2', type: 'NewMessageSet', label: 'Send Message' }],
      removed: [],
      changed: [
        {
          nodeId: 'm1',
          type: 'NewMessageSet',
          label: 'Send Message',
          texts: [{ path: 'items[0].text', before: 'Hi there', after: 'Welcome back!' }],
          settingsChanged: false,
        },
      ],
      edgesAdded: 1,
      edgesRemoved: 0,
    });
  });

  it('restores a version into the draft, so an editor still open on the old draft must reload', async () => {
    const before = (await owner.api.get(`/api/flows/${id}`)).body.draftRevision;
    const restored = await owner.api.post(`/api/flows/${id}/versions/1/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.draftRevision).toBe(before + 1);
    expect(restored.body.draft).toEqual((await owner.api.get(`/api/flows/${id}/versions/1`)).body.graph);
    expect(restored.body.publishedVersion).toBe(2);
    const stale = await owner.api.request('PUT', `/api/flows/${id}/draft`, { graph: greetingGraph('Old window'), revision: before });
    expect(stale.status).toBe(409);
    const compare = (await owner.api.get(`/api/flows/${id}/versions/1/compare`)).body;
    expect(compare).toEqual({ added: [], removed: [], changed: [], edgesAdded: 0, edgesRemoved: 0 });
  });

  it('refuses to publish a keyword another enabled flow of the channel account starts on, and not one of a switched-off flow', async () => {
    const other = await registerOwner(t, 'Kim Keywords');
    const first = await createFlow(other.api, 'First');
    expect((await saveDraft(other.api, first, greetingGraph('One', 'pricing'))).status).toBe(200);
    const second = await createFlow(other.api, 'Second');
    expect((await saveDraft(other.api, second, greetingGraph('Two', 'Pricing'))).status).toBe(200);
    const clash = await other.api.post(`/api/flows/${second}/publish`);
    expect(clash.status).toBe(422);
    expect(clash.body.problems).toEqual([
      expect.objectContaining({
        code: 'keywordConflict',
        message: 'Keyword Conflict Detected',
        nodeId: 'start',
        params: expect.objectContaining({ flowName: 'First' }),
      }),
    ]);
    expect((await other.api.request('PATCH', `/api/flows/${first}`, { enabled: false })).status).toBe(200);
    expect((await other.api.post(`/api/flows/${second}/publish`)).body).toEqual({ version: 1, problems: [] });
  });

  it('numbers concurrent publishes without a gap or a double, answering CONFLICT to a publish that lost the race', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => owner.api.post(`/api/flows/${id}/publish`)));
    for (const res of results) expect([200, 409]).toContain(res.status);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(res.body.error.message).toBe('This flow was published from another window at the same moment. Reload it to see the new version.');
    }
    const numbers = results
      .filter((r) => r.status === 200)
      .map((r) => r.body.version)
      .sort();
    expect(new Set(numbers).size).toBe(numbers.length);
    const listed = (await owner.api.get(`/api/flows/${id}/versions`)).body.items.map((v: { number: number }) => v.number);
    expect(listed).toEqual(Array.from({ length: 2 + numbers.length }, (_, i) => 2 + numbers.length - i));
  });
});

describe('clone, enable, rename, delete and undo', () => {
  it('clones the draft as "<name> (copy)", a new draft flow marked as a clone', async () => {
    const id = await createFlow(owner.api, 'Original');
    expect((await saveDraft(owner.api, id, greetingGraph('Copied text'))).status).toBe(200);
    const clone = await owner.api.post(`/api/flows/${id}/clone`);
    expect(clone.status).toBe(201);
    expect(clone.body).toMatchObject({ name: 'Original (copy)', isClone: true, status: 'draft', publishedVersion: null });
    expect(clone.body.id).not.toBe(id);
    const copied = (await owner.api.get(`/api/flows/${clone.body.id}`)).body;
    expect(copied.draft.nodes[1].data.items[0].text).toBe('Copied text');
    expect(copied.draftRevision).toBe(0);
  });

  it('switches a flow off and on and renames it', async () => {
    const id = await createFlow(owner.api, 'Switchable');
    const off = await owner.api.request('PATCH', `/api/flows/${id}`, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id, enabled: false, name: 'Switchable' });
    const renamed = await owner.api.request('PATCH', `/api/flows/${id}`, { name: 'Renamed', enabled: true });
    expect(renamed.body).toMatchObject({ enabled: true, name: 'Renamed' });
    expect((await owner.api.request('PATCH', `/api/flows/${id}`, {})).status).toBe(400);
    expect((await owner.api.request('PATCH', `/api/flows/${id}`, { suitcaseId: 2147483000 })).status).toBe(404);
  });

  it('deletes a flow so that it is gone from reads and lists, and brings it back on undo', async () => {
    const id = await createFlow(owner.api, 'Short-lived');
    const deleted = await owner.api.request('DELETE', `/api/flows/${id}`);
    expect(deleted.status).toBe(204);
    expect((await owner.api.get(`/api/flows/${id}`)).status).toBe(404);
    expect((await owner.api.get('/api/flows?q=Short-lived')).body.total).toBe(0);
    expect((await owner.api.request('DELETE', `/api/flows/${id}`)).status).toBe(404);

    const undo = await owner.api.post(`/api/flows/${id}/restore`);
    expect(undo.status).toBe(200);
    expect(undo.body).toMatchObject({ id, name: 'Short-lived' });
    expect((await owner.api.get(`/api/flows/${id}`)).status).toBe(200);
    expect((await owner.api.post(`/api/flows/${id}/restore`)).status).toBe(404);
  });
});
