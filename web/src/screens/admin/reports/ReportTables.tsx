import { useTranslation } from 'react-i18next';
import { bucketLabel, type ReportResponse } from './reportsApi';

const cell = { textAlign: 'end' as const, padding: '0.25rem 0.5rem' };
const head = { textAlign: 'start' as const, padding: '0.25rem 0.5rem' };

/** The report's numbers as tables with captions and headers: what the charts show, for everyone. */
export function ReportTables({ report }: { report: ReportResponse }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))', gap: '1rem', alignItems: 'start' }}>
      <div style={{ maxHeight: '24rem', overflowY: 'auto' }}>
        <table className="admin-table" aria-label={t('admin.reports.usersTable')} style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption style={{ textAlign: 'start', fontWeight: 600, padding: '0.25rem 0' }}>{t('admin.reports.usersTable')}</caption>
          <thead>
            <tr>
              <th scope="col" style={head}>
                {report.bucket === 'day' ? t('admin.reports.day') : t('admin.reports.month')}
              </th>
              <th scope="col" style={cell}>
                {t('admin.reports.signUps')}
              </th>
              <th scope="col" style={cell}>
                {t('admin.reports.activeUsers')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.buckets.map((b) => (
              <tr key={b.key}>
                <th scope="row" style={{ ...head, fontWeight: 400 }}>
                  {bucketLabel(b, report.bucket, i18n.language)}
                </th>
                <td style={cell}>{number(b.signUps)}</td>
                <td style={cell}>{number(b.activeUsers)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" style={head}>
                {t('admin.reports.total')}
              </th>
              <td style={{ ...cell, fontWeight: 700 }}>{number(report.totals.signUps)}</td>
              <td style={{ ...cell, fontWeight: 700 }}>{number(report.totals.activeUsers)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div>
        <table className="admin-table" aria-label={t('admin.reports.usageTable')} style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption style={{ textAlign: 'start', fontWeight: 600, padding: '0.25rem 0' }}>{t('admin.reports.usageTable')}</caption>
          <thead>
            <tr>
              <th scope="col" style={head}>
                {t('admin.reports.feature')}
              </th>
              <th scope="col" style={cell}>
                {t('admin.reports.uses')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.usage.length === 0 ? (
              <tr>
                <td colSpan={2} className="muted" style={head}>
                  {t('admin.reports.noUsage')}
                </td>
              </tr>
            ) : (
              report.usage.map((f) => (
                <tr key={f.featureId}>
                  <th scope="row" style={{ ...head, fontWeight: 400 }}>
                    {f.name}
                  </th>
                  <td style={cell}>{number(f.used)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        <p className="muted small">{report.usageBasis === 'lifetime' ? t('admin.reports.usageLifetimeNote') : t('admin.reports.usagePeriodsNote')}</p>
      </div>
    </div>
  );
}
