import { useCallback } from 'react';
import { errorMessage } from './apiErrors.ts';
import { useHost, type ConfirmOptions } from './host.ts';
import { useSdkText } from './sdkText.ts';

export interface UndoableDeleteOptions<T> {
  /** The question asked first; `null` deletes without asking. */
  confirm: ((target: T) => ConfirmOptions) | null;
  /** Deletes (soft: the server keeps the rows so `restore` can bring them back). */
  remove(target: T): Promise<unknown>;
  restore(target: T): Promise<unknown>;
  /** The toast after the delete, e.g. "Contact deleted". */
  deletedMessage(target: T): string;
  /** The toast after an undo; "Restored" unless given. */
  restoredMessage?(target: T): string;
  /** The fallback text when a call fails without a server message. */
  failedMessage: string;
  /** Runs after a delete and after a restore, e.g. to reload the table and drop the row from a selection. */
  onChange?(target: T): void;
}

/**
 * Delete with a confirmation and an Undo button in the toast: `const del = useUndoableDelete({...}); await del(row)`.
 * Resolves true when deleted. Works for one record or a bulk selection (T = the ids).
 */
export function useUndoableDelete<T>(options: UndoableDeleteOptions<T>): (target: T) => Promise<boolean> {
  const host = useHost();
  const text = useSdkText();
  const { confirm, remove, restore, deletedMessage, restoredMessage, failedMessage, onChange } = options;
  return useCallback(
    async (target: T) => {
      if (confirm && !(await host.confirm({ danger: true, ...confirm(target) }))) return false;
      try {
        await remove(target);
      } catch (error) {
        host.toast({ severity: 'error', summary: errorMessage(error, failedMessage) });
        return false;
      }
      onChange?.(target);
      host.toast({
        severity: 'success',
        summary: deletedMessage(target),
        life: 8000,
        action: {
          label: text('undo.action'),
          onClick: () => {
            restore(target).then(
              () => {
                host.toast({ severity: 'success', summary: restoredMessage ? restoredMessage(target) : text('undo.restored') });
                onChange?.(target);
              },
              (error: unknown) => host.toast({ severity: 'error', summary: errorMessage(error, failedMessage) }),
            );
          },
        },
      });
      return true;
    },
    [confirm, deletedMessage, failedMessage, host, onChange, remove, restore, restoredMessage, text],
  );
}
