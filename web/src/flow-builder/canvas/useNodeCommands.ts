import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { useEditorStoreApi } from '../state/EditorStoreContext';

/**
 * Delete and duplicate, as the keyboard, the side panel and the node toolbar do them: the
 * Reference (and any other single element) stays, with the spec's 'Clone or Delete Not Allowed'.
 */
export function useNodeCommands() {
  const { t } = useTranslation();
  const host = useHost();
  const store = useEditorStoreApi();

  const refuse = useCallback(() => {
    host.toast({ severity: 'warn', summary: t('flowBuilder.problemTitles.cloneOrDeleteNotAllowed'), detail: t('flowBuilder.messages.cloneOrDeleteDetail') });
  }, [host, t]);

  /** Deletes what is selected; says so when the Reference was among it. */
  const removeSelection = useCallback(() => {
    const kept = store.getState().removeSelection();
    if (kept.length > 0) refuse();
  }, [refuse, store]);

  const removeNode = useCallback(
    (nodeId: string) => {
      store.getState().selectOnly(nodeId);
      removeSelection();
    },
    [removeSelection, store],
  );

  const duplicate = useCallback(
    (nodeId: string) => {
      if (store.getState().duplicate(nodeId) === null) refuse();
    },
    [refuse, store],
  );

  return { removeSelection, removeNode, duplicate };
}
