import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SubscriberProfile, useHost, type SubscriberProfileSource } from '@chatmill/sdk/web';
import { permissionSlugs } from '../../common/permissions.ts';
import { contracts, useWidgetApi } from '../api.ts';

/** /web-chat-widget/subscribers/:id: one visitor's profile, with the SDK's profile over the widget's routes. */
export default function SubscriberProfileScreen() {
  const { t } = useTranslation('web-chat-widget');
  const { id = '' } = useParams();
  const api = useWidgetApi();
  const host = useHost();
  const canEdit = host.can(permissionSlugs.subscribers, 'edit');
  const source = useMemo<SubscriberProfileSource>(
    () => ({
      profile: () => api.call(contracts.getSubscriber, { params: { id } }),
      history: (before) => api.call(contracts.subscriberHistory, { params: { id }, query: { before } }),
      saveField: canEdit ? (key, value) => api.call(contracts.setSubscriberField, { params: { id, key }, body: { value } }) : undefined,
    }),
    [api, id, canEdit],
  );
  return (
    <SubscriberProfile
      key={id}
      source={source}
      channelName={t('subscribers.channel')}
      unnamedLabel={(profile) => t('subscribers.unnamed', { id: profile.externalId.slice(0, 8) })}
      actions={
        <Link to="/web-chat-widget/subscribers" className="p-button p-button-text p-button-sm" style={{ textDecoration: 'none' }}>
          <i className="pi pi-arrow-left" aria-hidden="true" style={{ marginRight: '0.5rem' }} />
          {t('subscribers.back')}
        </Link>
      }
    />
  );
}
