import type { NodeTypes } from '@xyflow/react';
import { FlowNodeCard } from '../nodes/FlowNodeCard';

/**
 * React Flow draws a node by its `type`: every flow node type (the core's, a plugin's, one the
 * editor does not know) is drawn by the same card, which reads the type's spec. The map must
 * name each type, so it is built from the types in use; React Flow wants it stable, so it is
 * rebuilt only when that list changes.
 */
export function nodeTypesFor(types: Iterable<string>): NodeTypes {
  const map: NodeTypes = {};
  for (const type of types) map[type] = FlowNodeCard;
  return map;
}
