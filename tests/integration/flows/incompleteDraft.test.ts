import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FlowGraphInput } from '@chatmill/sdk';
import type { TestPlatform } from '../../support/testPlatform.ts';
import { createFlow, registerOwner, saveDraft, startFlowWorld, type Owner } from './storeWorld.ts';

/**
 * Issue 21: a draft always saves while it is being filled in. Settings the schema still refuses
 * (an empty button title, a URL without https) are stored and come back as problems that stop
 * publishing, each naming its field in words; only a payload of the wrong shape is refused.
 */
let t: TestPlatform;
let owner: Owner;

beforeAll(async () => {
  t = await startFlowWorld();
  owner = await registerOwner(t, 'Ivy Incomplete');
}, 120_000);
afterAll(async () => t?.stop());

const start = { id: 'start', type: 'Reference', position: { x: 0, y: 0 }, data: { keywords: [{ text: 'unfinished', strictness: 'match' }] } };
const withButton = (title: string, url = 'https://example.com/'): FlowGraphInput => ({
  nodes: [
    start,
    {
      id: 'm1',
      type: 'NewMessageSet',
      position: { x: 250, y: 0 },
      data: {
        items: [
          {
            id: 'b1',
            kind: 'buttons',
            text: 'Shall we?',
            buttons: [
              { id: 'go', type: 'next_step', title },
              { id: 'site', type: 'url', title: 'Site', url },
            ],
          },
        ],
      },
    },
    { id: 'm2', type: 'NewMessageSet', position: { x: 500, y: 0 }, data: { items: [{ id: 't1', kind: 'text', text: 'Here we go.' }] } },
  ],
  edges: [
    { id: 'e1', source: 'start', sourceHandle: 'next', target: 'm1' },
    { id: 'e2', source: 'm1', sourceHandle: 'button:go', target: 'm2' },
  ],
});

describe('a draft being filled in', () => {
  it('stores a button without a title and a URL without https, with readable problems that stop publishing', async () => {
    const id = await createFlow(owner.api, 'Half done');
    const saved = await saveDraft(owner.api, id, withButton('', 'http://example.com/'));
    expect(saved.status).toBe(200);
    expect(saved.body.problems).toEqual([
      expect.objectContaining({
        code: 'settingEmpty',
        nodeId: 'm1',
        blocks: 'publish',
        message: 'Error: Values are missing',
        detail: 'Fill in the title of button 1 of message 1.',
      }),
      expect.objectContaining({
        code: 'settingMalformed',
        nodeId: 'm1',
        blocks: 'publish',
        detail: 'Correct the web address of button 2 of message 1: URLs must be HTTPS.',
      }),
    ]);

    // The draft came back as it was sent, edge from the untitled button included.
    const detail = (await owner.api.get(`/api/flows/${id}`)).body;
    expect(detail.draftRevision).toBe(1);
    expect(detail.draft.nodes[1].data.items[0].buttons[0].title).toBe('');
    expect(detail.draft.edges).toContainEqual(expect.objectContaining({ id: 'e2', sourceHandle: 'button:go' }));
    expect(detail.problems.map((problem: { code: string }) => problem.code)).toEqual(['settingEmpty', 'settingMalformed']);

    const refused = await owner.api.post(`/api/flows/${id}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toContainEqual(expect.objectContaining({ code: 'settingEmpty', nodeId: 'm1' }));

    expect((await saveDraft(owner.api, id, withButton('Yes'))).body.problems).toEqual([]);
    expect((await owner.api.post(`/api/flows/${id}/publish`)).status).toBe(200);
  });

  it('still refuses settings of the wrong shape, and a connection the rules forbid from an unfinished step', async () => {
    const id = await createFlow(owner.api, 'Broken');
    const broken = withButton('Yes');
    broken.nodes[1] = { ...broken.nodes[1]!, data: { items: 'not a list' } };
    const res = await saveDraft(owner.api, id, broken);
    expect(res.status).toBe(422);
    expect(res.body.problems).toContainEqual(expect.objectContaining({ code: 'invalidSettings', nodeId: 'm1', blocks: 'save' }));

    // The untitled Next Step button still leads only to a message.
    const wrongTarget = withButton('');
    wrongTarget.nodes[2] = { id: 'm2', type: 'Condition', position: { x: 500, y: 0 }, data: { rules: [{ kind: 'tag', op: 'is', tag: 'vip' }] } };
    const refused = await saveDraft(owner.api, id, wrongTarget);
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toContainEqual(expect.objectContaining({ code: 'edgeTargetNotAccepted', edgeId: 'e2', blocks: 'save' }));
    expect((await owner.api.get(`/api/flows/${id}`)).body.draftRevision).toBe(0);
  });
});
