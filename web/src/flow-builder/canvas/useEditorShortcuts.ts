import { useEffect, useRef } from 'react';

export interface ShortcutActions {
  removeSelection(): void;
  duplicateSelected(): void;
  undo(): void;
  redo(): void;
  save(): void;
}

/** Typing in a field keeps the field's own keys (Delete deletes a letter, Ctrl+Z undoes typing). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/** Delete and duplicate act on the canvas's selection; not while a side-panel button has the focus. */
function inSidePanel(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('.fb-side') !== null;
}

/**
 * The editor's keys: Delete (or Backspace) removes the selection, Ctrl+D duplicates a node,
 * Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, Ctrl+S saves now (Cmd on a Mac). Ctrl+S works
 * from inside a field too; the browser's own meaning of these keys is prevented.
 */
export function useEditorShortcuts(actions: ShortcutActions, enabled = true): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const run = latest.current;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (command && key === 's') {
        event.preventDefault();
        run.save();
        return;
      }
      // A dialog (confirm, version preview) owns the keyboard while it is open.
      if (isTyping(event.target) || document.querySelector('.p-dialog-mask')) return;
      if (command && key === 'z') {
        event.preventDefault();
        if (event.shiftKey) run.redo();
        else run.undo();
      } else if (command && key === 'y') {
        event.preventDefault();
        run.redo();
      } else if (command && key === 'd') {
        event.preventDefault();
        if (!inSidePanel(event.target)) run.duplicateSelected();
      } else if (!command && (event.key === 'Delete' || event.key === 'Backspace') && !inSidePanel(event.target)) {
        event.preventDefault();
        run.removeSelection();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
