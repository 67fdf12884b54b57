import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { errorMessage, ScreenHeader, ServerDataTable, useHost, type ServerColumn, type ServerDataTableHandle } from '@chatmill/sdk/web';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { NotificationTypeTag } from '../../notifications/NotificationTypeTag';
import { isAdmin } from '../shared/isAdmin';
import { SelectField } from '../../../../../sdk/src/web/SelectField.tsx';
import { WithHost } from '../shared/WithHost';
import { formatDateTime } from '../users/format';
import { NotificationDialog } from './NotificationDialog';
import { notificationPaths, notificationsApi, notificationTypes, type AdminNotificationDetails, type AdminNotificationView } from './notificationsApi';

/** "/admin/notifications" — the brand's notifications (spec 1, 2.2; spec 3, 3 and 9): admins only. */
export default function NotificationsScreen() {
  return (
    <WithHost>
      <Notifications />
    </WithHost>
  );
}

type Editing = { notification: AdminNotificationDetails | null } | null;

function Notifications() {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const admin = isAdmin(host.user);
  const api = useMemo(() => notificationsApi((method, path, body) => host.request(method, path, body)), [host]);
  const table = useRef<ServerDataTableHandle>(null);
  const typeId = useId();
  const [type, setType] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const failed = t('admin.common.failed');
  useDocumentTitle(t('layout.nav.notifications'));

  const reload = useCallback(() => table.current?.reload(), []);

  const edit = useCallback(
    async (row: AdminNotificationView) => {
      try {
        setEditing({ notification: await api.get(row.id) });
      } catch (error) {
        host.toast({ severity: 'error', summary: errorMessage(error, failed) });
      }
    },
    [api, failed, host],
  );

  const remove = useCallback(
    async (row: AdminNotificationView) => {
      const confirmed = await host.confirm({
        header: t('admin.notifications.deleteHeader'),
        message: t('admin.notifications.deleteConfirm', { subject: row.subject }),
        acceptLabel: t('admin.common.yesDelete'),
        rejectLabel: t('admin.common.cancel'),
        danger: true,
      });
      if (!confirmed) return;
      try {
        await api.remove(row.id);
        host.toast({ severity: 'success', summary: t('admin.notifications.deleted') });
      } catch (error) {
        host.toast({ severity: 'error', summary: errorMessage(error, failed) });
      }
      reload();
    },
    [api, failed, host, reload, t],
  );

  const columns = useMemo<ServerColumn<AdminNotificationView>[]>(
    () => [
      {
        field: 'subject',
        header: t('admin.notifications.columns.subject'),
        sortable: true,
        body: (row) => <Link to={notificationPaths.contentPage(row.id)}>{row.subject}</Link>,
      },
      { field: 'type', header: t('admin.notifications.columns.type'), sortable: true, body: (row) => <NotificationTypeTag type={row.type} /> },
      {
        field: 'audience',
        header: t('admin.notifications.columns.audience'),
        body: (row) => (row.recipient ? row.recipient.email : t('admin.notifications.audience.all')),
      },
      {
        field: 'readCount',
        header: t('admin.notifications.columns.reads'),
        body: (row) => t('admin.notifications.readOf', { read: row.readCount, total: row.recipientCount }),
      },
      { field: 'createdAt', header: t('admin.notifications.columns.createdAt'), sortable: true, body: (row) => formatDateTime(row.createdAt, i18n.language) },
      {
        field: 'actions',
        header: t('admin.common.actions'),
        style: { width: '7rem', whiteSpace: 'nowrap' },
        body: (row) => (
          <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
            <Button type="button" icon="pi pi-pencil" text rounded aria-label={t('admin.common.edit', { name: row.subject })} onClick={() => void edit(row)} />
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              severity="danger"
              aria-label={t('admin.common.delete', { name: row.subject })}
              onClick={() => void remove(row)}
            />
          </span>
        ),
      },
    ],
    [edit, i18n.language, remove, t],
  );

  if (!admin) {
    return (
      <section>
        <ScreenHeader title={t('layout.nav.notifications')} />
        <Message severity="warn" text={t('admin.common.adminsOnly')} />
      </section>
    );
  }

  const create = () => setEditing({ notification: null });
  const toolbar = (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <label htmlFor={typeId}>{t('admin.notifications.columns.type')}</label>
      <SelectField
        id={typeId}
        value={type}
        emptyLabel={t('admin.notifications.anyType')}
        options={notificationTypes.map((value) => ({ value, label: t(`admin.notifications.types.${value}`) }))}
        onChange={(e) => setType(e.target.value)}
      />
    </span>
  );

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader
        title={t('layout.nav.notifications')}
        subtitle={t('admin.notifications.subtitle')}
        actions={
          <>
            {/* The admin's own notifications, until the layout's header shows this bell on every page. */}
            <Button type="button" label={t('admin.notifications.new')} icon="pi pi-plus" onClick={create} />
          </>
        }
      />
      <ServerDataTable<AdminNotificationView>
        ref={table}
        path={notificationPaths.list}
        label={t('admin.notifications.tableLabel')}
        columns={columns}
        params={{ type }}
        pageSize={25}
        pageSizeOptions={[10, 25, 50, 100]}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        search={{ label: t('admin.notifications.searchLabel') }}
        toolbar={toolbar}
        empty={{ message: t('admin.notifications.empty'), icon: 'pi pi-bell', action: { label: t('admin.notifications.new'), onClick: create } }}
        noResults={t('admin.notifications.noResults')}
      />
      {editing ? (
        <NotificationDialog
          notification={editing.notification}
          api={api}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            host.toast({
              severity: 'success',
              summary: editing.notification ? t('admin.notifications.updated') : t('admin.notifications.sent', { subject: saved.subject }),
            });
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
