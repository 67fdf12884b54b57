import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowNodeSpecs } from '../../../../sdk/src/flows/flowNodeSpec.ts';
import type { FlowNodeEditor } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';
import { nodeTypeIcon, nodeTypeLabel } from '../nodes/nodeTypeLabel';

interface ConnectPaletteProps {
  /** Where the connection was dropped, in window coordinates: the menu opens there. */
  at: { x: number; y: number };
  /** The node types that may be connected from the dragged output, in palette order. */
  types: readonly string[];
  specs: FlowNodeSpecs;
  editors: ReadonlyMap<string, FlowNodeEditor>;
  onChoose(type: string): void;
  onClose(): void;
}

/** Keeps the menu inside the window (it is about this big). */
const MENU_SIZE = { width: 240, height: 320 };

/**
 * The small palette a connection dropped on empty canvas opens: the node types that may follow
 * the output it was dragged from. Choosing one creates that node at the drop point, connected.
 * A menu for the keyboard too: the first item has the focus, the arrow keys, Home and End move
 * it, Enter or Space chooses, Escape (or a click elsewhere) closes without adding anything.
 */
export function ConnectPalette({ at, types, specs, editors, onChoose, onClose }: ConnectPaletteProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    (menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]') ?? menuRef.current)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (next: number) => items[(next + items.length) % items.length]?.focus();
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focus(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focus(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focus(items.length - 1);
    }
  };

  const left = Math.max(8, Math.min(at.x, window.innerWidth - MENU_SIZE.width - 8));
  const top = Math.max(8, Math.min(at.y, window.innerHeight - MENU_SIZE.height - 8));
  return (
    <div ref={menuRef} className="fb-connect-palette" style={{ left, top }} onKeyDown={onKeyDown} tabIndex={-1} data-testid="connect-palette">
      <p id={headingId} className="fb-connect-palette-title">
        {t('flowBuilder.palette.connectTitle')}
      </p>
      {types.length ? (
        <div role="menu" aria-labelledby={headingId}>
          {types.map((type) => {
            const label = nodeTypeLabel(type, t, editors, specs);
            return (
              <button key={type} type="button" role="menuitem" className="fb-palette-item" data-node-type={type} onClick={() => onChoose(type)}>
                <i className={nodeTypeIcon(type, editors)} aria-hidden="true" />
                <span>{label}</span>
              </button>
            );
          })}
        </div>
      ) : (
        <p className="fb-field-hint" role="status">
          {t('flowBuilder.palette.connectNone')}
        </p>
      )}
    </div>
  );
}
