import { useTranslation } from 'react-i18next';
import { formatNumber } from './format';
import type { AdminUserDetails } from './usersApi';

/**
 * Usage by feature from the usage counters (spec 1, 3.2): this period's use against the
 * limit, and the lifetime use. Features the package lacks and nobody used are left out.
 */
export function UsageTable({ details }: { details: AdminUserDetails }) {
  const { t, i18n } = useTranslation();
  const rows = details.usage.filter((f) => f.enabled || f.used > 0 || f.lifetimeUsed > 0);
  const limit = (value: number) => (value === 0 ? t('admin.users.usage.unlimited') : formatNumber(value, i18n.language));
  if (rows.length === 0) return <p className="muted">{t('admin.users.usage.none')}</p>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="admin-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'start', fontWeight: 600, padding: '0.25rem 0' }}>
          {details.usageExempt ? t('admin.users.usage.captionExempt') : t('admin.users.usage.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'start' }}>
              {t('admin.users.usage.feature')}
            </th>
            <th scope="col" style={{ textAlign: 'end' }}>
              {t('admin.users.usage.used')}
            </th>
            <th scope="col" style={{ textAlign: 'end' }}>
              {t('admin.users.usage.limit')}
            </th>
            <th scope="col" style={{ textAlign: 'end' }}>
              {t('admin.users.usage.lifetimeUsed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((f) => (
            <tr key={f.featureId}>
              <th scope="row" style={{ textAlign: 'start', fontWeight: 400 }}>
                {f.name} <span className="muted small">({t(`admin.users.usage.period.${f.period}`)})</span>
                {f.enabled ? null : <span className="muted small"> · {t('admin.users.usage.notInPackage')}</span>}
              </th>
              <td style={{ textAlign: 'end' }}>{formatNumber(f.used, i18n.language)}</td>
              <td style={{ textAlign: 'end' }}>{f.enabled ? limit(f.limit) : '—'}</td>
              <td style={{ textAlign: 'end' }}>{formatNumber(f.lifetimeUsed, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
