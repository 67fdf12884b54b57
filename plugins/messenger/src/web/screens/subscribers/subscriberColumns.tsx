import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag } from 'primereact/tag';
import type { ServerColumn } from '@chatmill/sdk/web';
import { subscriberPath } from '../../../common/subscriberPaths.ts';
import type { SubscriberView } from '../../../common/schemas/subscribers.ts';

/** A subscriber Meta gave no name for is shown by the end of their id. */
export function useSubscriberName(): (s: Pick<SubscriberView, 'name' | 'psid'>) => string {
  const { t } = useTranslation('messenger');
  return (s) => s.name || t('subscribers.unnamed', { id: s.psid.slice(-6) });
}

/** The list's columns: spec 2, 3 "subscriber" (ID, gender, subscribed date, last interaction, tags), the name opening the profile. */
export function useSubscriberColumns(): ServerColumn<SubscriberView>[] {
  const { t, i18n } = useTranslation('messenger');
  const nameOf = useSubscriberName();
  return useMemo<ServerColumn<SubscriberView>[]>(() => {
    const date = (value: string | null) => (value ? new Date(value).toLocaleString(i18n.language) : t('subscribers.never'));
    return [
      {
        field: 'name',
        header: t('subscribers.name'),
        sortable: true,
        // A link, not a clickable row: Tab reaches it, Enter opens it, and it opens in a new tab too.
        body: (s) => (
          <Link to={subscriberPath(s.id)} aria-label={t('subscribers.open', { name: nameOf(s) })}>
            {nameOf(s)}
          </Link>
        ),
      },
      { field: 'id', header: t('subscribers.id') },
      { field: 'channelAccountName', header: t('subscribers.channelAccount') },
      { field: 'gender', header: t('subscribers.gender'), body: (s) => (s.gender ? t(`subscribers.genders.${s.gender}`) : t('subscribers.unknown')) },
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
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n.language, t]);
}
