import { Button } from 'primereact/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { coreNodeTypes } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import { threadChannels, type FlowChannel, type ThreadChannel } from '../../../../sdk/src/flows/flowChannel.ts';
import type { FlowNodeSpecs } from '../../../../sdk/src/flows/flowNodeSpec.ts';
import type { FlowProblem } from '../../../../sdk/src/flows/validation/index.ts';
import type { FlowNodeEditor } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';
import { SelectField } from '../../../../sdk/src/web/SelectField.tsx';
import { useNodeCommands } from '../canvas/useNodeCommands';
import { nodeTypeIcon, nodeTypeLabel } from '../nodes/nodeTypeLabel';
import { problemText } from '../problems/problemText';
import type { EditorNode } from '../state/editorStore';
import { useEditorStoreApi } from '../state/EditorStoreContext';

interface NodeSidePanelProps {
  node: EditorNode;
  channel: FlowChannel;
  specs: FlowNodeSpecs;
  editors: ReadonlyMap<string, FlowNodeEditor>;
  problems: readonly FlowProblem[];
}

/**
 * The selected node's settings: its type's registered panel (the core's or a plugin's), with
 * what the validator says about the node above it, and duplicate and delete. Omni-channel
 * flows also choose the channel of the node's thread here.
 */
export function NodeSidePanel({ node, channel, specs, editors, problems }: NodeSidePanelProps) {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const commands = useNodeCommands();
  const headingId = useId();
  const threadId = useId();
  const type = node.type ?? '';
  const editor = editors.get(type);
  const label = nodeTypeLabel(type, t, editors, specs);
  const threaded = channel === 'omnichannel' && type !== coreNodeTypes.splitter && type !== coreNodeTypes.converger;
  const Panel = editor?.Panel;

  return (
    <section className="fb-side-section" aria-labelledby={headingId}>
      <header className="fb-side-head">
        <i className={nodeTypeIcon(type, editors)} aria-hidden="true" />
        <h2 id={headingId}>{label}</h2>
        <span className="fb-side-tools">
          <Button
            type="button"
            icon="pi pi-copy"
            text
            rounded
            size="small"
            aria-label={t('flowBuilder.panels.duplicate', { name: label })}
            title={t('flowBuilder.shortcuts.duplicate')}
            onClick={() => commands.duplicate(node.id)}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            rounded
            size="small"
            severity="danger"
            aria-label={t('flowBuilder.panels.delete', { name: label })}
            title={t('flowBuilder.shortcuts.delete')}
            onClick={() => commands.removeNode(node.id)}
          />
        </span>
      </header>
      {problems.length ? (
        <ul className="fb-node-problems" aria-label={t('flowBuilder.problems.ofNode')}>
          {problems.map((problem, index) => {
            const { message, detail } = problemText(problem, t);
            return (
              <li key={index}>
                <strong>{message}</strong>
                {detail ? <span> {detail}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {threaded ? (
        <div className="fb-field">
          <label htmlFor={threadId}>{t('flowBuilder.panels.thread')}</label>
          <SelectField
            id={threadId}
            fill
            value={node.data.thread ?? ''}
            emptyLabel={t('flowBuilder.panels.noThread')}
            options={threadChannels.map((value) => ({ value, label: t(`flowBuilder.channels.${value}`) }))}
            onChange={(event) => store.getState().setThread(node.id, (event.target.value || undefined) as ThreadChannel | undefined)}
          />
        </div>
      ) : null}
      {Panel ? (
        <Panel
          nodeId={node.id}
          settings={node.data.settings}
          onChange={(settings) => store.getState().updateSettings(node.id, settings)}
          channel={channel}
          readOnly={false}
          problems={problems}
        />
      ) : (
        <p className="fb-field-hint">{t('flowBuilder.panels.noEditor')}</p>
      )}
    </section>
  );
}
