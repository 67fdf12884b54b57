import type { HomeCounts, HomeDay } from '@chatmill/sdk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { ActivityChart, activityMetrics, type ActivityMetric } from './ActivityChart';

interface ActivityCardProps {
  last7Days: HomeCounts;
  last30Days: HomeCounts;
  series: HomeDay[];
}

/** Subscribers, conversations and messages over 7 and 30 days, and one of them per day in a chart the owner picks. */
export function ActivityCard({ last7Days, last30Days, series }: ActivityCardProps) {
  const { t, i18n } = useTranslation();
  const [metric, setMetric] = useState<ActivityMetric>('messages');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card className="home-wide">
      <section className="stack" aria-labelledby="home-activity-title">
        <h2 id="home-activity-title">{t('dashboard.home.activity.title')}</h2>
        <table className="home-counts" data-testid="home-counts">
          <thead>
            <tr>
              <td />
              <th scope="col">{t('dashboard.home.activity.last7')}</th>
              <th scope="col">{t('dashboard.home.activity.last30')}</th>
            </tr>
          </thead>
          <tbody>
            {activityMetrics.map((name) => (
              <tr key={name} data-testid={`home-count-${name}`}>
                <th scope="row">{t(`dashboard.home.activity.metrics.${name}`)}</th>
                <td>{number.format(last7Days[name])}</td>
                <td>{number.format(last30Days[name])}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="row small" role="group" aria-label={t('dashboard.home.activity.chartPicker')}>
          {activityMetrics.map((name) => (
            <button
              key={name}
              type="button"
              className={`p-button p-component p-button-sm${metric === name ? '' : ' p-button-outlined p-button-secondary'}`}
              aria-pressed={metric === name}
              onClick={() => setMetric(name)}
            >
              <span className="p-button-label">{t(`dashboard.home.activity.metrics.${name}`)}</span>
            </button>
          ))}
        </div>
        <ActivityChart days={series} metric={metric} />
      </section>
    </Card>
  );
}
