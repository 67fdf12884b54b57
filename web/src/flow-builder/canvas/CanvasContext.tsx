import { createContext, useContext } from 'react';
import type { FlowChannel } from '../../../../sdk/src/flows/flowChannel.ts';
import type { FlowNodeSpecs } from '../../../../sdk/src/flows/flowNodeSpec.ts';
import type { FlowNodeEditor } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';

/**
 * What a node on the canvas needs besides its own data: the node types (for its handles, name
 * and icon), the flow's channel, and whether the validator names it. The live editor and a
 * version's read-only preview give different values.
 */
export interface CanvasInfo {
  channel: FlowChannel;
  specs: FlowNodeSpecs;
  editors: ReadonlyMap<string, FlowNodeEditor>;
  invalidNodes: ReadonlySet<string>;
  readOnly: boolean;
}

export const CanvasContext = createContext<CanvasInfo | null>(null);

export function useCanvasInfo(): CanvasInfo {
  const info = useContext(CanvasContext);
  if (!info) throw new Error('A flow node needs the canvas around it.');
  return info;
}
