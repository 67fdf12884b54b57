import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FlowList, ScreenHeader } from '@chatmill/sdk/web';
import { messengerChannel } from '../../common/ids.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { useChannelAccounts } from '../useChannelAccounts.ts';
import { useMessengerAccounts } from '../useMessengerAccounts.ts';
import { accountParam } from './buildPath.ts';
import { ChannelAccountSelect } from './ChannelAccountSelect.tsx';
import { LoadFailed } from './LoadFailed.tsx';

/**
 * /social-media-automations/build: the Messenger flows, all or one page's (or Instagram
 * account's). A flow runs on one of them: new flows are made for the one chosen, flows move
 * between them, and with none connected the screen leads to the Facebook accounts screen.
 */
export default function BuildScreen() {
  const { t } = useTranslation('messenger');
  const { data: channelAccounts, failed, reload } = useChannelAccounts();
  const [params] = useSearchParams();
  // The dashboard's "Flows" link of a page names it: the list opens on that page's flows.
  const [chosen, setChannelAccountId] = useState(() => params.get(accountParam) ?? '');
  // A page disconnected since (or a mistyped link) is not a choice: show all rather than an empty list.
  const known = channelAccounts === null || channelAccounts.some((account) => account.channelAccountId === chosen);
  const channelAccountId = known ? chosen : '';
  const accounts = useMessengerAccounts(channelAccounts);
  const filter = useMemo(
    () =>
      channelAccounts?.length ? (
        <ChannelAccountSelect accounts={channelAccounts} value={channelAccountId} onChange={setChannelAccountId} allLabel={t('build.allAccounts')} />
      ) : null,
    [channelAccountId, channelAccounts, t],
  );
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader title={t('build.title')} actions={filter} />
      {failed ? <LoadFailed onRetry={reload} /> : null}
      {/* With no page connected, FlowList shows `missing` (an EmptyState leading to the Facebook accounts screen) above
          the list, and still lists the flows of pages disconnected since, which keep their flows. */}
      <FlowList
        channel={messengerChannel}
        channelAccountId={channelAccountId || null}
        slug={permissionSlugs.build}
        label={t('build.tableLabel')}
        accounts={accounts}
      />
    </section>
  );
}
