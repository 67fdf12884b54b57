import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { encodeFlowPayload } from '../../../core/src/flows/runtime/flowPayload.ts';
import { deliver, edge, events, newSubscriber, node, publishFlow, startRuntimeWorld, texts, type RuntimeWorld } from './runtimeWorld.ts';

/**
 * One-time notifications (Messenger OTN): the OTN node sends the platform's request template;
 * the subscriber's opt-in comes back as an optIn event with the payload and a one-time token,
 * which the runtime keeps on the request and continues the flow on the node's output.
 */
let world: RuntimeWorld;
beforeAll(async () => {
  world = await startRuntimeWorld();
});
afterAll(async () => world.stop());

const otnRow = async (externalId: string) => {
  const [row] = await world.t.platform.db
    .em()
    .execute<{ title: string; opted_in_at: Date | null; token: string | null }[]>(
      `select r."title", r."opted_in_at", r."token" from "otn_request" r join "subscriber" s on s."id" = r."subscriber_id" where s."external_id" = :externalId`,
      { externalId },
    );
  return row;
};
const outboundMessages = async (externalId: string) =>
  world.t.platform.db
    .em()
    .execute<{ message: { kind: string; title?: string; payload?: string } | string }[]>(
      `select m."message" from "outbound_message" m join "subscriber" s on s."id" = m."subscriber_id" where s."external_id" = :externalId order by m."id"`,
      { externalId },
    );

describe('one-time notifications', () => {
  it('asks with the template, keeps the token of the opt-in and continues on the output', async () => {
    const flowId = await publishFlow(world, 'Restock', {
      nodes: [
        node.start({ keywords: [{ text: 'restock', strictness: 'match' }] }),
        { id: 'o', type: 'OTN', position: { x: 0, y: 0 }, data: { title: 'Back in stock?', topic: 'restock' } },
        node.text('thanks', 'We will tell you once'),
      ],
      edges: [edge('start', 'o'), edge('o', 'thanks')],
    });
    const ann = newSubscriber();
    await deliver(world, events.message(ann, 'restock'));
    let asked: Array<{ message: unknown }> = [];
    for (let tries = 0; tries < 40 && !asked.length; tries += 1) {
      asked = await outboundMessages(ann);
      if (!asked.length) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const message = typeof asked[0]!.message === 'string' ? JSON.parse(asked[0]!.message) : asked[0]!.message;
    expect(message).toEqual({ kind: 'otnRequest', title: 'Back in stock?', payload: encodeFlowPayload({ flowId, version: 1, nodeId: 'o', handle: 'next' }) });
    expect(await otnRow(ann)).toMatchObject({ title: 'Back in stock?', opted_in_at: null, token: null });

    await deliver(world, events.otnOptIn(ann, message.payload, 'otn-token-123'));
    expect(texts(await world.platform.waitFor(ann, 1))).toEqual(['We will tell you once']);
    const optedIn = await otnRow(ann);
    expect(optedIn?.token).toBe('otn-token-123');
    expect(optedIn?.opted_in_at).not.toBeNull();
  });
});
