import type { TFunction } from 'i18next';
import type { FlowAction } from '../../../../sdk/src/flows/coreNodeSettings.ts';

/** One action in words: "Add tag VIP", "Human take-over for 2 hours". */
export function flowActionText(action: FlowAction, t: TFunction): string {
  const kind = t(`flowBuilder.actions.kinds.${action.kind}`);
  switch (action.kind) {
    case 'addTag':
    case 'removeTag':
      return `${kind}: ${action.tag}`;
    case 'setVariable':
      return `${kind}: {{${action.variable}}} = ${action.value}`;
    case 'subscribeSequence':
    case 'unsubscribeSequence':
      return `${kind}: ${action.sequenceId}`;
    case 'webhook':
      return `${kind}: ${action.url}`;
    case 'humanTakeover':
      return `${kind}: ${action.duration ?? ''} ${t(`flowBuilder.actions.units.${action.unit}`)}`;
  }
}
