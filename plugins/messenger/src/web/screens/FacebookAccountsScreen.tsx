import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { EmptyState, ScreenHeader, useHost } from '@chatmill/sdk/web';
import { permissionSlugs } from '../../common/permissions.ts';
import type { FacebookAccountsList, PageView } from '../types.ts';
import { useFacebookAccounts } from '../useFacebookAccounts.ts';
import { FacebookAccountPanel } from './facebook-accounts/FacebookAccountPanel.tsx';
import { useConnectNotice } from './facebook-accounts/useConnectNotice.ts';
import { useRemoveAccount } from './facebook-accounts/useRemoveAccount.ts';
import { useStartConnect } from './facebook-accounts/useStartConnect.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { NotConfiguredMessage } from './NotConfiguredMessage.tsx';

/**
 * /social-media-automations/facebook-accounts: sign in with Facebook to list an account's pages
 * (and their Instagram accounts), then connect the ones the bot answers on, switch the bot,
 * disconnect pages and remove Facebook accounts.
 */
export default function FacebookAccountsScreen() {
  const { t } = useTranslation('messenger');
  const host = useHost();
  const slug = permissionSlugs.facebookAccounts;
  const can = { create: host.can(slug, 'create'), delete: host.can(slug, 'delete') };
  const { data, failed, reload, setData } = useFacebookAccounts();
  const { notice, dismiss } = useConnectNotice();
  const { start, starting } = useStartConnect();
  const { remove, removing } = useRemoveAccount(reload);
  const configured = data?.configured ?? true;

  const replacePage = useCallback((page: PageView) => setData((list) => withPage(list, page)), [setData]);
  const connect = () => {
    dismiss();
    void start();
  };

  const connectButton = can.create ? (
    <Button type="button" label={t('accounts.connect')} icon="pi pi-facebook" onClick={connect} loading={starting} disabled={!data || !configured} />
  ) : null;
  // Only Business Account User, and it holds nothing: no one has signed in with Facebook yet.
  const empty = data !== null && data.items.every((account) => account.businessAccountUser && account.pages.length === 0);

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <ScreenHeader title={t('accounts.title')} subtitle={t('accounts.subtitle')} actions={connectButton} />
      {data && !configured ? <NotConfiguredMessage /> : null}
      {notice ? (
        <div role={notice.severity === 'success' ? 'status' : 'alert'}>
          <Message severity={notice.severity} text={notice.text} style={{ justifyContent: 'flex-start', width: '100%' }} />
        </div>
      ) : null}
      {failed ? <LoadFailed onRetry={reload} /> : null}
      {!data && !failed ? <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} aria-label={t('common.loading')} /> : null}
      {empty ? (
        <EmptyState
          message={t('accounts.empty')}
          icon="pi pi-facebook"
          action={can.create && configured ? { label: t('accounts.connect'), icon: 'pi pi-facebook', onClick: connect } : undefined}
        />
      ) : null}
      {data && !empty
        ? data.items.map((account) => (
            <FacebookAccountPanel
              key={account.id ?? 'business-account-user'}
              account={account}
              onRemove={can.delete ? remove : undefined}
              removing={removing !== null && removing === account.id}
              onPage={replacePage}
              onAction={dismiss}
            />
          ))
        : null}
    </section>
  );
}

/** The list with one page as a call answered with it, wherever it is listed. */
function withPage(list: FacebookAccountsList, page: PageView): FacebookAccountsList {
  return { ...list, items: list.items.map((account) => ({ ...account, pages: account.pages.map((old) => (old.id === page.id ? page : old)) })) };
}
