import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader, ServerDataTable, useHost } from '@chatmill/sdk/web';
import { permissionSlugs } from '../../common/permissions.ts';
import type { SubscriberView } from '../../common/schemas/subscribers.ts';
import { subscriberPageSize } from '../../common/subscriberLimits.ts';
import { useMessengerApi } from '../api.ts';
import { subscriberContracts } from '../subscriberApi.ts';
import { useChannelAccounts } from '../useChannelAccounts.ts';
import { useTags } from '../useTags.ts';
import { ChannelAccountSelect } from './ChannelAccountSelect.tsx';
import { BulkTagBar } from './subscribers/BulkTagBar.tsx';
import { TagSelect } from './subscribers/TagSelect.tsx';
import { useSubscriberColumns, useSubscriberName } from './subscribers/subscriberColumns.tsx';

/**
 * /social-media-automations/subscribers: the people who wrote to the account's pages and
 * Instagram accounts (the flow runtime's subscribers), searched, filtered by page and tag, and
 * tagged in bulk; a name opens the profile.
 */
export default function SubscribersScreen() {
  const { t } = useTranslation('messenger');
  const host = useHost();
  const api = useMessengerApi();
  const accounts = useChannelAccounts();
  const tags = useTags();
  const columns = useSubscriberColumns();
  const nameOf = useSubscriberName();
  const [channelAccountId, setChannelAccountId] = useState('');
  const [tagId, setTagId] = useState('');
  const [selection, setSelection] = useState<SubscriberView[]>([]);
  const [reloadKey, setReloadKey] = useState(0);
  const canEdit = host.can(permissionSlugs.subscribers, 'edit');

  const done = useCallback(() => {
    setSelection([]);
    setReloadKey((key) => key + 1);
  }, []);

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader title={t('subscribers.title')} subtitle={t('subscribers.intro')} />
      {canEdit && selection.length ? (
        <BulkTagBar subscriberIds={selection.map((s) => s.id)} tags={tags.data ?? []} onDone={done} onClear={() => setSelection([])} />
      ) : null}
      <ServerDataTable<SubscriberView>
        path={api.url(subscriberContracts.listSubscribers)}
        label={t('subscribers.tableLabel')}
        columns={columns}
        params={{ channelAccountId, tagId }}
        pageSize={subscriberPageSize}
        pageSizeOptions={[10, 25, 50, 100]}
        defaultSort={{ field: 'lastInteractionAt', order: 'desc' }}
        search={{ label: t('subscribers.searchLabel') }}
        reloadKey={reloadKey}
        {...(canEdit ? { selection, onSelectionChange: setSelection, rowLabel: nameOf } : {})}
        toolbar={
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.75rem' }}>
            {accounts.data?.length ? (
              <ChannelAccountSelect
                accounts={accounts.data}
                value={channelAccountId}
                onChange={setChannelAccountId}
                allLabel={t('subscribers.allChannelAccounts')}
              />
            ) : null}
            {tags.data?.length ? (
              <TagSelect label={t('subscribers.tagFilter')} tags={tags.data} value={tagId} onChange={setTagId} emptyLabel={t('subscribers.allTags')} />
            ) : null}
          </span>
        }
        empty={{ message: t('subscribers.empty'), icon: 'pi pi-users' }}
        noResults={t('subscribers.noResults')}
      />
    </section>
  );
}
