import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag } from 'primereact/tag';
import { ScreenHeader, ServerDataTable, type ServerColumn } from '@chatmill/sdk/web';
import { defaultPageSize } from '../../common/limits.ts';
import { contracts, useWidgetApi } from '../api.ts';
import type { SubscriberView } from '../types.ts';
import { useWidgets } from '../useWidgets.ts';
import { WidgetSelect } from './WidgetSelect.tsx';

/** /web-chat-widget/subscribers: the visitors who chatted with the account's widgets (the flow runtime's subscribers); a name opens the profile. */
export default function SubscribersScreen() {
  const { t, i18n } = useTranslation('web-chat-widget');
  const api = useWidgetApi();
  const { widgets } = useWidgets();
  const [widgetId, setWidgetId] = useState('');
  const date = (value: string | null) => (value ? new Date(value).toLocaleString(i18n.language) : t('subscribers.never'));

  const columns = useMemo<ServerColumn<SubscriberView>[]>(
    () => [
      {
        field: 'name',
        header: t('subscribers.visitor'),
        sortable: true,
        // A link, not a clickable row: Tab reaches it, Enter opens it, and it opens in a new tab too.
        body: (s) => {
          const name = s.name || t('subscribers.unnamed', { id: s.visitorId.slice(0, 8) });
          return (
            <Link to={`/web-chat-widget/subscribers/${s.id}`} aria-label={t('subscribers.open', { name })}>
              {name}
            </Link>
          );
        },
      },
      { field: 'widgetName', header: t('subscribers.widget') },
      { field: 'subscribedAt', header: t('subscribers.subscribedAt'), sortable: true, body: (s) => date(s.subscribedAt) },
      { field: 'lastInteractionAt', header: t('subscribers.lastInteractionAt'), sortable: true, body: (s) => date(s.lastInteractionAt) },
      {
        field: 'tags',
        header: t('subscribers.tags'),
        body: (s) => (
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.25rem' }}>
            {s.tags.map((tag) => (
              <Tag key={tag} value={tag} />
            ))}
          </span>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.language, t],
  );

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader title={t('subscribers.title')} />
      <ServerDataTable<SubscriberView>
        path={api.url(contracts.listSubscribers)}
        label={t('subscribers.tableLabel')}
        columns={columns}
        params={{ widgetId }}
        pageSize={defaultPageSize}
        pageSizeOptions={[10, 25, 50, 100]}
        defaultSort={{ field: 'lastInteractionAt', order: 'desc' }}
        search={{ label: t('subscribers.searchLabel') }}
        toolbar={widgets?.length ? <WidgetSelect widgets={widgets} value={widgetId} onChange={setWidgetId} allLabel={t('subscribers.allWidgets')} /> : null}
        empty={{ message: t('subscribers.empty'), icon: 'pi pi-users' }}
        noResults={t('subscribers.noResults')}
      />
    </section>
  );
}
