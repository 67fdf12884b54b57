import { coreNodeSpecs } from '../../../../sdk/src/flows/coreNodeSpecs.ts';
import { coreNodeTypes } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import type { FlowChannel } from '../../../../sdk/src/flows/flowChannel.ts';
import type { FlowNode, OutputHandle } from '../../../../sdk/src/flows/flowGraph.ts';
import type { FlowNodeSpec, FlowNodeSpecs } from '../../../../sdk/src/flows/flowNodeSpec.ts';
import type { FlowNodeEditor } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';

/**
 * The node types the editor knows: the core's specs, then every registered editor's spec (a
 * plugin's node type). The validator, the handles and the palette all read this one map.
 */
export function editorNodeSpecs(editors: ReadonlyMap<string, FlowNodeEditor>): FlowNodeSpecs {
  const specs = new Map<string, FlowNodeSpec>(coreNodeSpecs.map((spec) => [spec.type, spec]));
  for (const [type, editor] of editors) if (editor.spec && !specs.has(type)) specs.set(type, editor.spec);
  return specs;
}

const coreTypes = new Set<string>(Object.values(coreNodeTypes));

export function isCoreNodeType(type: string): boolean {
  return coreTypes.has(type);
}

/** Node types whose flows may hold them on this channel (a spec without `channels` fits all). */
export function fitsChannel(spec: FlowNodeSpec, channel: FlowChannel): boolean {
  return !spec.channels || spec.channels.includes(channel);
}

/**
 * The outputs a node shows now. Settings that do not pass their schema yet (a button still
 * without a title) still give their handles when their shape allows it, so an edge is not
 * dropped while the owner types; null when the outputs cannot be told (unknown type, a shape
 * the spec cannot read): then the node's edges are left alone.
 */
export function nodeOutputs(specs: FlowNodeSpecs, node: Pick<FlowNode, 'type' | 'data'>): readonly OutputHandle[] | null {
  const spec = specs.get(node.type);
  if (!spec) return null;
  const parsed = spec.settings.safeParse(node.data);
  try {
    return spec.outputs(parsed.success ? parsed.data : node.data);
  } catch {
    return null;
  }
}

/** A new node's settings: its schema's defaults, or nothing when the schema needs more. */
export function defaultSettings(specs: FlowNodeSpecs, type: string): Record<string, unknown> {
  const parsed = specs.get(type)?.settings.safeParse({});
  return parsed?.success && typeof parsed.data === 'object' && parsed.data !== null ? (parsed.data as Record<string, unknown>) : {};
}

export function isSingletonType(specs: FlowNodeSpecs, type: string): boolean {
  return specs.get(type)?.singleton === true;
}
