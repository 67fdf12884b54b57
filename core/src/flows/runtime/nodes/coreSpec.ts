import { coreNodeSpecs, type FlowNodeSpec } from '@chatmill/sdk';

/**
 * The SDK's spec of a core node type (settings schema, outputs, what is missing), which the
 * editor and the validator read too: an executor spreads it, so all three agree on the node.
 */
export function coreSpec<S>(type: string): FlowNodeSpec<S> {
  const spec = coreNodeSpecs.find((candidate) => candidate.type === type);
  if (!spec) throw new Error(`The SDK has no core node spec '${type}'.`);
  return spec as FlowNodeSpec<S>;
}
