import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { ServerDataTable, type ServerDataTableHandle } from '@chatmill/sdk/web';
import { UserDetailsDialog } from './UserDetailsDialog';
import { UserFilters, noFilters, type UserFilterValues } from './UserFilters';
import { userColumns } from './userColumns';
import { usersPaths, type AdminUserView, type UsersApi } from './usersApi';
import type { OptionsState } from './useAdminOptions';

interface UsersSectionProps {
  api: UsersApi;
  options: OptionsState;
}

/**
 * The admin's users (spec 1, 6; spec 3, 6): search by name or email, filter, sort and page on
 * the server; Open shows a user's details, where the admin changes the package or deactivates.
 */
export function UsersSection({ api, options }: UsersSectionProps) {
  const { t, i18n } = useTranslation();
  const table = useRef<ServerDataTableHandle>(null);
  const [filters, setFilters] = useState<UserFilterValues>(noFilters);
  const [open, setOpen] = useState<AdminUserView | null>(null);
  const ready = options.status === 'ready' ? options.options : null;
  const headingId = 'admin-users-heading';

  const columns = useMemo(
    () => userColumns({ t, language: i18n.language, timeZone: ready?.timeZone, showBrand: ready?.allBrands ?? false, onOpen: setOpen }),
    [i18n.language, ready?.allBrands, ready?.timeZone, t],
  );
  const reload = useCallback(() => table.current?.reload(), []);

  return (
    <section aria-labelledby={headingId} style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <h2 id={headingId} style={{ margin: 0 }}>
        {t('layout.nav.users')}
      </h2>
      {options.status === 'failed' ? <Message severity="error" text={options.message} /> : null}
      <ServerDataTable<AdminUserView>
        ref={table}
        path={usersPaths.list}
        label={t('admin.users.tableLabel')}
        columns={columns}
        params={{ ...filters }}
        pageSize={25}
        pageSizeOptions={[10, 25, 50, 100]}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        search={{ label: t('admin.users.searchLabel'), placeholder: t('admin.users.searchPlaceholder') }}
        toolbar={<UserFilters options={ready} value={filters} onChange={setFilters} />}
        empty={{ message: t('admin.users.empty'), icon: 'pi pi-users' }}
        noResults={t('admin.users.noResults')}
      />
      {ready ? <p className="muted small">{t('admin.users.timeZoneNote', { timeZone: ready.timeZone })}</p> : null}
      {open ? (
        <UserDetailsDialog
          user={open}
          api={api}
          brand={ready?.brands.find((b) => b.id === open.brand.id) ?? null}
          timeZone={ready?.timeZone}
          onClose={() => setOpen(null)}
          onChanged={reload}
        />
      ) : null}
    </section>
  );
}
