import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { UserNotification } from '@chatmill/sdk/contracts';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { ServerDataTable, type ServerColumn, type ServerDataTableHandle } from '../../../../sdk/src/web/ServerDataTable.tsx';
import { accountPaths, type AccountApi } from './accountApi.ts';
import { formatMoment } from './format.ts';

/**
 * The Account Notifications tab: the notifications addressed to the user (spec 3, 3-4: subject,
 * type, read or unread), newest first, each with its text, and marking them read.
 */
export function NotificationsTab({ api }: { api: AccountApi }) {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const table = useRef<ServerDataTableHandle>(null);
  const [unread, setUnread] = useState(0);
  const failed = t('errors.httpFailure');

  const columns = useMemo<ServerColumn<UserNotification>[]>(() => {
    const markRead = async (notification: UserNotification) => {
      try {
        setUnread((await api.readNotification(notification.id)).unread);
        table.current?.reload();
      } catch (error) {
        host.toast({ severity: 'error', summary: errorMessage(error, failed) });
      }
    };
    return [
      {
        field: 'subject',
        header: t('userSettings.notifications.subject'),
        body: (row) => (
          <div style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem' }}>
            <span style={{ fontWeight: row.read ? 400 : 600 }}>{row.subject}</span>
            {/* Plain text, as typed: React escapes it, and line breaks are kept. */}
            <span className="muted small" style={{ whiteSpace: 'pre-wrap' }}>
              {row.content}
            </span>
          </div>
        ),
      },
      {
        field: 'type',
        header: t('userSettings.notifications.type'),
        body: (row) => <Tag value={row.type} severity={row.type === 'Warning' ? 'warning' : 'info'} />,
      },
      { field: 'createdAt', header: t('userSettings.notifications.date'), body: (row) => formatMoment(row.createdAt, i18n.language) },
      {
        field: 'read',
        header: t('userSettings.notifications.status'),
        body: (row) =>
          row.read ? (
            <span className="muted">{t('userSettings.notifications.read')}</span>
          ) : (
            <Button type="button" size="small" text icon="pi pi-envelope" label={t('userSettings.notifications.markRead')} onClick={() => void markRead(row)} />
          ),
      },
    ];
  }, [api, failed, host, i18n.language, t]);

  const markAll = async () => {
    try {
      await api.readAllNotifications();
      setUnread(0);
      table.current?.reload();
    } catch (error) {
      host.toast({ severity: 'error', summary: errorMessage(error, failed) });
    }
  };

  return (
    <ServerDataTable<UserNotification>
      ref={table}
      path={accountPaths.notifications}
      label={t('userSettings.notifications.tableLabel')}
      columns={columns}
      onLoad={(page) => setUnread((page as { unread?: number }).unread ?? 0)}
      toolbar={
        unread > 0 ? (
          <Button
            type="button"
            outlined
            size="small"
            icon="pi pi-check-square"
            label={t('userSettings.notifications.markAllRead', { count: unread })}
            onClick={() => void markAll()}
          />
        ) : null
      }
      empty={{ message: t('userSettings.notifications.empty'), icon: 'pi pi-bell' }}
    />
  );
}
