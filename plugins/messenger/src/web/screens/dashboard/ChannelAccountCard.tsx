import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from 'primereact/card';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router';
import { accountsPath } from '../../../common/ids.ts';
import { instagramHandle } from '../../channelAccountLabel.ts';
import type { ChannelAccountView } from '../../types.ts';
import { buildPathFor } from '../buildPath.ts';

/** One connected page or Instagram account: what it is, whether the bot answers, whether Facebook still accepts its token. */
export function ChannelAccountCard({ account, canBuild, canReconnect }: { account: ChannelAccountView; canBuild: boolean; canReconnect: boolean }) {
  const { t } = useTranslation('messenger');
  const headingId = useId();
  const instagram = account.kind === 'instagram';
  const label = instagram ? instagramHandle(account.name) : account.name;
  return (
    <Card aria-labelledby={headingId} style={{ height: '100%' }}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <i className={instagram ? 'pi pi-instagram' : 'pi pi-facebook'} aria-hidden="true" style={{ fontSize: '1.25rem' }} />
          <h2 id={headingId} style={{ margin: 0, fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
            {label}
          </h2>
        </div>
        <span style={{ color: 'var(--text-color-secondary)' }}>
          {instagram ? t('dashboard.instagramOf', { page: account.pageName }) : t('dashboard.facebookPage')}
        </span>
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Tag value={account.botEnabled ? t('dashboard.botOn') : t('dashboard.botOff')} severity={account.botEnabled ? 'success' : 'secondary'} />
          {account.validAccessToken ? null : <Tag value={t('status.reconnect')} severity="warning" icon="pi pi-exclamation-triangle" />}
        </div>
        <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          {canBuild ? (
            <Link to={buildPathFor(account.channelAccountId)} aria-label={t('dashboard.flowsOf', { name: label })}>
              {t('dashboard.flows')}
            </Link>
          ) : null}
          {canReconnect && !account.validAccessToken ? (
            <Link to={accountsPath} aria-label={t('dashboard.reconnectOf', { name: label })}>
              {t('dashboard.reconnect')}
            </Link>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
