import type { HomeChannel } from '@chatmill/sdk/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/Card';

/** The channels of the brand's plugins, each with the owner's accounts and whether each is connected. */
export function ChannelsCard({ channels }: { channels: HomeChannel[] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <section className="stack" aria-labelledby="home-channels-title">
        <h2 id="home-channels-title">{t('dashboard.home.channels.title')}</h2>
        {channels.length === 0 ? (
          <p className="muted">{t('dashboard.home.channels.noneOnBrand')}</p>
        ) : (
          <ul className="home-list">
            {channels.map((channel) => (
              <li key={channel.pluginId} className="stack home-channel">
                <h3 className="home-channel-name">{channel.name}</h3>
                {channel.accounts.length === 0 && !channel.configured ? (
                  <p className="muted small">{t('dashboard.home.channels.notSetUp', { channel: channel.name })}</p>
                ) : channel.accounts.length === 0 ? (
                  <p className="muted small">
                    {t('dashboard.home.channels.noAccount')}{' '}
                    {channel.accountsUrl ? <Link to={channel.accountsUrl}>{t('dashboard.home.channels.connect', { channel: channel.name })}</Link> : null}
                  </p>
                ) : (
                  <ul className="home-list">
                    {channel.accounts.map((account) => (
                      <li key={account.id} className="row home-account">
                        <span className="home-account-name">{account.name}</span>
                        <span className={`home-status ${account.connected ? 'is-connected' : 'is-disconnected'}`}>
                          <i className={account.connected ? 'pi pi-check-circle' : 'pi pi-exclamation-triangle'} aria-hidden="true" />{' '}
                          {account.connected ? t('dashboard.home.channels.connected') : t('dashboard.home.channels.notConnected')}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
