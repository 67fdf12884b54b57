import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { EmptyState, FlowPicker, ScreenHeader, useHost } from '@chatmill/sdk/web';
import { messengerChannel } from '../../common/ids.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { useChannelAccounts } from '../useChannelAccounts.ts';
import { useMessengerAccounts } from '../useMessengerAccounts.ts';
import { ChannelAccountSelect } from './ChannelAccountSelect.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { useDefaults } from './subscribers/useDefaults.ts';

const help = { display: 'block', margin: '-0.625rem 0 1rem', color: 'var(--text-color-secondary)' } as const;

/**
 * /social-media-automations/defaults: per page, and per its Instagram account, the flow that
 * greets a person's first message and the one that answers what no keyword or flow does.
 */
export default function DefaultsScreen() {
  const { t } = useTranslation('messenger');
  const host = useHost();
  const { data: accounts, failed, reload } = useChannelAccounts();
  const { missing } = useMessengerAccounts(accounts);
  const [chosen, setChosen] = useState('');
  const account = accounts?.find((a) => a.channelAccountId === chosen) ?? accounts?.[0] ?? null;
  const { defaults, setDefaults, save, saving, error, fields } = useDefaults(account);
  const canEdit = host.can(permissionSlugs.defaults, 'edit');

  if (failed) return <LoadFailed onRetry={reload} />;
  if (accounts && !accounts.length)
    return <EmptyState message={missing?.message ?? t('subscribers.defaults.noPage')} icon="pi pi-cog" action={missing?.action} />;
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem', maxWidth: '40rem' }}>
      <ScreenHeader
        title={t('subscribers.defaults.title')}
        subtitle={t('subscribers.defaults.intro')}
        actions={accounts && account ? <ChannelAccountSelect accounts={accounts} value={account.channelAccountId} onChange={setChosen} /> : null}
      />
      {error ? <Message severity="error" text={error} /> : null}
      {account && defaults ? (
        <div key={account.channelAccountId}>
          <FlowPicker
            channel={messengerChannel}
            channelAccountId={account.channelAccountId}
            label={t('subscribers.defaults.welcomeFlow')}
            value={defaults.welcomeFlowId}
            onChange={(welcomeFlowId) => setDefaults({ ...defaults, welcomeFlowId })}
            disabled={!canEdit}
          />
          <small style={help}>{fields.welcomeFlowId ?? t('subscribers.defaults.welcomeFlowHelp')}</small>
          <FlowPicker
            channel={messengerChannel}
            channelAccountId={account.channelAccountId}
            label={t('subscribers.defaults.defaultReplyFlow')}
            value={defaults.defaultReplyFlowId}
            onChange={(defaultReplyFlowId) => setDefaults({ ...defaults, defaultReplyFlowId })}
            disabled={!canEdit}
          />
          <small style={help}>{fields.defaultReplyFlowId ?? t('subscribers.defaults.defaultReplyFlowHelp')}</small>
          {canEdit ? <Button type="button" label={t('subscribers.defaults.save')} icon="pi pi-check" loading={saving} onClick={() => void save()} /> : null}
        </div>
      ) : !error ? (
        <p role="status">{t('common.loading')}</p>
      ) : null}
    </section>
  );
}
