import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { errorMessage, ScreenHeader, ServerDataTable, useHost, type ServerColumn } from '@chatmill/sdk/web';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { NotificationContent } from '../../notifications/NotificationContent';
import { NotificationTypeTag } from '../../notifications/NotificationTypeTag';
import { isAdmin } from '../shared/isAdmin';
import { WithHost } from '../shared/WithHost';
import { formatDateTime } from '../users/format';
import { notificationPaths, notificationsApi, type AdminNotificationDetails, type NotificationReader } from './notificationsApi';

/** "/admin/notifications/content?id=…" — one notification's content and who read it (spec 1, 2.2). */
export default function NotificationContentScreen() {
  return (
    <WithHost>
      <NotificationContentPage />
    </WithHost>
  );
}

type State = { status: 'loading' } | { status: 'ready'; notification: AdminNotificationDetails } | { status: 'failed'; message: string };

/** The id of `?id=`, or null when there is no usable one. */
function idFrom(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

function NotificationContentPage() {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const admin = isAdmin(host.user);
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const api = useMemo(() => notificationsApi((method, path, body) => host.request(method, path, body)), [host]);
  const [state, setState] = useState<State>({ status: 'loading' });
  const failed = t('admin.common.failed');
  useDocumentTitle(t('admin.notifications.contentPage'));

  useEffect(() => {
    if (!admin || id === null) return;
    let cancelled = false;
    setState({ status: 'loading' });
    api.get(id).then(
      (notification) => !cancelled && setState({ status: 'ready', notification }),
      (error: unknown) => !cancelled && setState({ status: 'failed', message: errorMessage(error, failed) }),
    );
    return () => {
      cancelled = true;
    };
  }, [admin, api, failed, id]);

  const columns = useMemo<ServerColumn<NotificationReader>[]>(
    () => [
      { field: 'name', header: t('admin.notifications.readers.name') },
      { field: 'email', header: t('admin.notifications.readers.email') },
      { field: 'readAt', header: t('admin.notifications.readers.readAt'), body: (row) => formatDateTime(row.readAt, i18n.language) },
    ],
    [i18n.language, t],
  );

  const back = <Link to={notificationPaths.listPage}>{t('admin.notifications.back')}</Link>;
  if (!admin) {
    return (
      <section>
        <ScreenHeader title={t('admin.notifications.contentPage')} />
        <Message severity="warn" text={t('admin.common.adminsOnly')} />
      </section>
    );
  }
  if (id === null) {
    return (
      <section>
        <ScreenHeader title={t('admin.notifications.contentPage')} actions={back} />
        <Message severity="info" text={t('admin.notifications.chooseOne')} />
      </section>
    );
  }

  const notification = state.status === 'ready' ? state.notification : null;
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <ScreenHeader title={notification?.subject ?? t('admin.notifications.contentPage')} actions={back} />
      {state.status === 'loading' ? <p>{t('admin.common.loading')}</p> : null}
      {state.status === 'failed' ? <Message severity="error" text={state.message} /> : null}
      {notification ? (
        <>
          <Card>
            <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center', marginTop: 0 }}>
              <NotificationTypeTag type={notification.type} />
              <span>
                {notification.recipient
                  ? t('admin.notifications.audience.toUser', { email: notification.recipient.email })
                  : t('admin.notifications.audience.all')}
              </span>
              <span className="muted">{formatDateTime(notification.createdAt, i18n.language)}</span>
              <span data-testid="read-count">{t('admin.notifications.readOf', { read: notification.readCount, total: notification.recipientCount })}</span>
            </p>
            <div data-testid="notification-content">
              <NotificationContent content={notification.content} />
            </div>
          </Card>
          <h2 style={{ margin: 0 }}>{t('admin.notifications.readers.title')}</h2>
          <ServerDataTable<NotificationReader>
            path={notificationPaths.readers(notification.id)}
            label={t('admin.notifications.readers.title')}
            columns={columns}
            dataKey="userId"
            pageSize={25}
            search={{ label: t('admin.notifications.readers.search') }}
            empty={{ message: t('admin.notifications.readers.empty'), icon: 'pi pi-eye-slash' }}
            noResults={t('admin.notifications.readers.noResults')}
          />
        </>
      ) : null}
    </section>
  );
}
