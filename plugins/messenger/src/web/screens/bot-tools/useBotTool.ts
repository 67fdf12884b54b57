import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isHostApiError, useHost } from '@chatmill/sdk/web';
import { botToolMessages } from '../../../common/botToolMessages.ts';
import type { ChannelAccountView } from '../../types.ts';
import { useBotToolCalls, useFlowsCall, type BotToolFlow, type BotToolName, type BotToolView } from './botToolApi.ts';

const translated = {
  getStartedFirst: 'botTools.errors.getStartedFirst',
  menuNeedsGetStarted: 'botTools.errors.menuNeedsGetStarted',
  notConnected: 'botTools.errors.notConnected',
  nothingSaved: 'botTools.errors.nothingSaved',
} as const;

/** What went wrong, for the screen: the server's sentence and, for a refused draft, each field's. */
export interface BotToolError {
  message: string;
  fields: string[];
}

/**
 * One tool of the chosen channel account: its saved state, the draft being edited, the flows a
 * button may start, and Save draft / Launch / Disable (disabling asks first). Launch saves the
 * edited draft first, so what goes live is what the owner sees.
 */
export function useBotTool<D>(tool: BotToolName, account: ChannelAccountView | null, empty: () => D) {
  const { t } = useTranslation('messenger');
  const host = useHost();
  const call = useBotToolCalls<D>(tool);
  const loadFlows = useFlowsCall();
  const [view, setView] = useState<BotToolView<D> | null>(null);
  const [draft, setDraft] = useState<D | null>(null);
  const [flows, setFlows] = useState<BotToolFlow[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState<'save' | 'launch' | 'disable' | null>(null);
  const [error, setError] = useState<BotToolError | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!account) return;
    let live = true;
    setView(null);
    setDraft(null);
    setFlows(null);
    setError(null);
    setLoadFailed(false);
    Promise.all([call('get', account), loadFlows(account)]).then(
      ([loaded, items]) => {
        if (!live) return;
        setView(loaded);
        setDraft(loaded.draft ?? empty());
        setFlows(items);
      },
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
    // `empty` is a fresh function each render; the draft is reset only when the account changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account, call, loadFlows, version]);

  const run = useCallback(
    async (action: 'save' | 'launch' | 'disable', work: () => Promise<BotToolView<D>>, done: string) => {
      setBusy(action);
      setError(null);
      try {
        const next = await work();
        setView(next);
        host.toast({ severity: 'success', summary: done });
      } catch (failure) {
        const fields = isHostApiError(failure) && failure.fields ? Object.values(failure.fields) : [];
        const message = errorMessage(failure, t('botTools.common.failed'));
        // The server's refusals this screen knows are shown in the owner's language; others as the server says them.
        const known = (Object.keys(translated) as Array<keyof typeof translated>).find((name) => botToolMessages[name] === message);
        setError({ message: known ? t(translated[known]) : message, fields });
      } finally {
        setBusy(null);
      }
    },
    [host, t],
  );

  const save = useCallback(() => {
    if (!account || draft === null) return;
    void run('save', () => call('save', account, draft), t('botTools.common.saved'));
  }, [account, call, draft, run, t]);

  const launch = useCallback(() => {
    if (!account || draft === null) return;
    void run(
      'launch',
      async () => {
        await call('save', account, draft);
        return call('launch', account);
      },
      t('botTools.common.launched'),
    );
  }, [account, call, draft, run, t]);

  const disable = useCallback(async () => {
    if (!account) return;
    const sure = await host.confirm({
      header: t('botTools.common.disableHeader'),
      message: t('botTools.common.disableConfirm', { name: account.name }),
      acceptLabel: t('botTools.common.disable'),
      danger: true,
    });
    if (sure) await run('disable', () => call('disable', account), t('botTools.common.disabled'));
  }, [account, call, host, run, t]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { view, draft, setDraft, flows, loadFailed, reload, busy, error, save, launch, disable };
}
