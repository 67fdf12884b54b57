import { useReactFlow } from '@xyflow/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparedNode, FlowDetail, FlowStatus } from '../../../sdk/src/flows/flowApi.ts';
import type { FlowGraph } from '../../../sdk/src/flows/flowGraph.ts';
import type { FlowNodeSpecs } from '../../../sdk/src/flows/flowNodeSpec.ts';
import type { FlowValidationContext } from '../../../sdk/src/flows/validation/index.ts';
import { errorMessage } from '../../../sdk/src/web/apiErrors.ts';
import type { FlowNodeEditor } from '../../../sdk/src/web/flows/flowNodeEditors.ts';
import { flowPaths } from '../../../sdk/src/web/flows/flowPaths.ts';
import { useHost } from '../../../sdk/src/web/host.ts';
import { CanvasContext, type CanvasInfo } from './canvas/CanvasContext';
import { FlowCanvas } from './canvas/FlowCanvas';
import { NEW_NODE_OFFSET } from './canvas/paletteDrag';
import { useEditorShortcuts } from './canvas/useEditorShortcuts';
import { useFocusNode } from './canvas/useFocusNode';
import { useNodeCommands } from './canvas/useNodeCommands';
import { nodeName } from './nodes/nodeSummary';
import { nodeTypeLabel } from './nodes/nodeTypeLabel';
import { Palette } from './palette/Palette';
import { NodeSidePanel } from './panels/NodeSidePanel';
import { mergeProblems, offendingIds, type ListedProblem } from '../../../sdk/src/web/flows/problemList.ts';
import { ProblemsPanel } from './problems/ProblemsPanel';
import { SimulatorPane } from './simulator/SimulatorPane';
import { createEditorStore, type EditorEdge, type EditorNode } from './state/editorStore';
import { EditorStoreContext, useEditor, useEditorStoreApi } from './state/EditorStoreContext';
import { editorNodeSpecs, fitsChannel } from './state/nodeSpecs';
import { useAutosave } from './state/useAutosave';
import { useAudienceSuggestions } from './api/audienceSuggestions';
import { useLiveValidation } from './state/useLiveValidation';
import { usePublish } from './state/usePublish';
import { useRegisteredEditors } from './state/useRegisteredEditors';
import { EditorToolbar } from './toolbar/EditorToolbar';
import { VersionCompareDialog } from './versions/VersionCompareDialog';
import { VersionPreviewDialog } from './versions/VersionPreviewDialog';
import { VersionsPanel } from './versions/VersionsPanel';

export interface FlowEditorProps {
  flow: FlowDetail;
  /** What the editor starts with: the server's draft, or this tab's unsaved change to it. */
  start: { graph: FlowGraph; revision: number };
}

/** The editor of one flow: its own store (graph and history) around the editor's parts. */
export function FlowEditor({ flow, start }: FlowEditorProps) {
  const editors = useRegisteredEditors();
  const specs = useMemo(() => editorNodeSpecs(editors), [editors]);
  const specsRef = useRef(specs);
  specsRef.current = specs;
  const [store] = useState(() => createEditorStore(start.graph, () => specsRef.current));
  return (
    <EditorStoreContext.Provider value={store}>
      <EditorLayout flow={flow} start={start} specs={specs} editors={editors} />
    </EditorStoreContext.Provider>
  );
}

type SideTab = 'settings' | 'problems' | 'versions' | 'simulator';
const sideTabs: readonly SideTab[] = ['settings', 'problems', 'versions', 'simulator'];

function colorMode(): 'light' | 'dark' {
  return document.documentElement.dataset['theme'] === 'dark' ? 'dark' : 'light';
}

interface LayoutProps extends FlowEditorProps {
  specs: FlowNodeSpecs;
  editors: ReadonlyMap<string, FlowNodeEditor>;
}

/**
 * Toolbar on top; palette, canvas and side panel below. The side panel shows the selected
 * node's settings, the problems, the versions or the simulator.
 */
