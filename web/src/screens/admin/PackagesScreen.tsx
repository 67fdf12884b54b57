import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { ScreenHeader, ServerDataTable, useHost, useUndoableDelete, type ServerColumn, type ServerDataTableHandle } from '@chatmill/sdk/web';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { PackageDialog } from './packages/PackageDialog';
import { bodyOf } from './packages/packageForm';
import { packagePaths, type PackageRow } from './packages/packageTypes';
import { usePackageOptions } from './packages/usePackageOptions';
import { isAdmin } from './shared/isAdmin';
import { WithHost } from './shared/WithHost';

/** "/admin/packages" — the brand's packages (spec 3, 3): admins only. */
export default function PackagesScreen() {
  return (
    <WithHost>
      <Packages />
    </WithHost>
  );
}

type Editing = { row: PackageRow | null } | null;

function Packages() {
  const { t } = useTranslation();
  const host = useHost();
  const admin = isAdmin(host.user);
  const table = useRef<ServerDataTableHandle>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const { options, error: optionsError } = usePackageOptions(admin, t('accessPackages.packages.loadFailed'));
  useDocumentTitle(t('accessPackages.packages.title'));

  const reload = useCallback(() => table.current?.reload(), []);
  const remove = useUndoableDelete<PackageRow>({
    confirm: (row) => ({
      header: t('accessPackages.packages.confirmDeleteHeader'),
      message: t('accessPackages.packages.confirmDelete', { name: row.name }),
      acceptLabel: t('accessPackages.common.yesDelete'),
      rejectLabel: t('accessPackages.common.cancel'),
    }),
    remove: (row) => host.request('DELETE', packagePaths.one(row.id)),
    // Nobody was on the package (the server refuses otherwise), so making it again restores it.
    restore: (row) => host.request('POST', packagePaths.list, bodyOf(row)),
    deletedMessage: () => t('accessPackages.packages.deleted'),
    restoredMessage: () => t('accessPackages.packages.restored'),
    failedMessage: t('accessPackages.common.failed'),
    onChange: reload,
  });

  const columns = useMemo<ServerColumn<PackageRow>[]>(
    () => [
      {
        field: 'name',
        header: t('accessPackages.packages.fields.name'),
        sortable: true,
        body: (row) => (
          <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
            {row.name}
            {row.isDefault ? <Tag value={t('accessPackages.common.default')} severity="info" /> : null}
          </span>
        ),
      },
      { field: 'tier', header: t('accessPackages.packages.fields.tier'), sortable: true },
      { field: 'price', header: t('accessPackages.packages.fields.price'), sortable: true, body: (row) => `${row.price} ${row.currency}` },
      {
        field: 'validityDuration',
        header: t('accessPackages.packages.fields.validity'),
        sortable: true,
        body: (row) =>
          row.validityDuration === 0
            ? t('accessPackages.packages.neverExpires')
            : t(`accessPackages.packages.validity.${row.validityUnit}`, { count: row.validityDuration }),
      },
      {
        field: 'billingPeriod',
        header: t('accessPackages.packages.fields.billingPeriod'),
        body: (row) => t(`accessPackages.packages.billing.${row.billingPeriod}`),
      },
      { field: 'accessLevelName', header: t('accessPackages.packages.fields.accessLevel') },
      {
        field: 'features',
        header: t('accessPackages.packages.fields.features'),
        body: (row) => t('accessPackages.packages.featureCount', { count: row.features.length }),
      },
      {
        field: 'actions',
        header: t('accessPackages.common.actions'),
        style: { width: '7rem', whiteSpace: 'nowrap' },
        body: (row) => (
          <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
            <Button
              type="button"
              icon="pi pi-pencil"
              text
              rounded
              aria-label={t('accessPackages.common.edit', { name: row.name })}
              disabled={!options}
              onClick={() => setEditing({ row })}
            />
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              severity="danger"
              aria-label={t('accessPackages.common.delete', { name: row.name })}
              onClick={() => void remove(row)}
            />
          </span>
        ),
      },
    ],
    [options, remove, t],
  );

  if (!admin) {
    return (
      <section>
        <ScreenHeader title={t('accessPackages.packages.title')} />
        <Message severity="warn" text={t('accessPackages.common.adminsOnly')} />
      </section>
    );
  }

  const create = () => setEditing({ row: null });
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader
        title={t('accessPackages.packages.title')}
        subtitle={t('accessPackages.packages.subtitle')}
        actions={
          <Button
            type="button"
            label={t('accessPackages.packages.new')}
            icon="pi pi-plus"
            onClick={create}
            disabled={!options}
            loading={!options && !optionsError}
          />
        }
      />
      {optionsError ? <Message severity="error" text={optionsError} /> : null}
      <ServerDataTable<PackageRow>
        ref={table}
        path={packagePaths.list}
        label={t('accessPackages.packages.tableLabel')}
        columns={columns}
        pageSize={25}
        pageSizeOptions={[10, 25, 50, 100]}
        defaultSort={{ field: 'name', order: 'asc' }}
        search={{ label: t('accessPackages.packages.searchLabel') }}
        empty={{ message: t('accessPackages.packages.empty'), action: options ? { label: t('accessPackages.packages.new'), onClick: create } : undefined }}
      />
      {editing && options ? (
        <PackageDialog
          row={editing.row}
          levels={options.levels}
          catalogue={options.catalogue}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
