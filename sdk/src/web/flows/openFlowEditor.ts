import type { FlowChannel } from '../../flows/flowChannel.ts';

/** Spec 1, 2.4 and 9: the flow editor opens in a popup window of 1050x700. */
export const FLOW_EDITOR_POPUP = { width: 1050, height: 700 } as const;

export interface FlowEditorTarget {
  id: number;
  name: string;
  channel: FlowChannel;
  /** The page, number, bot or widget (the spec's page_id). */
  channelAccountId?: string | null | undefined;
}

/** `/flow-builder/<id>?flow_name=…&page_id=…&channel=…`: the shell's Flow Builder route with the spec's query fields. */
export function flowEditorPath(target: FlowEditorTarget): string {
  const query = new URLSearchParams({ flow_name: target.name, page_id: target.channelAccountId ?? '', channel: target.channel });
  return `/flow-builder/${target.id}?${query.toString()}`;
}

/**
 * Opens the editor in its popup, one window per flow (opening it again focuses it). When the
 * browser blocks popups, the editor opens in this tab instead: the work is never stuck.
 */
export function openFlowEditor(target: FlowEditorTarget, view: Pick<Window, 'open' | 'location'> = window): void {
  const path = flowEditorPath(target);
  const features = `popup=yes,width=${FLOW_EDITOR_POPUP.width},height=${FLOW_EDITOR_POPUP.height}`;
  const popup = view.open(path, `flow-builder-${target.id}`, features);
  if (popup) popup.focus();
  else view.location.assign(path);
}
