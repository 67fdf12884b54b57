import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ScreenHeader, ServerDataTable, errorMessage, useHost, type ServerColumn, type ServerDataTableHandle } from '@chatmill/sdk/web';
import { useContactsApi } from '../../api.ts';
import { formatDate } from '../../format.ts';
import { GroupDialog } from './GroupDialog.tsx';
import { groupName, type GroupKind, type GroupRow } from './groupKinds.ts';

type Editing = { group: GroupRow | null } | null;

/** The Contact Books and Contact Tags screens: a table with contact counts; create, rename and delete. */
export function GroupScreen({ kind }: { kind: GroupKind }) {
  const { t, i18n } = useTranslation('contacts');
  const host = useHost();
  const api = useContactsApi();
  const texts = `groups.${kind.key}` as const;
  const table = useRef<ServerDataTableHandle>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const can = {
    create: host.can(kind.slug, 'create'),
    edit: host.can(kind.slug, 'edit'),
    delete: host.can(kind.slug, 'delete'),
  };

  const remove = useCallback(
    async (group: GroupRow) => {
      const name = groupName(group);
      const confirmed = await host.confirm({
        header: t(`${texts}.confirmDeleteHeader`),
        message: t(`${texts}.confirmDelete`, { name }),
        acceptLabel: t('common.yesDelete'),
        rejectLabel: t('common.cancel'),
        danger: true,
      });
      if (!confirmed) return;
      try {
        await api.call(kind.contracts.remove, { params: { id: group.id } });
        host.toast({ severity: 'success', summary: t(`${texts}.deleted`) });
        table.current?.reload();
      } catch (error) {
        host.toast({ severity: 'error', summary: errorMessage(error, t('errors.generic')) });
      }
    },
    [api, host, kind, t, texts],
  );

  const columns = useMemo(() => {
    const list: ServerColumn<GroupRow>[] = [
      // Both kinds sort by `name` on the server, tags included.
      { field: kind.nameField, sortKey: 'name', header: t('fields.name'), sortable: true },
      { field: 'contactCount', header: t('fields.contactCount'), sortable: true, style: { width: '9rem' } },
      { field: 'createdAt', header: t('fields.createdAt'), sortable: true, style: { width: '10rem' }, body: (row) => formatDate(row.createdAt, i18n.language) },
    ];
    if (can.edit || can.delete) {
      list.push({
        field: 'actions',
        header: t('fields.actions'),
        style: { width: '7rem', whiteSpace: 'nowrap' },
        body: (row) => (
          <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
            {can.edit ? (
              <Button
                type="button"
                icon="pi pi-pencil"
                text
                rounded
                aria-label={t(`${texts}.rename`, { name: groupName(row) })}
                onClick={() => setEditing({ group: row })}
              />
            ) : null}
            {can.delete ? (
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t(`${texts}.delete`, { name: groupName(row) })}
                onClick={() => void remove(row)}
              />
            ) : null}
          </span>
        ),
      });
    }
    return list;
  }, [can.delete, can.edit, i18n.language, kind.nameField, remove, t, texts]);

  const create = () => setEditing({ group: null });

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader
        title={t(`${texts}.title`)}
        actions={can.create ? <Button type="button" label={t(`${texts}.new`)} icon="pi pi-plus" onClick={create} /> : null}
      />
      <ServerDataTable<GroupRow>
        ref={table}
        path={api.url(kind.contracts.list)}
        label={t(`${texts}.tableLabel`)}
        columns={columns}
        pageSize={25}
        pageSizeOptions={[10, 25, 50, 100]}
        defaultSort={{ field: 'name', order: 'asc' }}
        search={{ label: t(`${texts}.searchLabel`) }}
        empty={{ message: t(`${texts}.empty`), action: can.create ? { label: t(`${texts}.new`), onClick: create } : undefined }}
      />
      {editing ? (
        <GroupDialog
          kind={kind}
          group={editing.group}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            table.current?.reload();
          }}
        />
      ) : null}
    </section>
  );
}
