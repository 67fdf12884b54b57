import { useMemo } from 'react';
import type { FlowChannel } from '../../../../sdk/src/flows/flowChannel.ts';
import type { FlowGraph } from '../../../../sdk/src/flows/flowGraph.ts';
import type { FlowNodeSpecs } from '../../../../sdk/src/flows/flowNodeSpec.ts';
import { validateFlow, type FlowProblem } from '../../../../sdk/src/flows/validation/index.ts';

/**
 * The validator the server runs on save and publish, run here on every committed change, so
 * the owner sees each problem as it appears. `saveBlocked`: a problem the server would refuse
 * the draft save for (then the autosave waits for the fix).
 */
export function useLiveValidation(
  graph: FlowGraph,
  channel: FlowChannel,
  specs: FlowNodeSpecs,
  /** The account's custom variable keys, once loaded: `{{name}}` placeholders are checked against them. */
  customVariables?: readonly string[],
): { problems: FlowProblem[]; saveBlocked: boolean } {
  return useMemo(() => {
    const problems = validateFlow(graph, { channel, specs, ...(customVariables ? { customVariables } : {}) });
    return { problems, saveBlocked: problems.some((problem) => problem.blocks === 'save') };
  }, [graph, channel, specs, customVariables]);
}
