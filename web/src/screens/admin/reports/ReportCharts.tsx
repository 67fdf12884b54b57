import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from 'primereact/chart';
import { bucketLabel, type ReportResponse } from './reportsApi';

/** The theme's colours, read from its CSS variables so the charts follow light and dark themes. */
function themeColours() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--text-color', '#495057'),
    muted: read('--text-color-secondary', '#6c757d'),
    grid: read('--surface-border', '#dee2e6'),
    primary: read('--primary-color', '#3b82f6'),
    second: read('--orange-500', '#f97316'),
  };
}

function axes(colours: ReturnType<typeof themeColours>) {
  return {
    x: { ticks: { color: colours.muted }, grid: { color: colours.grid } },
    y: { beginAtZero: true, ticks: { color: colours.muted, precision: 0 }, grid: { color: colours.grid } },
  };
}

/**
 * The report as charts (Chart.js through PrimeReact's Chart): a line chart of sign-ups and
 * active users per bucket and a bar chart of usage by feature. The same numbers are in the
 * tables below them: the canvases are images whose label says so.
 */
export function ReportCharts({ report }: { report: ReportResponse }) {
  const { t, i18n } = useTranslation();
  const colours = useMemo(themeColours, []);

  const line = useMemo(
    () => ({
      labels: report.buckets.map((b) => bucketLabel(b, report.bucket, i18n.language)),
      datasets: [
        {
          label: t('admin.reports.signUps'),
          data: report.buckets.map((b) => b.signUps),
          borderColor: colours.primary,
          backgroundColor: colours.primary,
          tension: 0.3,
        },
        {
          label: t('admin.reports.activeUsers'),
          data: report.buckets.map((b) => b.activeUsers),
          borderColor: colours.second,
          backgroundColor: colours.second,
          tension: 0.3,
        },
      ],
    }),
    [colours, i18n.language, report, t],
  );
  const bar = useMemo(
    () => ({
      labels: report.usage.map((f) => f.name),
      datasets: [{ label: t('admin.reports.uses'), data: report.usage.map((f) => f.used), backgroundColor: colours.primary }],
    }),
    [colours, report, t],
  );
  const options = useMemo(
    () => ({ maintainAspectRatio: false, animation: false as const, plugins: { legend: { labels: { color: colours.text } } }, scales: axes(colours) }),
    [colours],
  );

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))', gap: '1rem' }}>
      <figure style={{ margin: 0 }} data-testid="signups-chart">
        <figcaption style={{ fontWeight: 600, marginBottom: '0.5rem' }}>{t('admin.reports.usersChart')}</figcaption>
        <Chart type="line" data={line} options={options} style={{ height: '16rem' }} ariaLabel={t('admin.reports.usersChartLabel')} />
      </figure>
      <figure style={{ margin: 0 }} data-testid="usage-chart">
        <figcaption style={{ fontWeight: 600, marginBottom: '0.5rem' }}>{t('admin.reports.usageChart')}</figcaption>
        {report.usage.length ? (
          <Chart
            type="bar"
            data={bar}
            options={{ ...options, plugins: { legend: { display: false } } }}
            style={{ height: '16rem' }}
            ariaLabel={t('admin.reports.usageChartLabel')}
          />
        ) : (
          <p className="muted">{t('admin.reports.noUsage')}</p>
        )}
      </figure>
    </div>
  );
}
