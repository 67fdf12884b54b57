import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import { ServerDataTable, type ServerColumn } from '../../../../sdk/src/web/ServerDataTable.tsx';
import { whitelabelPaths, type AuditLogItem } from './whitelabelApi';

const severities: Record<AuditLogItem['result'], 'success' | 'danger' | 'warning' | 'info'> = {
  success: 'success',
  wrong_password: 'danger',
  unknown_user: 'warning',
  not_set: 'info',
  rate_limited: 'danger',
};

/** Every use of the brand's master password (spec 3, 6): who, which client, from where, when, and how it ended. */
export function AuditLogTable({ reloadKey }: { reloadKey: unknown }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<ServerColumn<AuditLogItem>[]>(
    () => [
      { field: 'createdAt', header: t('whitelabel.auditLog.columns.createdAt'), body: (row) => new Date(row.createdAt).toLocaleString(i18n.language) },
      {
        field: 'result',
        header: t('whitelabel.auditLog.columns.result'),
        body: (row) => <Tag value={t(`whitelabel.auditLog.results.${row.result}`)} severity={severities[row.result]} />,
      },
      {
        field: 'targetEmail',
        header: t('whitelabel.auditLog.columns.client'),
        body: (row) => (row.targetUser ? `${row.targetUser.name} <${row.targetEmail}>` : row.targetEmail),
      },
      {
        field: 'actor',
        header: t('whitelabel.auditLog.columns.actor'),
        body: (row) => (row.actor ? `${row.actor.name} <${row.actor.email}>` : t('whitelabel.auditLog.nobody')),
      },
      { field: 'ip', header: t('whitelabel.auditLog.columns.ip') },
      {
        field: 'userAgent',
        header: t('whitelabel.auditLog.columns.userAgent'),
        body: (row) => (
          <span
            title={row.userAgent}
            style={{ display: 'inline-block', maxWidth: '18rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {row.userAgent}
          </span>
        ),
      },
    ],
    [i18n.language, t],
  );
  return (
    <ServerDataTable<AuditLogItem>
      path={whitelabelPaths.auditLog}
      label={t('whitelabel.auditLog.tableLabel')}
      columns={columns}
      pageSize={10}
      pageSizeOptions={[10, 25, 50, 100]}
      search={false}
      reloadKey={reloadKey}
      empty={{ message: t('whitelabel.auditLog.empty') }}
    />
  );
}
