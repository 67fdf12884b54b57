import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import { ServerDataTable, type ServerColumn } from '../../../../sdk/src/web/ServerDataTable.tsx';
import { whitelabelPaths, type BrandListItem } from './whitelabelApi';

/** Every brand of the platform with its reseller, for the platform admin (spec 1, 6). */
export function AllBrandsTable({ reloadKey }: { reloadKey: unknown }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<ServerColumn<BrandListItem>[]>(
    () => [
      { field: 'name', header: t('whitelabel.brands.columns.name'), sortable: true, body: (row) => `${row.name} (${row.shortName})` },
      { field: 'domain', header: t('whitelabel.brands.columns.domain'), sortable: true },
      {
        field: 'verified',
        header: t('whitelabel.brands.columns.verified'),
        body: (row) => (
          <Tag value={t(row.verified ? 'whitelabel.domain.verified' : 'whitelabel.domain.notVerified')} severity={row.verified ? 'success' : 'warning'} />
        ),
      },
      {
        field: 'owner',
        header: t('whitelabel.brands.columns.reseller'),
        body: (row) => (row.owner ? `${row.owner.name}${row.owner.email ? ` <${row.owner.email}>` : ''}` : t('whitelabel.brands.platform')),
      },
      {
        field: 'createdAt',
        header: t('whitelabel.brands.columns.createdAt'),
        sortable: true,
        body: (row) => new Date(row.createdAt).toLocaleDateString(i18n.language),
      },
    ],
    [i18n.language, t],
  );
  return (
    <ServerDataTable<BrandListItem>
      path={whitelabelPaths.brands}
      label={t('whitelabel.brands.tableLabel')}
      columns={columns}
      pageSize={10}
      pageSizeOptions={[10, 25, 50, 100]}
      defaultSort={{ field: 'createdAt', order: 'desc' }}
      search={{ label: t('whitelabel.brands.searchLabel') }}
      reloadKey={reloadKey}
      empty={{ message: t('whitelabel.brands.empty') }}
      noResults={t('whitelabel.brands.noResults')}
    />
  );
}
