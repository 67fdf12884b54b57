import { useId, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowNodeSpecs } from '../../../../sdk/src/flows/flowNodeSpec.ts';
import type { FlowNodeEditor } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';
import { PALETTE_MIME } from '../canvas/paletteDrag';
import { nodeTypeIcon, nodeTypeLabel } from '../nodes/nodeTypeLabel';

interface PaletteProps {
  /** Node types that can be added now, in palette order. */
  types: readonly string[];
  specs: FlowNodeSpecs;
  editors: ReadonlyMap<string, FlowNodeEditor>;
  /** Adds a node of `type` in the middle of what the canvas shows (click, Enter or Space). */
  onAdd(type: string): void;
  disabled?: boolean;
}

/**
 * The node types of this flow's channel. Each is a button: drag it onto the canvas to drop
 * the node where it should be, or press it (mouse, Enter or Space) to add the node in the
 * middle of the view.
 */
export function Palette({ types, specs, editors, onAdd, disabled }: PaletteProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const onDragStart = (event: DragEvent<HTMLButtonElement>, type: string) => {
    event.dataTransfer.setData(PALETTE_MIME, type);
    event.dataTransfer.effectAllowed = 'copy';
  };
  return (
    <nav className="fb-palette" aria-labelledby={headingId}>
      <h2 id={headingId} className="fb-palette-title">
        {t('flowBuilder.palette.title')}
      </h2>
      <ul>
        {types.map((type) => {
          const label = nodeTypeLabel(type, t, editors, specs);
          return (
            <li key={type}>
              <button
                type="button"
                className="fb-palette-item"
                draggable={!disabled}
                disabled={disabled}
                onDragStart={(event) => onDragStart(event, type)}
                onClick={() => onAdd(type)}
                aria-label={t('flowBuilder.palette.add', { name: label })}
                data-node-type={type}
              >
                <i className={nodeTypeIcon(type, editors)} aria-hidden="true" />
                <span>{label}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="fb-palette-hint">{t('flowBuilder.palette.hint')}</p>
    </nav>
  );
}
