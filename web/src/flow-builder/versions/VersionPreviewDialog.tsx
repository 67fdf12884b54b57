import { Background, Controls, ReactFlow, ReactFlowProvider } from '@xyflow/react';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowVersionDetail } from '../../../../sdk/src/flows/flowApi.ts';
import type { FlowChannel } from '../../../../sdk/src/flows/flowChannel.ts';
import type { FlowNodeSpecs } from '../../../../sdk/src/flows/flowNodeSpec.ts';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import { graphToCanvas } from '../../../../sdk/src/web/flows/flowGraphMapping.ts';
import type { FlowNodeEditor } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';
import { flowPaths } from '../../../../sdk/src/web/flows/flowPaths.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { CanvasContext, type CanvasInfo } from '../canvas/CanvasContext';
import { nodeTypesFor } from '../canvas/nodeTypes';
import type { EditorEdge, EditorNode } from '../state/editorStore';

interface VersionPreviewDialogProps {
  flowId: number;
  number: number;
  channel: FlowChannel;
  specs: FlowNodeSpecs;
  editors: ReadonlyMap<string, FlowNodeEditor>;
  colorMode: 'light' | 'dark';
  onClose(): void;
}

const noProblems: ReadonlySet<string> = new Set();

/** A published version as it was, read-only: look around, nothing moves or changes. */
export function VersionPreviewDialog({ flowId, number, channel, specs, editors, colorMode, onClose }: VersionPreviewDialogProps) {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const [version, setVersion] = useState<FlowVersionDetail | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    host.request<FlowVersionDetail>('GET', flowPaths.version(flowId, number)).then(
      (loaded) => live && setVersion(loaded),
      (failure: unknown) => live && setError(errorMessage(failure, t('flowBuilder.versions.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [flowId, host, number, t]);

  const canvas = useMemo(() => (version ? graphToCanvas<EditorNode, EditorEdge>(version.graph) : null), [version]);
  const nodeTypes = useMemo(() => nodeTypesFor(new Set(canvas?.nodes.map((node) => node.type ?? '') ?? [])), [canvas]);
  const info = useMemo<CanvasInfo>(() => ({ channel, specs, editors, invalidNodes: noProblems, readOnly: true }), [channel, editors, specs]);

  const header = version
    ? t('flowBuilder.versions.previewTitle', { number, date: new Date(version.publishedAt).toLocaleString(i18n.language) })
    : t('flowBuilder.versions.versionN', { number });
  return (
    <Dialog
      header={header}
      visible
      onHide={onClose}
      style={{ width: '92vw', height: '86vh' }}
      contentStyle={{ padding: 0, height: '100%' }}
      modal
      draggable={false}
    >
      {error ? <Message severity="error" text={error} style={{ margin: '1rem' }} /> : null}
      {!error && !canvas ? (
        <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem', display: 'block', margin: '2rem auto' }} aria-label={t('flowBuilder.loading')} />
      ) : null}
      {canvas ? (
        <div className="fb-preview" data-testid="version-preview">
          <ReactFlowProvider>
            <CanvasContext.Provider value={info}>
              <ReactFlow<EditorNode, EditorEdge>
                defaultNodes={canvas.nodes}
                defaultEdges={canvas.edges}
                nodeTypes={nodeTypes}
                nodesDraggable={false}
                nodesConnectable={false}
                elementsSelectable={false}
                deleteKeyCode={null}
                fitView
                fitViewOptions={{ maxZoom: 1, padding: 0.2 }}
                minZoom={0.2}
                colorMode={colorMode}
                aria-label={t('flowBuilder.versions.previewCanvas')}
              >
                <Background gap={20} />
                <Controls showInteractive={false} />
              </ReactFlow>
            </CanvasContext.Provider>
          </ReactFlowProvider>
        </div>
      ) : null}
    </Dialog>
  );
}
