import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SubscriberProfile, useHost, type SubscriberProfileSource } from '@chatmill/sdk/web';
import { permissionSlugs } from '../../common/permissions.ts';
import { subscriberPaths } from '../../common/subscriberPaths.ts';
import { useMessengerApi } from '../api.ts';
import { subscriberContracts } from '../subscriberApi.ts';

/** /social-media-automations/subscribers/:id: one person's profile, the SDK's profile over the plugin's routes. */
export default function SubscriberProfileScreen() {
  const { t } = useTranslation('messenger');
  const { id = '' } = useParams();
  const api = useMessengerApi();
  const host = useHost();
  const canEdit = host.can(permissionSlugs.subscribers, 'edit');
  const source = useMemo<SubscriberProfileSource>(
    () => ({
      profile: () => api.call(subscriberContracts.getSubscriber, { params: { id } }),
      history: (before) => api.call(subscriberContracts.subscriberHistory, { params: { id }, query: { before } }),
      saveField: canEdit ? (key, value) => api.call(subscriberContracts.setSubscriberField, { params: { id, key }, body: { value } }) : undefined,
    }),
    [api, id, canEdit],
  );
  return (
    <SubscriberProfile
      key={id}
      source={source}
      channelName={t('subscribers.channel')}
      unnamedLabel={(profile) => t('subscribers.unnamed', { id: profile.externalId.slice(-6) })}
      actions={
        <Link to={subscriberPaths.subscribers} className="p-button p-button-text p-button-sm" style={{ textDecoration: 'none' }}>
          <i className="pi pi-arrow-left" aria-hidden="true" style={{ marginRight: '0.5rem' }} />
          {t('subscribers.back')}
        </Link>
      }
    />
  );
}
