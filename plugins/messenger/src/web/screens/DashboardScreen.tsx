import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ProgressSpinner } from 'primereact/progressspinner';
import { EmptyState, ScreenHeader, useHost } from '@chatmill/sdk/web';
import { accountsPath } from '../../common/ids.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { useChannelAccounts } from '../useChannelAccounts.ts';
import { buildPathFor } from './buildPath.ts';
import { ChannelAccountCard } from './dashboard/ChannelAccountCard.tsx';
import { useConfigured } from './dashboard/useConfigured.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { NotConfiguredMessage } from './NotConfiguredMessage.tsx';

/** /social-media-automations: the connected pages and Instagram accounts at a glance, and the way to the other screens. */
export default function DashboardScreen() {
  const { t } = useTranslation('messenger');
  const host = useHost();
  const navigate = useNavigate();
  const { data: accounts, failed, reload } = useChannelAccounts();
  const configured = useConfigured();
  const can = { accounts: host.can(permissionSlugs.facebookAccounts, 'read'), build: host.can(permissionSlugs.build, 'read') };

  const links = (
    <nav aria-label={t('dashboard.linksLabel')} style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      {can.accounts ? (
        <Link to={accountsPath}>
          <i className="pi pi-users" aria-hidden="true" style={{ marginInlineEnd: '0.35rem' }} />
          {t('dashboard.manageAccounts')}
        </Link>
      ) : null}
      {can.build ? (
        <Link to={buildPathFor(null)}>
          <i className="pi pi-sitemap" aria-hidden="true" style={{ marginInlineEnd: '0.35rem' }} />
          {t('dashboard.buildFlows')}
        </Link>
      ) : null}
    </nav>
  );

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <ScreenHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} actions={can.accounts || can.build ? links : null} />
      {configured === false ? <NotConfiguredMessage /> : null}
      {failed ? <LoadFailed onRetry={reload} /> : null}
      {!accounts && !failed ? <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem' }} aria-label={t('common.loading')} /> : null}
      {accounts && !accounts.length ? (
        <EmptyState
          message={t('dashboard.empty')}
          icon="pi pi-facebook"
          action={can.accounts ? { label: t('dashboard.emptyAction'), icon: 'pi pi-arrow-right', onClick: () => void navigate(accountsPath) } : undefined}
        />
      ) : null}
      {accounts?.length ? (
        <ul
          aria-label={t('dashboard.listLabel')}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }}
        >
          {accounts.map((account) => (
            <li key={`${account.kind}:${account.channelAccountId}`}>
              <ChannelAccountCard account={account} canBuild={can.build} canReconnect={can.accounts} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
