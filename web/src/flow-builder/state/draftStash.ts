import type { FlowGraph } from '../../../../sdk/src/flows/flowGraph.ts';

/**
 * Nothing is lost: until the server has a change, the editor keeps it in sessionStorage
 * (per tab, so a closed popup does not haunt a later one), with the draft revision it was
 * based on. A reload, a crash of the tab's page or a failed save finds it here.
 */
export interface StashedDraft {
  graph: FlowGraph;
  /** The server's draft revision the change was made on. */
  revision: number;
  savedAt: number;
}

const key = (flowId: number) => `chatmill.flowDraft.${flowId}`;

export function readStash(flowId: number): StashedDraft | null {
  try {
    const raw = sessionStorage.getItem(key(flowId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StashedDraft>;
    if (!value.graph || !Array.isArray(value.graph.nodes) || !Array.isArray(value.graph.edges) || typeof value.revision !== 'number') return null;
    return { graph: value.graph, revision: value.revision, savedAt: value.savedAt ?? 0 };
  } catch {
    return null;
  }
}

export function writeStash(flowId: number, graph: FlowGraph, revision: number): void {
  try {
    sessionStorage.setItem(key(flowId), JSON.stringify({ graph, revision, savedAt: Date.now() } satisfies StashedDraft));
  } catch {
    // Storage full or disabled: the autosave still runs; only the reload safety net is gone.
  }
}

export function clearStash(flowId: number): void {
  try {
    sessionStorage.removeItem(key(flowId));
  } catch {
    // Nothing to clear.
  }
}
