import { coreNodeTypes, defineFlowNode, type ReferenceSettings } from '@chatmill/sdk';
import { coreSpec } from './coreSpec.ts';

/** The flow's entry: its triggers are matched before it runs (see triggerMatcher.ts); running it just goes on. */
export const referenceNode = defineFlowNode<ReferenceSettings>({
  ...coreSpec<ReferenceSettings>(coreNodeTypes.reference),
  execute: () => ({ kind: 'continue', handle: 'next' }),
});
