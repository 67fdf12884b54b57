import type { TFunction } from 'i18next';
import type { FlowNodeSpecs } from '../../../../sdk/src/flows/flowNodeSpec.ts';
import type { FlowNodeEditor } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';
import { isCoreNodeType } from '../state/nodeSpecs';

/** The name of a node type in the user's language: the core's by key, a plugin's as it registered it. */
export function nodeTypeLabel(type: string, t: TFunction, editors: ReadonlyMap<string, FlowNodeEditor>, specs: FlowNodeSpecs): string {
  if (isCoreNodeType(type)) return t(`flowBuilder.nodeTypes.${type}` as 'flowBuilder.nodeTypes.Reference');
  return editors.get(type)?.label ?? specs.get(type)?.label ?? type;
}

/** A node type's icon (PrimeIcons), from its registered editor. */
export function nodeTypeIcon(type: string, editors: ReadonlyMap<string, FlowNodeEditor>): string {
  return editors.get(type)?.icon ?? 'pi pi-box';
}
