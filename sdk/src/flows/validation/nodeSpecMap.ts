import type { FlowNodeSpec, FlowNodeSpecs } from '../flowNodeSpec.ts';

/**
 * The node types a host knows, by type id: the core's specs first, then each plugin's. Two specs
 * for one type are a wiring mistake, thrown at start with the type's name.
 */
export function nodeSpecMap(...lists: readonly (readonly FlowNodeSpec<any>[])[]): FlowNodeSpecs {
  // eslint-disable-line @typescript-eslint/no-explicit-any
  const specs = new Map<string, FlowNodeSpec<any>>(); // eslint-disable-line @typescript-eslint/no-explicit-any
  for (const list of lists) {
    for (const spec of list) {
      if (specs.has(spec.type)) throw new Error(`Two flow node types are named '${spec.type}'.`);
      specs.set(spec.type, spec);
    }
  }
  return specs;
}
