import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useHost } from '@chatmill/sdk/web';
import { contracts, useMessengerApi } from '../../api.ts';
import type { PageView } from '../../types.ts';

export type PageAction = 'connect' | 'disconnect' | 'bot';

export interface PageActions {
  /** The action running on a page, if any: its button shows loading, the page's other controls wait. */
  running(page: PageView): PageAction | undefined;
  /** The last failure, in the server's words (written for the user: limits, a page connected elsewhere…). */
  error: string | null;
  clearError(): void;
  connect(page: PageView): Promise<void>;
  disconnect(page: PageView): Promise<void>;
  setBot(page: PageView, botEnabled: boolean): Promise<void>;
}

/**
 * Connecting, disconnecting and switching the bot of one Facebook account's pages. Each call
 * answers with the page as it now is, which `onPage` puts in place of the old one, so the list
 * is not loaded again after every click.
 */
export function usePageActions(onPage: (page: PageView) => void, onStart: () => void): PageActions {
  const { t } = useTranslation('messenger');
  const host = useHost();
  const api = useMessengerApi();
  const [runningActions, setRunning] = useState<ReadonlyMap<number, PageAction>>(new Map());
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (page: PageView, action: PageAction, call: () => Promise<PageView>, done?: (updated: PageView) => void) => {
      onStart();
      setError(null);
      setRunning((current) => new Map(current).set(page.id, action));
      try {
        const updated = await call();
        onPage(updated);
        done?.(updated);
      } catch (failure) {
        setError(errorMessage(failure, t('errors.generic')));
      } finally {
        setRunning((current) => {
          const next = new Map(current);
          next.delete(page.id);
          return next;
        });
      }
    },
    [onPage, onStart, t],
  );

  const connect = useCallback(
    (page: PageView) =>
      run(
        page,
        'connect',
        () => api.call(contracts.connectPage, { params: { id: page.id } }),
        (updated) => {
          // A connected page counts against the package: the shell's usage figures change.
          void host.features.refresh();
          host.toast({ severity: 'success', summary: t('pages.connected', { name: updated.name }) });
        },
      ),
    [api, host, run, t],
  );

  const disconnect = useCallback(
    async (page: PageView) => {
      const sure = await host.confirm({
        header: t('pages.disconnectHeader'),
        message: t('pages.disconnectConfirm', { name: page.name }),
        acceptLabel: t('pages.disconnectAccept'),
        rejectLabel: t('common.cancel'),
        danger: true,
      });
      if (!sure) return;
      await run(
        page,
        'disconnect',
        () => api.call(contracts.disconnectPage, { params: { id: page.id } }),
        (updated) => {
          void host.features.refresh();
          host.toast({ severity: 'success', summary: t('pages.disconnected', { name: updated.name }) });
        },
      );
    },
    [api, host, run, t],
  );

  const setBot = useCallback(
    (page: PageView, botEnabled: boolean) => run(page, 'bot', () => api.call(contracts.updatePage, { params: { id: page.id }, body: { botEnabled } })),
    [api, run],
  );

  const running = useCallback((page: PageView) => runningActions.get(page.id), [runningActions]);
  const clearError = useCallback(() => setError(null), []);
  return { running, error, clearError, connect, disconnect, setBot };
}
