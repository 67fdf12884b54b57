import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FlowGraphInput } from '@chatmill/sdk';
import { deliver, edge, events, newSubscriber, node, publishFlow, startRuntimeWorld, texts, type RuntimeWorld } from './runtimeWorld.ts';

/**
 * 'Postback ID already used' (spec 2, 8: an override confirmation): publishing a flow whose
 * Reference starts on a postback id another flow of the channel account starts on is refused
 * with the problem, naming that flow, until the owner overrides; then the flow published last
 * starts on it.
 */
let world: RuntimeWorld;
beforeAll(async () => {
  world = await startRuntimeWorld();
});
afterAll(async () => world.stop());

const offers = (text: string): FlowGraphInput => ({ nodes: [node.start({ postbackId: 'GET_OFFERS' }), node.text('m', text)], edges: [edge('start', 'm')] });

describe('a postback id two flows start on', () => {
  it('is refused at publish, naming the other flow, and taken over once the owner overrides', async () => {
    await publishFlow(world, 'Old offers', offers('old offers'));
    const created = await world.owner.post('/api/flows', { name: 'New offers', channel: 'telegram', channelAccountId: world.channelAccountId });
    const id = created.body.id as number;
    expect((await world.owner.request('PUT', `/api/flows/${id}/draft`, { graph: offers('new offers'), revision: created.body.draftRevision })).status).toBe(
      200,
    );

    const refused = await world.owner.post(`/api/flows/${id}/publish`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toEqual([
      expect.objectContaining({
        code: 'postbackIdUsed',
        message: 'Postback ID already used',
        nodeId: 'start',
        detail: 'The flow “Old offers” starts on the postback id “GET_OFFERS” too. Override to move it to this flow: “Old offers” then no longer starts on it.',
      }),
    ]);
    const ann = newSubscriber();
    await deliver(world, events.postback(ann, 'GET_OFFERS', 'Offers'));
    expect(texts(await world.platform.waitFor(ann, 1))).toEqual(['old offers']);

    const published = await world.owner.post(`/api/flows/${id}/publish`, { overridePostbackId: true });
    expect(published.status).toBe(200);
    await deliver(world, events.postback(ann, 'GET_OFFERS', 'Offers'));
    expect(texts(await world.platform.waitFor(ann, 2))).toEqual(['old offers', 'new offers']);
    // The body is checked: nothing else rides along.
    expect((await world.owner.post(`/api/flows/${id}/publish`, { override: 'yes' })).status).toBe(400);
  });
});
