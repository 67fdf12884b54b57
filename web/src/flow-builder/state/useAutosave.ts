import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftSaved } from '../../../../sdk/src/flows/flowApi.ts';
import type { FlowGraph } from '../../../../sdk/src/flows/flowGraph.ts';
import type { FlowProblem } from '../../../../sdk/src/flows/validation/index.ts';
import { stableJson } from '../../../../sdk/src/web/flows/flowGraphMapping.ts';
import { flowPaths } from '../../../../sdk/src/web/flows/flowPaths.ts';
import { isApiError } from '../../api/ApiError';
import { FlowProblemsError, problemRequest } from '../api/problemRequest';
import { clearStash, writeStash } from './draftStash';

/**
 * saved: the server has what is on screen. unsaved: a save is coming. saving: one is on its
 * way. conflict: another window saved since this one loaded (the owner chooses). invalid: the
 * graph has a problem that stops a save (fix it and it saves). offline: the save failed, it
 * is retried, and the change is safe in sessionStorage meanwhile.
 */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'conflict' | 'invalid' | 'offline';

/** Typing pauses this long before a save goes out. */
export const AUTOSAVE_DELAY_MS = 1000;
const RETRY_MS = 5000;

export interface AutosaveOptions {
  flowId: number;
  graph: FlowGraph;
  /** The revision the editor's first graph is based on. */
  revision: number;
  /** The graph the server has at that revision. */
  serverGraph: FlowGraph;
  serverProblems: FlowProblem[];
  /** The live check found a problem that would make the server refuse the save. */
  saveBlocked: boolean;
}

export interface Autosave {
  status: SaveStatus;
  /** What the server said about the last saved draft (it knows other flows' keywords). */
  serverProblems: FlowProblem[];
  /** Saves now (Ctrl+S, before a publish or a restore); resolves true when the server has the graph on screen. */
  flush(): Promise<boolean>;
  /** After a conflict: save this window's graph over the server's draft at `revision`. */
  overwrite(revision: number): Promise<boolean>;
  /** The server's draft is now `graph` at `revision` (a restore, or the latest loaded after a conflict). */
  adopt(graph: FlowGraph, revision: number, problems: FlowProblem[]): void;
}

export function useAutosave({
  flowId,
  graph,
  revision: initialRevision,
  serverGraph,
  serverProblems: initialProblems,
  saveBlocked,
}: AutosaveOptions): Autosave {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [serverProblems, setServerProblems] = useState(initialProblems);
  const revision = useRef(initialRevision);
  const savedJson = useRef(stableJson(serverGraph));
  const latest = useRef(graph);
  latest.current = graph;
  const blocked = useRef(saveBlocked);
  blocked.current = saveBlocked;
  const conflict = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<boolean> | null>(null);

  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    // One save at a time, in order; the next one sends whatever is newest then.
    while (inFlight.current) await inFlight.current;
    if (conflict.current) return false;
    const sent = latest.current;
    const json = stableJson(sent);
    if (json === savedJson.current) {
      clearStash(flowId);
      setStatus('saved');
      return true;
    }
    if (blocked.current) {
      setStatus('invalid');
      return false;
    }
    setStatus('saving');
    const run = (async () => {
      try {
        const saved = await problemRequest<DraftSaved>('PUT', flowPaths.draft(flowId), { graph: sent, revision: revision.current }, { quiet: true });
        revision.current = saved.draftRevision;
        savedJson.current = json;
        setServerProblems(saved.problems);
        if (stableJson(latest.current) === json) {
          clearStash(flowId);
          setStatus('saved');
        } else {
          setStatus('unsaved');
          timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
        }
        return true;
      } catch (error) {
        if (isApiError(error, 'CONFLICT')) {
          conflict.current = true;
          setStatus('conflict');
        } else if (error instanceof FlowProblemsError && error.status === 422) {
          setServerProblems(error.problems);
          setStatus('invalid');
        } else {
          setStatus('offline');
          timer.current = setTimeout(() => void save(), RETRY_MS);
        }
        return false;
      }
    })();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [flowId]);

  // Every committed change: keep it in the tab, and save once the owner pauses.
  useEffect(() => {
    if (stableJson(graph) === savedJson.current) {
      if (!conflict.current && !inFlight.current) {
        clearTimeout(timer.current);
        clearStash(flowId);
        setStatus('saved');
      }
      return;
    }
    writeStash(flowId, graph, revision.current);
    if (conflict.current) return;
    setStatus(blocked.current ? 'invalid' : 'unsaved');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [flowId, graph, save]);

  // A fixed problem lets the waiting change go.
  useEffect(() => {
    if (!saveBlocked && status === 'invalid') void save();
  }, [saveBlocked, save, status]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Closing the window with a change the server does not have yet: the browser asks first.
  useEffect(() => {
    if (status === 'saved') return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [status]);

  const overwrite = useCallback(
    (serverRevision: number) => {
      revision.current = serverRevision;
      conflict.current = false;
      savedJson.current = '';
      return save();
    },
    [save],
  );

  const adopt = useCallback(
    (adopted: FlowGraph, serverRevision: number, problems: FlowProblem[]) => {
      revision.current = serverRevision;
      conflict.current = false;
      savedJson.current = stableJson(adopted);
      setServerProblems(problems);
      if (stableJson(latest.current) === savedJson.current) {
        clearStash(flowId);
        setStatus('saved');
      }
    },
    [flowId],
  );

  return { status, serverProblems, flush: save, overwrite, adopt };
}
