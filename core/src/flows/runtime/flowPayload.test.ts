import { describe, expect, it } from '@jest/globals';
import { flowGraph, type FlowGraphInput } from '@chatmill/sdk';
import { decodeFlowPayload, encodeFlowPayload, findPayloadTarget } from './flowPayload.ts';
import { FlowNodeRegistry } from './nodeRegistry.ts';
import { coreFlowNodes } from './nodes/index.ts';

const nodes = new FlowNodeRegistry(coreFlowNodes);
const longId = 'a-node-id-an-owner-would-never-type-but-an-import-makes-0123456789'.slice(0, 64);

function graphWithButton(nodeId: string, buttonId: string) {
  const input: FlowGraphInput = {
    nodes: [
      {
        id: nodeId,
        type: 'NewMessageSet',
        position: { x: 0, y: 0 },
        data: { items: [{ id: 'i1', kind: 'buttons', text: 'Pick', buttons: [{ id: buttonId, type: 'next_step', title: 'Go' }] }] },
      },
    ],
    edges: [],
  };
  return flowGraph.parse(input);
}

describe('flow payloads', () => {
  it('are at most 32 ASCII bytes whatever the ids, and lead back to the node and output', () => {
    const buttonId = 'b'.repeat(40);
    const graph = graphWithButton(longId, buttonId);
    const token = encodeFlowPayload({ flowId: 9_999_999_999, version: 9_999_999_999, nodeId: longId, handle: `card:${'c'.repeat(40)}:button:${buttonId}` });
    expect(Buffer.byteLength(token, 'ascii')).toBeLessThanOrEqual(32);
    expect(token).toMatch(/^[\x21-\x7e]+$/);

    const handle = `button:${buttonId}`;
    const decoded = decodeFlowPayload(encodeFlowPayload({ flowId: 12, version: 3, nodeId: longId, handle }));
    expect(decoded).toMatchObject({ flowId: 12, version: 3 });
    expect(findPayloadTarget(graph, nodes, decoded!.target)).toEqual({ nodeId: longId, handle });
  });

  it('name no output of another graph', () => {
    const decoded = decodeFlowPayload(encodeFlowPayload({ flowId: 1, version: 1, nodeId: 'menu', handle: 'button:go' }));
    expect(findPayloadTarget(graphWithButton('menu', 'stay'), nodes, decoded!.target)).toBeNull();
    expect(findPayloadTarget(graphWithButton('menu', 'go'), nodes, decoded!.target)).toEqual({ nodeId: 'menu', handle: 'button:go' });
  });

  it('still read the named payloads of messages sent before tokens', () => {
    expect(decodeFlowPayload('~flow:12:3:msg-1:card:c1:button:b2')).toEqual({
      flowId: 12,
      version: 3,
      target: { nodeId: 'msg-1', handle: 'card:c1:button:b2' },
    });
  });

  it('read anything else as not ours', () => {
    expect(decodeFlowPayload('GET_STARTED')).toBeNull();
    expect(decodeFlowPayload('~flow:1:2:node')).toBeNull();
    expect(decodeFlowPayload('~flow:x:2:node:next')).toBeNull();
    expect(decodeFlowPayload('~1.2.short')).toBeNull();
    expect(decodeFlowPayload('~1.2.0123456789x')).toBeNull();
  });
});
