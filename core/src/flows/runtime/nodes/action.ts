import { coreNodeTypes, defineFlowNode, type ActionSettings, type FlowAction } from '@chatmill/sdk';
import { coreSpec } from './coreSpec.ts';

const takeoverUnitMs = { seconds: 1_000, minutes: 60_000, hours: 3_600_000 } as const;

/**
 * Runs its actions in order (spec 2, 5 "Action rules"), then follows `next`. After a human
 * take-over the runtime waits for its end before following `next`.
 */
export const actionNode = defineFlowNode<ActionSettings>({
  ...coreSpec<ActionSettings>(coreNodeTypes.action),
  execute: (settings, context) => {
    for (const action of settings.actions) run(action, context);
    return { kind: 'continue', handle: 'next' };
  },
});

function run(action: FlowAction, context: Parameters<typeof actionNode.execute>[1]): void {
  switch (action.kind) {
    case 'addTag':
      return context.addTag(action.tag);
    case 'removeTag':
      return context.removeTag(action.tag);
    case 'setVariable':
      return context.setVariable(action.variable, action.value);
    case 'subscribeSequence':
      return context.subscribeSequence(action.sequenceId);
    case 'unsubscribeSequence':
      return context.unsubscribeSequence(action.sequenceId);
    case 'webhook':
      return context.callWebhook(action.url);
    case 'humanTakeover':
      return context.takeOver(new Date(context.now.getTime() + action.duration * takeoverUnitMs[action.unit]));
  }
}
