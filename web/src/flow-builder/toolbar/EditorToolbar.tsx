import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { FlowStatus } from '../../../../sdk/src/flows/flowApi.ts';
import { FlowStatusTag } from '../../../../sdk/src/web/flows/FlowStatusTag.tsx';
import { useEditor } from '../state/EditorStoreContext';
import type { SaveStatus } from '../state/useAutosave';
import { SaveIndicator } from './SaveIndicator';

interface EditorToolbarProps {
  name: string;
  channelLabel: string;
  status: FlowStatus;
  saveStatus: SaveStatus;
  publishing: boolean;
  problemCount: number;
  onPublish(): void;
  onShowProblems(): void;
  onKeepMine(): void;
  onLoadLatest(): void;
}

/** The flow's name and state, undo and redo, the save state, and Publish. */
export function EditorToolbar({
  name,
  channelLabel,
  status,
  saveStatus,
  publishing,
  problemCount,
  onPublish,
  onShowProblems,
  onKeepMine,
  onLoadLatest,
}: EditorToolbarProps) {
  const { t } = useTranslation();
  const canUndo = useEditor((state) => state.canUndo);
  const canRedo = useEditor((state) => state.canRedo);
  const undo = useEditor((state) => state.undo);
  const redo = useEditor((state) => state.redo);
  return (
    <header className="fb-toolbar">
      <div className="fb-toolbar-title">
        <h1 title={name}>{name}</h1>
        <span className="fb-muted small">{channelLabel}</span>
        <FlowStatusTag status={status} />
      </div>
      <SaveIndicator status={saveStatus} onKeepMine={onKeepMine} onLoadLatest={onLoadLatest} />
      <div className="fb-toolbar-tools" role="toolbar" aria-label={t('flowBuilder.toolbar.label')}>
        <Button
          type="button"
          icon="pi pi-undo"
          text
          rounded
          aria-label={t('flowBuilder.toolbar.undo')}
          title={t('flowBuilder.toolbar.undoKeys')}
          disabled={!canUndo}
          onClick={undo}
        />
        <Button
          type="button"
          icon="pi pi-undo fb-flip"
          text
          rounded
          aria-label={t('flowBuilder.toolbar.redo')}
          title={t('flowBuilder.toolbar.redoKeys')}
          disabled={!canRedo}
          onClick={redo}
        />
        <Button
          type="button"
          icon="pi pi-exclamation-triangle"
          text
          severity={problemCount ? 'warning' : 'secondary'}
          label={String(problemCount)}
          aria-label={t('flowBuilder.toolbar.problems', { count: problemCount })}
          onClick={onShowProblems}
        />
        <Button type="button" icon="pi pi-send" label={t('flowBuilder.publish.button')} loading={publishing} onClick={onPublish} />
      </div>
    </header>
  );
}
