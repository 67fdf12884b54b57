import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { ServerDataTable, type ServerColumn, type ServerDataTableHandle } from '../../../../sdk/src/web/ServerDataTable.tsx';
import type { PackageRow } from '../admin/packages/packageTypes';
import { clientApi, clientPaths, type ClientView } from './clientApi.ts';
import { ClientDialog } from './ClientDialog.tsx';
import type { BrandSettingsView } from './whitelabelApi';
import { invitationToast } from '../../components/invitationToast';

interface BrandClientsProps {
  brand: BrandSettingsView;
  /** Changes when the brand's packages change, so the dialog offers the current ones. */
  packagesKey: unknown;
}

type Editing = { client: ClientView | null } | null;
type Packages = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: PackageRow[] };

/**
 * The reseller's clients (spec 1, 6; spec 3, 3): each an account of the brand, created here
 * with one of the brand's packages. The client chooses a password from the mailed link, which
 * opens the brand's domain: so no client can be added before the domain is verified.
 */
export function BrandClients({ brand, packagesKey }: BrandClientsProps) {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const api = useMemo(() => clientApi((method, path, body) => host.request(method, path, body), brand.id), [host, brand.id]);
  const table = useRef<ServerDataTableHandle>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [packages, setPackages] = useState<Packages>({ status: 'loading' });
  const [resending, setResending] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    api.packages().then(
      ({ items }) => live && setPackages({ status: 'ready', items }),
      (error: unknown) => live && setPackages({ status: 'error', message: errorMessage(error, t('whitelabel.clients.packagesFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [api, packagesKey, t]);

  const resend = useCallback(
    (client: ClientView) => {
      setResending(client.id);
      api
        .resend(client.id)
        .then((invitation) => host.toast(invitationToast(t, t('whitelabel.clients.resent', { email: client.email }), invitation)))
        .catch((error: unknown) => host.toast({ severity: 'error', summary: errorMessage(error, t('errors.httpFailure')), life: 10_000 }))
        .finally(() => setResending(null));
    },
    [api, host, t],
  );

  const ready = packages.status === 'ready';
  const date = useCallback((iso: string | null, never: string) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : never), [i18n.language]);
  const columns = useMemo<ServerColumn<ClientView>[]>(
    () => [
      { field: 'name', header: t('whitelabel.clients.columns.name'), sortable: true },
      { field: 'email', header: t('whitelabel.clients.columns.email'), sortable: true },
      { field: 'package', header: t('whitelabel.clients.columns.package'), body: (row) => row.package?.name ?? '—' },
      {
        field: 'expiresAt',
        header: t('whitelabel.clients.columns.expiresAt'),
        sortable: true,
        body: (row) => date(row.expiresAt, t('whitelabel.clients.never')),
      },
      {
        field: 'verified',
        header: t('whitelabel.clients.columns.verified'),
        body: (row) => (
          <Tag value={t(row.verified ? 'whitelabel.clients.verified' : 'whitelabel.clients.notVerified')} severity={row.verified ? 'success' : 'warning'} />
        ),
      },
      {
        field: 'lastLoginAt',
        header: t('whitelabel.clients.columns.lastLoginAt'),
        sortable: true,
        body: (row) => (row.lastLoginAt ? new Date(row.lastLoginAt).toLocaleString(i18n.language) : t('whitelabel.clients.neverSignedIn')),
      },
      { field: 'createdAt', header: t('whitelabel.clients.columns.createdAt'), sortable: true, body: (row) => date(row.createdAt, '') },
      {
        field: 'actions',
        header: t('whitelabel.clients.columns.actions'),
        style: { width: '7rem', whiteSpace: 'nowrap' },
        body: (row) => (
          <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
            <Button
              type="button"
              icon="pi pi-pencil"
              text
              rounded
              aria-label={t('whitelabel.clients.edit', { name: row.name })}
              disabled={!ready}
              onClick={() => setEditing({ client: row })}
            />
            {row.invitationPending ? (
              <Button
                type="button"
                icon="pi pi-envelope"
                text
                rounded
                aria-label={t('whitelabel.clients.resend', { name: row.name })}
                loading={resending === row.id}
                disabled={!brand.verified}
                onClick={() => resend(row)}
              />
            ) : null}
          </span>
        ),
      },
    ],
    [brand.verified, date, i18n.language, ready, resend, resending, t],
  );

  const create = () => setEditing({ client: null });
  const canCreate = brand.verified && ready;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      {!brand.verified ? <Message severity="info" text={t('whitelabel.clients.verifyFirst', { domain: brand.domain })} /> : null}
      {packages.status === 'error' ? <Message severity="error" text={packages.message} /> : null}
      <ServerDataTable<ClientView>
        ref={table}
        path={clientPaths.list}
        label={t('whitelabel.clients.tableLabel')}
        columns={columns}
        pageSize={10}
        pageSizeOptions={[10, 25, 50, 100]}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        search={{ label: t('whitelabel.clients.searchLabel') }}
        toolbar={<Button type="button" label={t('whitelabel.clients.new')} icon="pi pi-plus" onClick={create} disabled={!canCreate} />}
        empty={{ message: t('whitelabel.clients.empty') }}
        noResults={t('whitelabel.clients.noResults')}
      />
      {editing && packages.status === 'ready' ? (
        <ClientDialog
          client={editing.client}
          api={api}
          packages={packages.items}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            table.current?.reload();
          }}
        />
      ) : null}
    </div>
  );
}
