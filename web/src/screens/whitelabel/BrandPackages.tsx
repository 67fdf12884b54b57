import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import { HostContext, useHost } from '../../../../sdk/src/web/host.ts';
import { ServerDataTable, type ServerColumn, type ServerDataTableHandle } from '../../../../sdk/src/web/ServerDataTable.tsx';
import { PackageDialog } from '../admin/packages/PackageDialog';
import { packagePaths, type CatalogueFeature, type LevelOption, type PackageRow } from '../admin/packages/packageTypes';
import { brandScopedHost } from './brandScopedHost.ts';

interface BrandPackagesProps {
  brandId: number;
  /** Called after a package was created or changed (the Clients section offers the new list). */
  onChanged(): void;
}

type Editing = { row: PackageRow | null } | null;
type Options = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; levels: LevelOption[]; catalogue: CatalogueFeature[] };

/**
 * The packages of the reseller's brand, which its clients get (spec 3, 3): the admin area's
 * package editor, aimed at this brand. The server keeps the reseller to this brand.
 */
export function BrandPackages({ brandId, onChanged }: BrandPackagesProps) {
  const { t } = useTranslation();
  const host = useHost();
  const scoped = useMemo(() => brandScopedHost(host, brandId), [host, brandId]);
  const table = useRef<ServerDataTableHandle>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [options, setOptions] = useState<Options>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    Promise.all([
      scoped.request<{ items: LevelOption[] }>('GET', '/api/packages/access-levels'),
      scoped.request<{ items: CatalogueFeature[] }>('GET', packagePaths.features),
    ]).then(
      ([levels, features]) => live && setOptions({ status: 'ready', levels: levels.items, catalogue: features.items }),
      (error: unknown) => live && setOptions({ status: 'error', message: errorMessage(error, t('accessPackages.packages.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [scoped, t]);

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
      { field: 'accessLevelName', header: t('accessPackages.packages.fields.accessLevel') },
      {
        field: 'features',
        header: t('accessPackages.packages.fields.features'),
        body: (row) => t('accessPackages.packages.featureCount', { count: row.features.length }),
      },
      {
        field: 'actions',
        header: t('accessPackages.common.actions'),
        style: { width: '5rem' },
        body: (row) => (
          <Button
            type="button"
            icon="pi pi-pencil"
            text
            rounded
            aria-label={t('accessPackages.common.edit', { name: row.name })}
            disabled={options.status !== 'ready'}
            onClick={() => setEditing({ row })}
          />
        ),
      },
    ],
    [options.status, t],
  );

  const saved = useCallback(() => {
    setEditing(null);
    table.current?.reload();
    onChanged();
  }, [onChanged]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      {options.status === 'error' ? <Message severity="error" text={options.message} /> : null}
      <ServerDataTable<PackageRow>
        ref={table}
        path={packagePaths.list}
        params={{ brandId }}
        label={t('whitelabel.packages.tableLabel')}
        columns={columns}
        pageSize={10}
        pageSizeOptions={[10, 25, 50, 100]}
        defaultSort={{ field: 'name', order: 'asc' }}
        search={false}
        toolbar={
          <Button
            type="button"
            label={t('accessPackages.packages.new')}
            icon="pi pi-plus"
            onClick={() => setEditing({ row: null })}
            disabled={options.status !== 'ready'}
          />
        }
        empty={{ message: t('accessPackages.packages.empty') }}
      />
      {editing && options.status === 'ready' ? (
        <HostContext.Provider value={scoped}>
          <PackageDialog row={editing.row} levels={options.levels} catalogue={options.catalogue} onClose={() => setEditing(null)} onSaved={saved} />
        </HostContext.Provider>
      ) : null}
    </div>
  );
}
