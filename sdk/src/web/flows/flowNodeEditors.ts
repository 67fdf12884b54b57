import type { ComponentType } from 'react';
import type { FlowChannel } from '../../flows/flowChannel.ts';
import type { FlowNodeSpec } from '../../flows/flowNodeSpec.ts';
import type { FlowProblem } from '../../flows/validation/index.ts';

/** What the flow editor gives a node type's side panel. */
export interface FlowNodeEditorProps<S = Record<string, unknown>> {
  nodeId: string;
  /** The node's settings as stored (they may be incomplete while the owner is still filling them in). */
  settings: S;
  /** Replaces the settings; the editor records the change for undo, validates and autosaves. */
  onChange(settings: S): void;
  /** The flow's channel, for fields that depend on it (gender only on Messenger...). */
  channel: FlowChannel;
  /** A published version's preview: show, never change. */
  readOnly: boolean;
  /** What the validator says about this node, to show beside the fields. */
  problems: readonly FlowProblem[];
}

/** A node type's place in the editor: its name and icon in the palette, its side panel, and the spec its handles and checks come from. */
export interface FlowNodeEditor<S = any> {
  // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Plain text, already in the user's language (the core's types are named by i18n key instead). */
  label: string;
  /** A PrimeIcons class, e.g. 'pi pi-envelope'. */
  icon: string;
  Panel: ComponentType<FlowNodeEditorProps<S>>;
  /**
   * The node type's spec (the same object the plugin gives the server): the editor draws the
   * handles of `outputs(settings)` and validates with it. Without it the node has one 'next'
   * output and is checked by the server alone.
   */
  spec?: FlowNodeSpec<S>;
}

const editors = new Map<string, FlowNodeEditor>();
const listeners = new Set<() => void>();

/**
 * Adds the editor of a node type (a plugin's 'SMSSequence', the core's 'NewMessageSet'...).
 * The core's own node types register here too, so there is one way in. A later registration
 * of the same type replaces the earlier one (a plugin reloaded after an update).
 */
export function registerFlowNodeEditor<S>(type: string, editor: FlowNodeEditor<S>): void {
  editors.set(type, editor as FlowNodeEditor);
  for (const listener of listeners) listener();
}

/** The registered editor of a node type, if any. */
export function flowNodeEditor(type: string): FlowNodeEditor | undefined {
  return editors.get(type);
}

/** Every registered editor by type, in registration order. */
export function flowNodeEditors(): ReadonlyMap<string, FlowNodeEditor> {
  return editors;
}

/** Calls `listener` after each registration (the editor redraws its palette); returns the unsubscribe. */
export function onFlowNodeEditorsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