function EditorLayout({ flow, start, specs, editors }: LayoutProps) {
  const { t } = useTranslation();
  const host = useHost();
  const store = useEditorStoreApi();
  const flowApi = useReactFlow<EditorNode, EditorEdge>();
  const commands = useNodeCommands();
  const focusNode = useFocusNode();
  const tabsId = useId();
  const canvasRef = useRef<HTMLDivElement>(null);
  const graph = useEditor((state) => state.graph);
  const selected = useEditor((state) => {
    const chosen = state.nodes.filter((node) => node.selected);
    return chosen.length === 1 ? chosen[0]! : null;
  });
  const channel = flow.channel;
  const channelLabel = t(`flowBuilder.channels.${channel}`);
  const mode = colorMode();

  const [tab, setTab] = useState<SideTab>('settings');
  const [status, setStatus] = useState<FlowStatus>(flow.status);
  const [publishedVersion, setPublishedVersion] = useState(flow.publishedVersion);
  const [versionsKey, setVersionsKey] = useState(0);
  const [preview, setPreview] = useState<number | null>(null);
  const [compare, setCompare] = useState<number | null>(null);

  // Picking a node shows its settings.
  const selectedId = selected?.id ?? null;
  useEffect(() => {
    if (selectedId) setTab('settings');
  }, [selectedId]);

  const context = useMemo<FlowValidationContext>(() => ({ channel, specs }), [channel, specs]);
  const audience = useAudienceSuggestions();
  const live = useLiveValidation(graph, channel, specs, audience.loaded ? audience.variables : undefined);
  const autosave = useAutosave({
    flowId: flow.id,
    graph,
    revision: start.revision,
    serverGraph: flow.draft,
    serverProblems: flow.problems,
    saveBlocked: live.saveBlocked,
  });

  const onPublished = useCallback((version: number) => {
    setPublishedVersion(version);
    setStatus((current) => (current === 'shared' ? current : 'published'));
    setVersionsKey((key) => key + 1);
  }, []);
  const showProblems = useCallback(() => setTab('problems'), []);
  const publisher = usePublish(flow.id, autosave.flush, onPublished, showProblems);

  const problems = useMemo(() => {
    const nodeIds = new Set(graph.nodes.map((node) => node.id));
    const edgeIds = new Set(graph.edges.map((edge) => edge.id));
    return mergeProblems(live.problems, autosave.serverProblems, publisher.problems, { node: (id) => nodeIds.has(id), edge: (id) => edgeIds.has(id) });
  }, [autosave.serverProblems, graph, live.problems, publisher.problems]);
  const offending = useMemo(() => offendingIds(problems), [problems]);

  const canvasInfo = useMemo<CanvasInfo>(
    () => ({ channel, specs, editors, invalidNodes: offending.nodes, readOnly: false }),
    [channel, editors, offending.nodes, specs],
  );

  const nameOfNode = useCallback(
    (nodeId: string | undefined) => {
      const node = nodeId ? graph.nodes.find((candidate) => candidate.id === nodeId) : undefined;
      return node ? nodeName(node, t, editors, specs) : null;
    },
    [editors, graph.nodes, specs, t],
  );

  // The palette: this channel's node types, less the single ones the flow has already.
  const paletteTypes = useMemo(() => {
    const present = new Set(graph.nodes.map((node) => node.type));
    const fromSpecs = [...specs.values()].filter((spec) => fitsChannel(spec, channel) && !(spec.singleton && present.has(spec.type))).map((spec) => spec.type);
    const specless = [...editors.keys()].filter((type) => !specs.has(type));
    return [...fromSpecs, ...specless];
  }, [channel, editors, graph.nodes, specs]);
  const drawnTypes = useMemo(() => [...new Set([...specs.keys(), ...editors.keys(), ...graph.nodes.map((node) => node.type)])], [editors, graph.nodes, specs]);

  const addAtCentre = useCallback(
    (type: string) => {
      const box = canvasRef.current?.getBoundingClientRect();
      if (!box) return;
      const centre = flowApi.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
      store.getState().addNode(type, { x: centre.x - NEW_NODE_OFFSET.x, y: centre.y - NEW_NODE_OFFSET.y });
    },
    [flowApi, store],
  );

  useEditorShortcuts({
    removeSelection: commands.removeSelection,
    // The store's selection, not the last render's: a key pressed right after a click must act on what was clicked.
    duplicateSelected: () => {
      const chosen = store.getState().nodes.filter((node) => node.selected);
      if (chosen.length === 1) commands.duplicate(chosen[0]!.id);
    },
    undo: () => store.getState().undo(),
    redo: () => store.getState().redo(),
    save: () => void autosave.flush(),
  });

  /** The server's current draft (after a conflict or a restore). */
  const loadServerDraft = useCallback(async () => host.request<FlowDetail>('GET', flowPaths.one(flow.id)), [flow.id, host]);

  const keepMine = useCallback(async () => {
    try {
      const latest = await loadServerDraft();
      await autosave.overwrite(latest.draftRevision);
    } catch (error) {
      host.toast({ severity: 'error', summary: errorMessage(error, t('flowBuilder.save.failed')) });
    }
  }, [autosave, host, loadServerDraft, t]);

  const loadLatest = useCallback(async () => {
    try {
      const latest = await loadServerDraft();
      autosave.adopt(latest.draft, latest.draftRevision, latest.problems);
      store.getState().replaceGraph(latest.draft);
    } catch (error) {
      host.toast({ severity: 'error', summary: errorMessage(error, t('flowBuilder.save.failed')) });
    }
  }, [autosave, host, loadServerDraft, store, t]);

  const restore = useCallback(
    async (number: number) => {
      const confirmed = await host.confirm({
        header: t('flowBuilder.versions.restoreHeader', { number }),
        message: t('flowBuilder.versions.restoreConfirm', { number }),
        acceptLabel: t('flowBuilder.versions.restore'),
        rejectLabel: t('flowBuilder.cancel'),
      });
      if (!confirmed) return;
      if (!(await autosave.flush())) {
        host.toast({ severity: 'warn', summary: t('flowBuilder.publish.notSaved'), detail: t('flowBuilder.publish.notSavedDetail') });
        return;
      }
      try {
        const restored = await host.request<FlowDetail>('POST', flowPaths.restoreVersion(flow.id, number));
        autosave.adopt(restored.draft, restored.draftRevision, restored.problems);
        store.getState().replaceGraph(restored.draft);
        host.toast({ severity: 'success', summary: t('flowBuilder.versions.restored', { number }) });
        setVersionsKey((key) => key + 1);
      } catch (error) {
        host.toast({ severity: 'error', summary: errorMessage(error, t('flowBuilder.versions.restoreFailed')) });
      }
    },
    [autosave, flow.id, host, store, t],
  );

  const focusProblem = useCallback((problem: ListedProblem) => focusNode(problem.nodeId, problem.edgeId), [focusNode]);
  // A node still in the draft is named as the problems name it; a removed one by its type.
  const describeCompared = useCallback(
    (compared: ComparedNode) => nameOfNode(compared.nodeId) ?? nodeTypeLabel(compared.type, t, editors, specs),
    [editors, nameOfNode, specs, t],
  );

  const selectedProblems = useMemo(() => (selected ? problems.filter((problem) => problem.nodeId === selected.id) : []), [problems, selected]);
  const tabLabel = (name: SideTab) => (name === 'problems' ? t('flowBuilder.tabs.problemsN', { count: problems.length }) : t(`flowBuilder.tabs.${name}`));

  return (
    <div className="fb-editor">
      <EditorToolbar
        name={flow.name}
        channelLabel={channelLabel}
        status={status}
        saveStatus={autosave.status}
        publishing={publisher.publishing}
        problemCount={problems.length}
        onPublish={() => void publisher.publish()}
        onShowProblems={showProblems}
        onKeepMine={() => void keepMine()}
        onLoadLatest={() => void loadLatest()}
      />
      <div className="fb-main">
        <Palette types={paletteTypes} specs={specs} editors={editors} onAdd={addAtCentre} />
        <div className="fb-canvas-wrap" ref={canvasRef}>
          <CanvasContext.Provider value={canvasInfo}>
            <FlowCanvas context={context} types={drawnTypes} paletteTypes={paletteTypes} invalidEdges={offending.edges} colorMode={mode} />
          </CanvasContext.Provider>
        </div>
        <aside className="fb-side" aria-label={t('flowBuilder.side.label')}>
          <div className="fb-tabs" role="tablist" aria-label={t('flowBuilder.side.label')}>
            {sideTabs.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`${tabsId}-${name}`}
                aria-selected={tab === name}
                aria-controls={`${tabsId}-panel`}
                className={`fb-tab${tab === name ? ' is-active' : ''}${name === 'problems' && problems.length ? ' has-problems' : ''}`}
                onClick={() => setTab(name)}
              >
                {tabLabel(name)}
              </button>
            ))}
          </div>
          <div className="fb-side-body" role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
            {tab === 'settings' ? (
              selected ? (
                <NodeSidePanel key={selected.id} node={selected} channel={channel} specs={specs} editors={editors} problems={selectedProblems} />
              ) : (
                <div className="fb-side-section">
                  <p className="fb-field-hint">{t('flowBuilder.side.nothingSelected')}</p>
                  <dl className="fb-keys">
                    {(['delete', 'duplicate', 'undo', 'redo', 'save'] as const).map((key) => (
                      <div key={key}>
                        <dt>{t(`flowBuilder.shortcuts.${key}Keys`)}</dt>
                        <dd>{t(`flowBuilder.shortcuts.${key}`)}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              )
            ) : null}
            {tab === 'problems' ? <ProblemsPanel problems={problems} nodeName={nameOfNode} onFocus={focusProblem} /> : null}
            {tab === 'versions' ? (
              <VersionsPanel
                flowId={flow.id}
                publishedVersion={publishedVersion}
                reloadKey={versionsKey}
                onPreview={setPreview}
                onCompare={setCompare}
                onRestore={(number) => void restore(number)}
              />
            ) : null}
            {/* Kept while other tabs show, so the test conversation is still there on return. */}
            <div hidden={tab !== 'simulator'}>
              <SimulatorPane flowId={flow.id} channelLabel={channelLabel} beforeSend={autosave.flush} onShowStep={focusNode} />
            </div>
          </div>
        </aside>
      </div>
      {preview !== null ? (
        <VersionPreviewDialog
          flowId={flow.id}
          number={preview}
          channel={channel}
          specs={specs}
          editors={editors}
          colorMode={mode}
          onClose={() => setPreview(null)}
        />
      ) : null}
      {compare !== null ? <VersionCompareDialog flowId={flow.id} number={compare} describe={describeCompared} onClose={() => setCompare(null)} /> : null}
    </div>
  );
}
