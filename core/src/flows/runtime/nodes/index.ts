import type { FlowNodeType } from '@chatmill/sdk';
import { actionNode } from './action.ts';
import { conditionNode } from './condition.ts';
import { newMessageSetNode } from './newMessageSet.ts';
import { convergerNode, splitterNode } from './omnichannel.ts';
import { otnNode } from './otn.ts';
import { referenceNode } from './reference.ts';
import { timeGapNode } from './timeGap.ts';
import { userInputNode } from './userInput.ts';

/** The core's node executors, one per core spec; plugins add theirs through `definePlugin({ flowNodes })`. */
export const coreFlowNodes: readonly FlowNodeType<any>[] = [
  // eslint-disable-line @typescript-eslint/no-explicit-any
  referenceNode,
  newMessageSetNode,
  userInputNode,
  timeGapNode,
  conditionNode,
  actionNode,
  splitterNode,
  convergerNode,
  otnNode,
];
