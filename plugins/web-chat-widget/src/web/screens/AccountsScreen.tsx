import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { ScreenHeader, ServerDataTable, useHost, useUndoableDelete, type ServerColumn, type ServerDataTableHandle } from '@chatmill/sdk/web';
import { defaultPageSize } from '../../common/limits.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { contracts, useWidgetApi } from '../api.ts';
import type { WidgetView } from '../types.ts';
import { EmbedCodeDialog } from './accounts/EmbedCodeDialog.tsx';

const writePath = '/web-chat-widget/accounts/write';

/** /web-chat-widget/accounts: the account's widgets; add, edit, embed code, delete with undo. */
export default function AccountsScreen() {
  const { t, i18n } = useTranslation('web-chat-widget');
  const host = useHost();
  const api = useWidgetApi();
  const navigate = useNavigate();
  const table = useRef<ServerDataTableHandle>(null);
  const [embedding, setEmbedding] = useState<WidgetView | null>(null);
  const can = {
    create: host.can(permissionSlugs.accountsWrite, 'create'),
    edit: host.can(permissionSlugs.accountsWrite, 'edit'),
    delete: host.can(permissionSlugs.accounts, 'delete'),
  };

  const remove = useUndoableDelete<WidgetView>({
    confirm: (widget) => ({
      header: t('accounts.confirmDeleteHeader'),
      message: t('accounts.confirmDelete', { name: widget.name }),
      acceptLabel: t('common.yesDelete'),
      rejectLabel: t('common.cancel'),
    }),
    remove: (widget) => api.call(contracts.deleteWidget, { params: { id: widget.id } }),
    restore: (widget) => api.call(contracts.restoreWidget, { params: { id: widget.id } }),
    deletedMessage: () => t('accounts.deleted'),
    restoredMessage: () => t('accounts.restored'),
    failedMessage: t('errors.generic'),
    onChange: () => {
      table.current?.reload();
      void host.features.refresh();
    },
  });

  const columns = useMemo<ServerColumn<WidgetView>[]>(
    () => [
      { field: 'name', header: t('fields.name'), sortable: true },
      { field: 'title', header: t('fields.title') },
      {
        field: 'domains',
        header: t('fields.domains'),
        body: (widget) => (
          <span title={widget.domains.join('\n')}>
            {widget.domains.length === 1 ? widget.domains[0] : t('accounts.domainCount', { count: widget.domains.length })}
          </span>
        ),
      },
      { field: 'embedMode', header: t('fields.embedMode'), body: (widget) => <Tag value={t(`embedMode.${widget.embedMode}`)} severity="info" /> },
      { field: 'createdAt', header: t('fields.createdAt'), sortable: true, body: (widget) => new Date(widget.createdAt).toLocaleDateString(i18n.language) },
      {
        field: 'actions',
        header: t('fields.actions'),
        style: { whiteSpace: 'nowrap', width: '9rem' },
        body: (widget) => (
          <span style={{ display: 'inline-flex', gap: '0.1rem' }}>
            <Button type="button" icon="pi pi-code" text rounded aria-label={t('accounts.embed', { name: widget.name })} onClick={() => setEmbedding(widget)} />
            {can.edit ? (
              <Button
                type="button"
                icon="pi pi-pencil"
                text
                rounded
                aria-label={t('accounts.edit', { name: widget.name })}
                onClick={() => navigate(`${writePath}?id=${widget.id}`)}
              />
            ) : null}
            {can.delete ? (
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t('accounts.delete', { name: widget.name })}
                onClick={() => void remove(widget)}
              />
            ) : null}
          </span>
        ),
      },
    ],
    [can.delete, can.edit, i18n.language, navigate, remove, t],
  );

  const create = () => void navigate(writePath);
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader
        title={t('accounts.title')}
        actions={can.create ? <Button type="button" label={t('accounts.new')} icon="pi pi-plus" onClick={create} /> : null}
      />
      <ServerDataTable<WidgetView>
        ref={table}
        path={api.url(contracts.listWidgets)}
        label={t('accounts.tableLabel')}
        columns={columns}
        pageSize={defaultPageSize}
        pageSizeOptions={[10, 25, 50, 100]}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        search={{ label: t('accounts.searchLabel') }}
        empty={{ message: t('accounts.empty'), action: can.create ? { label: t('accounts.new'), onClick: create } : undefined }}
        noResults={t('accounts.noResults')}
      />
      {embedding ? <EmbedCodeDialog widget={embedding} onClose={() => setEmbedding(null)} /> : null}
    </section>
  );
}
