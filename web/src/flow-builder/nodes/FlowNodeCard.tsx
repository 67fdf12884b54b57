import { Handle, Position, useUpdateNodeInternals, type NodeProps } from '@xyflow/react';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { coreNodeTypes } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import type { OutputHandle } from '../../../../sdk/src/flows/flowGraph.ts';
import { useCanvasInfo } from '../canvas/CanvasContext';
import type { EditorNode } from '../state/editorStore';
import { nodeOutputs } from '../state/nodeSpecs';
import { nodeBodies } from './nodeBodies';
import { nodeTypeIcon, nodeTypeLabel } from './nodeTypeLabel';

const fallbackOutputs: readonly OutputHandle[] = [{ id: 'next', label: 'Next' }];

/**
 * Every node on the canvas: one input on the left (the Reference has none: it is the entry),
 * the type's summary, and one output per handle the type's spec gives for the current
 * settings (`outputs(settings)`), each beside its label. Nodes the validator names are outlined.
 */
export const FlowNodeCard = memo(function FlowNodeCard({ id, type, data, selected }: NodeProps<EditorNode>) {
  const { t } = useTranslation();
  const { specs, editors, invalidNodes, readOnly } = useCanvasInfo();
  const outputs = nodeOutputs(specs, { type, data: data.settings }) ?? fallbackOutputs;
  const label = nodeTypeLabel(type, t, editors, specs);
  const Body = nodeBodies[type];
  const invalid = invalidNodes.has(id);

  // Handles come and go with buttons: React Flow must measure them again to draw edges to them.
  // Not on mount: React Flow measures new nodes itself, and an early call per node would fit
  // the first view to the first node measured.
  const updateNodeInternals = useUpdateNodeInternals();
  const outputKey = outputs.map((output) => output.id).join('|');
  const measuredKey = useRef(outputKey);
  useEffect(() => {
    if (measuredKey.current === outputKey) return;
    measuredKey.current = outputKey;
    updateNodeInternals(id);
  }, [id, outputKey, updateNodeInternals]);

  const outputLabel = (output: OutputHandle) => {
    if (output.id === 'next') return t('flowBuilder.handles.next');
    if (output.id === 'true') return t('flowBuilder.handles.true');
    if (output.id === 'false') return t('flowBuilder.handles.false');
    return output.label.trim() || t('flowBuilder.handles.untitled');
  };

  return (
    <div className={`fb-node fb-node-${type}${invalid ? ' is-invalid' : ''}${selected ? ' is-selected' : ''}`} data-testid={`flow-node-${id}`} data-type={type}>
      {type === coreNodeTypes.reference ? null : <Handle type="target" position={Position.Left} className="fb-handle fb-handle-in" isConnectable={!readOnly} />}
      <div className="fb-node-head">
        <i className={nodeTypeIcon(type, editors)} aria-hidden="true" />
        <span className="fb-node-label">{label}</span>
        {data.thread ? <span className="fb-node-thread">{t(`flowBuilder.channels.${data.thread}`)}</span> : null}
        {invalid ? <i className="pi pi-exclamation-circle fb-node-alert" role="img" aria-label={t('flowBuilder.problems.nodeHasProblems')} /> : null}
      </div>
      {Body ? (
        <div className="fb-node-body">
          <Body settings={data.settings} />
        </div>
      ) : null}
      <ul className="fb-node-outputs">
        {outputs.map((output) => (
          <li key={output.id} className="fb-node-output">
            <span>{outputLabel(output)}</span>
            <Handle type="source" id={output.id} position={Position.Right} className="fb-handle fb-handle-out" isConnectable={!readOnly} />
          </li>
        ))}
      </ul>
    </div>
  );
});
