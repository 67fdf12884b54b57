import type { ComponentType } from 'react';
import { coreNodeTypes } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import { ActionNodeBody } from './ActionNodeBody';
import { ConditionNodeBody } from './ConditionNodeBody';
import { MessageSetNodeBody } from './MessageSetNodeBody';
import { OtnNodeBody } from './OtnNodeBody';
import { ReferenceNodeBody } from './ReferenceNodeBody';
import { ConvergerNodeBody, SplitterNodeBody } from './ThreadNodeBody';
import { TimeGapNodeBody } from './TimeGapNodeBody';
import { UserInputNodeBody } from './UserInputNodeBody';

/** What the canvas shows inside each core node; a plugin's node shows its name and outputs. */
// The bodies read settings defensively: a node's settings may be half filled in.
export const nodeBodies: Readonly<Record<string, ComponentType<{ settings: any }>>> = {
  // eslint-disable-line @typescript-eslint/no-explicit-any
  [coreNodeTypes.reference]: ReferenceNodeBody,
  [coreNodeTypes.message]: MessageSetNodeBody,
  [coreNodeTypes.userInput]: UserInputNodeBody,
  [coreNodeTypes.timeGap]: TimeGapNodeBody,
  [coreNodeTypes.condition]: ConditionNodeBody,
  [coreNodeTypes.action]: ActionNodeBody,
  [coreNodeTypes.otn]: OtnNodeBody,
  [coreNodeTypes.splitter]: SplitterNodeBody,
  [coreNodeTypes.converger]: ConvergerNodeBody,
};
