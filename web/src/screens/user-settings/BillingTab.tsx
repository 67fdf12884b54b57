import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { ServerDataTable, type ServerColumn } from '../../../../sdk/src/web/ServerDataTable.tsx';
import { accountPaths, type BillingTransactionView } from './accountApi.ts';
import { formatMoment, formatMoney } from './format.ts';

const statusSeverity = { paid: 'success', pending: 'info', failed: 'danger', refunded: 'warning' } as const;

/**
 * The Billing tab: the account's transactions, newest first. There is no payment provider
 * yet, so the list is empty until one records payments; it never shows made-up rows.
 */
export function BillingTab() {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const columns = useMemo<ServerColumn<BillingTransactionView>[]>(
    () => [
      { field: 'occurredAt', header: t('userSettings.billing.date'), sortable: true, body: (row) => formatMoment(row.occurredAt, i18n.language) },
      { field: 'description', header: t('userSettings.billing.description') },
      { field: 'amount', header: t('userSettings.billing.amount'), sortable: true, body: (row) => formatMoney(row.amount, row.currency, i18n.language) },
      {
        field: 'status',
        header: t('userSettings.billing.status'),
        body: (row) => <Tag severity={statusSeverity[row.status]} value={t(`userSettings.billing.statuses.${row.status}`)} />,
      },
    ],
    [i18n.language, t],
  );
  if (!host.user.isOwner) return <Message severity="info" text={t('userSettings.billing.ownerOnly')} />;
  return (
    <ServerDataTable<BillingTransactionView>
      path={accountPaths.billing}
      label={t('userSettings.billing.tableLabel')}
      columns={columns}
      defaultSort={{ field: 'occurredAt', order: 'desc' }}
      empty={{ message: t('userSettings.billing.empty'), icon: 'pi pi-receipt' }}
    />
  );
}
