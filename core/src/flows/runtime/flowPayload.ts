/**
 * The postback payload of a button or quick reply the runtime rendered (`payloadFor`): it names
 * the flow, the published version the message came from, the node and the output handle, so a
 * click continues on exactly the edge the owner drew, even after the flow was published again.
 * The runtime trusts it only after finding that flow among the channel account's own flows.
 */
export interface FlowPayload {
  flowId: number;
  /** The published version the message was rendered from (0: the editor's draft, in the simulator). */
  version: number;
  nodeId: string;
  handle: string;
}

const prefix = '~flow';
const pattern = /^~flow:(\d{1,10}):(\d{1,10}):([A-Za-z0-9_-]{1,64}):([A-Za-z0-9:_-]{1,100})$/;

export function encodeFlowPayload(payload: FlowPayload): string {
  return `${prefix}:${payload.flowId}:${payload.version}:${payload.nodeId}:${payload.handle}`;
}

/** The payload's parts, or null for any other payload (a Reference's postback id, a persistent menu's...). */
export function decodeFlowPayload(payload: string): FlowPayload | null {
  const match = pattern.exec(payload);
  if (!match) return null;
  return { flowId: Number(match[1]), version: Number(match[2]), nodeId: match[3]!, handle: match[4]! };
}
