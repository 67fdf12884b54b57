import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import type { ServerColumn } from '@chatmill/sdk/web';
import { formatDate, formatDateTime } from './format';
import { StatusTag } from './StatusTag';
import type { AdminUserView } from './usersApi';

interface ColumnOptions {
  t: TFunction;
  language: string;
  /** The server's zone, the one the reports count days in. */
  timeZone?: string;
  showBrand: boolean;
  onOpen(user: AdminUserView): void;
}

/** The users table: who, brand, package and expiry, status, last login, sign-up, and Open. */
export function userColumns({ t, language, timeZone, showBrand, onOpen }: ColumnOptions): ServerColumn<AdminUserView>[] {
  return [
    {
      field: 'name',
      header: t('admin.users.columns.user'),
      sortable: true,
      body: (user) => (
        <span style={{ display: 'flex', flexDirection: 'column' }}>
          <span style={{ fontWeight: 600 }}>{user.name}</span>
          <span className="muted small">{user.email}</span>
        </span>
      ),
    },
    ...(showBrand ? [{ field: 'brand', header: t('admin.users.columns.brand'), body: (user: AdminUserView) => user.brand.name }] : []),
    {
      field: 'userType',
      header: t('admin.users.columns.type'),
      body: (user) => `${t(`admin.users.userTypes.${user.userType}`)} · ${t(`admin.users.accessTypes.${user.accessType}`)}`,
    },
    { field: 'package', header: t('admin.users.columns.package'), body: (user) => user.package?.name ?? '—' },
    {
      field: 'expiresAt',
      header: t('admin.users.columns.expiresAt'),
      sortable: true,
      body: (user) => (user.expiresAt ? formatDate(user.expiresAt, language, timeZone) : t('admin.users.never')),
    },
    { field: 'status', header: t('admin.users.columns.status'), body: (user) => <StatusTag status={user.status} /> },
    {
      field: 'lastLoginAt',
      header: t('admin.users.columns.lastLogin'),
      sortable: true,
      body: (user) => (user.lastLoginAt ? formatDateTime(user.lastLoginAt, language, timeZone) : t('admin.users.neverSignedIn')),
    },
    { field: 'createdAt', header: t('admin.users.columns.createdAt'), sortable: true, body: (user) => formatDate(user.createdAt, language, timeZone) },
    {
      field: 'actions',
      header: t('admin.common.actions'),
      style: { width: '6rem' },
      body: (user) => (
        <Button
          type="button"
          icon="pi pi-external-link"
          label={t('admin.users.open')}
          text
          size="small"
          aria-label={t('admin.users.openUser', { name: user.name })}
          onClick={() => onOpen(user)}
        />
      ),
    },
  ];
}
