import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { errorMessage, useHost } from '@chatmill/sdk/web';
import { SelectField } from '../../../../../sdk/src/web/SelectField.tsx';
import type { AdminUserOptions } from '../users/usersApi';
import { ReportCharts } from './ReportCharts';
import { ReportTables } from './ReportTables';
import { fetchReport, reportRanges, type ReportRange, type ReportResponse } from './reportsApi';

type State = { status: 'loading' } | { status: 'ready'; report: ReportResponse } | { status: 'failed'; message: string };

/**
 * The admin dashboard's reports (spec 3, 6 and 9): sign-ups, active users and usage by feature
 * over a range, per day or month of the server's time zone, as charts and as tables.
 */
export function ReportsSection({ options }: { options: AdminUserOptions | null }) {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const rangeId = useId();
  const brandId = useId();
  const headingId = 'admin-reports-heading';
  const [range, setRange] = useState<ReportRange>('30d');
  const [brand, setBrand] = useState('');
  const [state, setState] = useState<State>({ status: 'loading' });
  const failed = t('admin.common.failed');

  useEffect(() => {
    let cancelled = false;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    fetchReport(host.request, range, brand).then(
      (report) => !cancelled && setState({ status: 'ready', report }),
      (error: unknown) => !cancelled && setState({ status: 'failed', message: errorMessage(error, failed) }),
    );
    return () => {
      cancelled = true;
    };
  }, [brand, failed, host, range]);

  const report = state.status === 'ready' ? state.report : null;
  return (
    <section aria-labelledby={headingId} style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <h2 id={headingId} style={{ margin: 0 }}>
          {t('layout.nav.reports')}
        </h2>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end' }}>
          {options?.allBrands ? (
            <span style={{ display: 'inline-flex', flexDirection: 'column', gap: '0.25rem' }}>
              <label htmlFor={brandId} className="small">
                {t('admin.users.filters.brand')}
              </label>
              <SelectField
                id={brandId}
                value={brand}
                emptyLabel={t('admin.users.filters.anyBrand')}
                options={options.brands.map((b) => ({ value: String(b.id), label: b.name }))}
                onChange={(e) => setBrand(e.target.value)}
              />
            </span>
          ) : null}
          <span style={{ display: 'inline-flex', flexDirection: 'column', gap: '0.25rem' }}>
            <label htmlFor={rangeId} className="small">
              {t('admin.reports.range')}
            </label>
            <SelectField
              id={rangeId}
              value={range}
              options={reportRanges.map((r) => ({ value: r, label: t(`admin.reports.ranges.${r}`) }))}
              onChange={(e) => setRange(e.target.value as ReportRange)}
            />
          </span>
        </div>
      </div>
      {state.status === 'failed' ? <Message severity="error" text={state.message} /> : null}
      {state.status === 'loading' ? <p>{t('admin.common.loading')}</p> : null}
      {report ? (
        <>
          <p className="muted small" style={{ margin: 0 }} data-testid="report-range">
            {t('admin.reports.rangeNote', {
              from: new Date(report.from).toLocaleDateString(i18n.language, { dateStyle: 'medium', timeZone: report.timeZone }),
              to: new Date(new Date(report.to).getTime() - 1).toLocaleDateString(i18n.language, { dateStyle: 'medium', timeZone: report.timeZone }),
              timeZone: report.timeZone,
            })}
          </p>
          <ReportCharts report={report} />
          <ReportTables report={report} />
        </>
      ) : null}
    </section>
  );
}
