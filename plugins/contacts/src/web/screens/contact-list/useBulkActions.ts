import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost, useUndoableDelete } from '@chatmill/sdk/web';
import { bulkLimit } from '../../../common/limits.ts';
import { contracts, useContactsApi } from '../../api.ts';
import { useServerMessage } from '../../serverMessage.ts';
import type { BulkAction } from '../../types.ts';
import type { TargetAction } from './BulkTargetDialog.tsx';

export interface BulkActions {
  busy: boolean;
  /** The tag or book action waiting for its target, if any. */
  pending: TargetAction | null;
  /** A button of the bulk bar was pressed. */
  start(action: BulkAction): void;
  /** The target of the pending action was chosen. */
  apply(targetId: number): Promise<void>;
  cancel(): void;
}

/**
 * Runs bulk actions on the ticked contacts. Above 50 the action is refused here with the
 * spec's 'Too Much' (the server refuses it too); a delete can be undone from its toast.
 */
export function useBulkActions(contactIds: number[], onDone: (deleted: boolean) => void): BulkActions {
  const { t } = useTranslation('contacts');
  const host = useHost();
  const api = useContactsApi();
  const serverMessage = useServerMessage();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<TargetAction | null>(null);

  const tooMany = useCallback(() => {
    if (contactIds.length <= bulkLimit) return false;
    host.toast({ severity: 'error', summary: t('errors.tooMuch'), detail: t('bulk.tooMuchDetail', { limit: bulkLimit }) });
    return true;
  }, [contactIds.length, host, t]);

  const remove = useUndoableDelete<number[]>({
    confirm: (ids) => ({
      header: t('bulk.confirmDeleteHeader'),
      message: t('bulk.confirmDelete', { count: ids.length }),
      acceptLabel: t('common.yesDelete'),
      rejectLabel: t('common.cancel'),
    }),
    remove: (ids) => api.call(contracts.bulk, { body: { action: 'delete', contactIds: ids } }),
    restore: (ids) => api.call(contracts.bulkRestore, { body: { contactIds: ids } }),
    deletedMessage: (ids) => t('bulk.deleted', { count: ids.length }),
    restoredMessage: () => t('bulk.restored'),
    failedMessage: t('errors.generic'),
    onChange: () => onDone(true),
  });

  const start = useCallback(
    (action: BulkAction) => {
      if (tooMany()) return;
      if (action === 'delete') {
        setBusy(true);
        void remove(contactIds).finally(() => setBusy(false));
      } else setPending(action);
    },
    [contactIds, remove, tooMany],
  );

  const apply = useCallback(
    async (targetId: number) => {
      if (!pending || tooMany()) return;
      const isTag = pending === 'addTag' || pending === 'removeTag';
      const body = { action: pending, contactIds, ...(isTag ? { tagId: targetId } : { bookId: targetId }) };
      setBusy(true);
      try {
        const result = await api.call(contracts.bulk, { body });
        host.toast({ severity: 'success', summary: t(`bulk.done_${pending}`, { count: result.affected }) });
        setPending(null);
        onDone(false);
      } catch (error) {
        host.toast({ severity: 'error', summary: serverMessage(error) });
      } finally {
        setBusy(false);
      }
    },
    [api, contactIds, host, onDone, pending, serverMessage, t, tooMany],
  );

  return { busy, pending, start, apply, cancel: () => setPending(null) };
}
