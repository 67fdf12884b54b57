import type { HomeDay } from '@chatmill/sdk/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const activityMetrics = ['messages', 'conversations', 'subscribers'] as const;
export type ActivityMetric = (typeof activityMetrics)[number];

const width = 300;
const height = 100;
const gap = 2;

/** '2026-11-05' as the reader's language writes a short date (the day is already the server's). */
function useDayFormat(): (date: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (date) => format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * One bar per day, drawn inline (no chart library in the bundle). The picture is named by its
 * caption, which says what it shows in words (total and busiest day), and the figures are in a
 * table under it for whoever wants them exactly, read aloud or not.
 */
export function ActivityChart({ days, metric }: { days: HomeDay[]; metric: ActivityMetric }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const day = useDayFormat();
  const number = new Intl.NumberFormat(i18n.language);
  const values = days.map((entry) => entry[metric]);
  const total = values.reduce((sum, value) => sum + value, 0);
  const max = Math.max(0, ...values);
  const busiest = days[values.indexOf(max)];
  const slot = width / Math.max(1, days.length);
  const metricName = t(`dashboard.home.activity.metrics.${metric}`);

  return (
    <figure className="home-chart" data-testid="home-chart">
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-labelledby={captionId} className="home-chart-bars">
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} className="home-chart-baseline" />
        {days.map((entry, index) => {
          const value = entry[metric];
          const barHeight = max === 0 ? 0 : Math.max(value > 0 ? 2 : 0, (value / max) * (height - 4));
          return <rect key={entry.date} x={index * slot + gap / 2} y={height - 1 - barHeight} width={slot - gap} height={barHeight} rx="1" />;
        })}
      </svg>
      {days.length ? (
        <div className="home-chart-axis small muted" aria-hidden="true">
          <span>{day(days[0]!.date)}</span>
          <span>{day(days[days.length - 1]!.date)}</span>
        </div>
      ) : null}
      <figcaption id={captionId} className="small">
        {t(`dashboard.home.activity.chartTitle.${metric}`)}{' '}
        {total === 0 || !busiest
          ? t('dashboard.home.activity.chartEmpty')
          : t('dashboard.home.activity.chartSummary', { total: number.format(total), day: day(busiest.date), count: number.format(max) })}
      </figcaption>
      <details className="home-chart-table small">
        <summary>{t('dashboard.home.activity.showTable')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.home.activity.day')}</th>
              <th scope="col">{metricName}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((entry) => (
              <tr key={entry.date}>
                <th scope="row">{day(entry.date)}</th>
                <td>{number.format(entry[metric])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
