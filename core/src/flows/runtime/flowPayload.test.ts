import { describe, expect, it } from '@jest/globals';
import { decodeFlowPayload, encodeFlowPayload } from './flowPayload.ts';

describe('flow payloads', () => {
  it('round-trips a carousel button handle, colons and all', () => {
    const payload = { flowId: 12, version: 3, nodeId: 'msg-1', handle: 'card:c1:button:b2' };
    expect(decodeFlowPayload(encodeFlowPayload(payload))).toEqual(payload);
  });

  it('reads anything else as not ours', () => {
    expect(decodeFlowPayload('GET_STARTED')).toBeNull();
    expect(decodeFlowPayload('~flow:1:2:node')).toBeNull();
    expect(decodeFlowPayload('~flow:x:2:node:next')).toBeNull();
    expect(decodeFlowPayload('~flow:1:2:no de:next')).toBeNull();
  });
});
