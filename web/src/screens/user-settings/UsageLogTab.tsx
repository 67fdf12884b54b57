import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import type { FeatureUsage } from '../../api/types';
import type { AccountApi } from './accountApi.ts';
import { formatDay } from './format.ts';
import { LoadState } from './LoadState.tsx';
import { useLoaded } from './useLoaded.ts';

/**
 * The Usage Log tab (spec 1, 3.2): every feature of the catalogue with this period's use and
 * the package's limit (0 is unlimited), the lifetime use, and the package with its end date.
 */
export function UsageLogTab({ api }: { api: AccountApi }) {
  const { t, i18n } = useTranslation();
  const load = useCallback(() => api.usage(), [api]);
  const { state, retry } = useLoaded(load, t('userSettings.usage.loadFailed'));
  if (state.status !== 'ready') return <LoadState state={state} retry={retry} />;
  const summary = state.value;

  const limit = (value: number) => (value === 0 ? t('userSettings.usage.unlimited') : String(value));
  const lifetime = (feature: FeatureUsage) => `${feature.lifetimeUsed} / ${limit(feature.lifetimeLimit)}`;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <dl className="usage-package" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem', margin: 0 }}>
        <dt className="muted">{t('userSettings.usage.package')}</dt>
        <dd style={{ margin: 0, fontWeight: 600 }}>{summary.name || t('userSettings.usage.noPackage')}</dd>
        <dt className="muted">{t('userSettings.usage.expires')}</dt>
        <dd style={{ margin: 0 }}>{summary.expiresAt ? formatDay(summary.expiresAt, i18n.language) : t('userSettings.usage.never')}</dd>
      </dl>
      {summary.expired ? <Message severity="warn" text={t('userSettings.usage.expired')} /> : null}
      {summary.exempt ? <Message severity="info" text={t('userSettings.usage.exempt')} /> : null}
      <DataTable
        value={summary.features}
        dataKey="featureId"
        pt={{ table: { 'aria-label': t('userSettings.usage.tableLabel') } }}
        stripedRows
        size="small"
        emptyMessage={t('userSettings.usage.empty')}
      >
        <Column field="name" header={t('userSettings.usage.feature')} />
        <Column header={t('userSettings.usage.used')} body={(feature: FeatureUsage) => feature.used} />
        <Column
          header={t('userSettings.usage.limit')}
          body={(feature: FeatureUsage) => (feature.enabled || summary.exempt ? limit(feature.limit) : t('userSettings.usage.notIncluded'))}
        />
        <Column header={t('userSettings.usage.period')} body={(feature: FeatureUsage) => t(`userSettings.usage.periods.${feature.period}`)} />
        <Column header={t('userSettings.usage.lifetime')} body={lifetime} />
      </DataTable>
    </div>
  );
}
