import { coreNodeTypes, defineFlowNode } from '@chatmill/sdk';
import { coreSpec } from './coreSpec.ts';

type NoSettings = Record<string, never>;

/**
 * Splits an omni-channel flow into its channel threads. Its `next` output carries one edge per
 * thread; the runtime follows the one whose target runs on the subscriber's channel (see
 * `pickEdge` in flowWalker.ts).
 */
export const splitterNode = defineFlowNode<NoSettings>({
  ...coreSpec<NoSettings>(coreNodeTypes.splitter),
  execute: () => ({ kind: 'continue', handle: 'next' }),
});

/** Joins channel threads back into one path. */
export const convergerNode = defineFlowNode<NoSettings>({
  ...coreSpec<NoSettings>(coreNodeTypes.converger),
  execute: () => ({ kind: 'continue', handle: 'next' }),
});
