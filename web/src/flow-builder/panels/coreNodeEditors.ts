import {
  actionSpec,
  conditionSpec,
  convergerSpec,
  messageSetSpec,
  otnSpec,
  referenceSpec,
  splitterSpec,
  timeGapSpec,
  userInputSpec,
} from '../../../../sdk/src/flows/coreNodeSpecs.ts';
import { registerFlowNodeEditor, type FlowNodeEditor } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';
import type { FlowNodeSpec } from '../../../../sdk/src/flows/flowNodeSpec.ts';
import { ActionPanel } from './ActionPanel';
import { ConditionPanel } from './ConditionPanel';
import { MessageSetPanel } from './MessageSetPanel';
import { OtnPanel } from './OtnPanel';
import { ReferencePanel } from './ReferencePanel';
import { ConvergerPanel, SplitterPanel } from './ThreadNodePanel';
import { TimeGapPanel } from './TimeGapPanel';
import { UserInputPanel } from './UserInputPanel';

/**
 * The core's node types go through the same registry as plugins' (issue 6: one way in). Their
 * `label` is the spec's English name; the editor shows the translated one by key.
 */
const core: Array<[FlowNodeSpec<any>, Omit<FlowNodeEditor, 'label' | 'spec'>]> = [
  // eslint-disable-line @typescript-eslint/no-explicit-any
  [referenceSpec, { icon: 'pi pi-flag', Panel: ReferencePanel }],
  [messageSetSpec, { icon: 'pi pi-comment', Panel: MessageSetPanel }],
  [userInputSpec, { icon: 'pi pi-pencil', Panel: UserInputPanel }],
  [timeGapSpec, { icon: 'pi pi-clock', Panel: TimeGapPanel }],
  [conditionSpec, { icon: 'pi pi-sitemap', Panel: ConditionPanel }],
  [actionSpec, { icon: 'pi pi-bolt', Panel: ActionPanel }],
  [splitterSpec, { icon: 'pi pi-share-alt', Panel: SplitterPanel }],
  [convergerSpec, { icon: 'pi pi-filter', Panel: ConvergerPanel }],
  [otnSpec, { icon: 'pi pi-bell', Panel: OtnPanel }],
];

let registered = false;

/** Registers the core's editors once (the editor screen calls it before drawing). */
export function registerCoreNodeEditors(): void {
  if (registered) return;
  registered = true;
  for (const [spec, editor] of core) registerFlowNodeEditor(spec.type, { ...editor, label: spec.label, spec });
}
