import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { errorMessage, ScreenHeader, ServerDataTable, useHost, type ServerColumn } from '@chatmill/sdk/web';
import { fetchProviders } from '../../../api/auth';
import type { AuthProviders } from '../../../api/types';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { isAdmin } from '../shared/isAdmin';
import { WithHost } from '../shared/WithHost';
import { formatDateTime } from '../users/format';
import { KeptMailDialog } from './KeptMailDialog';
import { mailboxApi, mailboxPaths, type KeptMailDetails, type KeptMailView } from './mailboxApi';

/**
 * "/admin/mailbox" — the mails a server without SMTP keeps instead of sending (sign-up,
 * invitations, resets, codes), newest first, for admins to read and follow (like Rails'
 * letter_opener). The platform admin sees every brand's, a brand's Admin their brand's.
 */
export default function MailboxScreen() {
  return (
    <WithHost>
      <Mailbox />
    </WithHost>
  );
}

function Mailbox() {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const admin = isAdmin(host.user);
  const api = useMemo(() => mailboxApi((method, path, body) => host.request(method, path, body)), [host]);
  const [delivery, setDelivery] = useState<AuthProviders['mailDelivery'] | null>(null);
  const [open, setOpen] = useState<KeptMailDetails | null>(null);
  useDocumentTitle(t('layout.nav.mailbox'));

  useEffect(() => {
    let active = true;
    fetchProviders().then(
      (answer) => active && setDelivery(answer.mailDelivery),
      () => {},
    );
    return () => {
      active = false;
    };
  }, []);

  const show = useCallback(
    async (row: KeptMailView) => {
      try {
        setOpen(await api.get(row.id));
      } catch (error) {
        host.toast({ severity: 'error', summary: errorMessage(error, t('admin.common.failed')) });
      }
    },
    [api, host, t],
  );

  const columns = useMemo<ServerColumn<KeptMailView>[]>(
    () => [
      {
        field: 'subject',
        header: t('admin.mailbox.columns.subject'),
        body: (row) => <Button type="button" link label={row.subject} className="p-0 text-start" onClick={() => void show(row)} />,
      },
      { field: 'to', header: t('admin.mailbox.columns.to') },
      { field: 'brandName', header: t('admin.mailbox.columns.brand') },
      { field: 'createdAt', header: t('admin.mailbox.columns.keptAt'), body: (row) => formatDateTime(row.createdAt, i18n.language) },
    ],
    [i18n.language, show, t],
  );

  if (!admin) {
    return (
      <section>
        <ScreenHeader title={t('layout.nav.mailbox')} />
        <Message severity="warn" text={t('admin.common.adminsOnly')} />
      </section>
    );
  }

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader title={t('layout.nav.mailbox')} subtitle={t('admin.mailbox.subtitle')} />
      {delivery ? <Message severity={delivery === 'mailbox' ? 'info' : 'success'} text={t(`admin.mailbox.delivery.${delivery}`)} /> : null}
      <ServerDataTable<KeptMailView>
        path={mailboxPaths.list}
        label={t('admin.mailbox.tableLabel')}
        columns={columns}
        pageSize={25}
        pageSizeOptions={[25, 50, 100]}
        search={{ label: t('admin.mailbox.searchLabel') }}
        empty={{ message: t('admin.mailbox.empty'), icon: 'pi pi-inbox' }}
        noResults={t('admin.mailbox.noResults')}
      />
      {open ? <KeptMailDialog mail={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
