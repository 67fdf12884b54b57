import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, ScreenHeader, useHost } from '@chatmill/sdk/web';
import { messengerChannel } from '../../common/ids.ts';

/** The omni-channel inbox's chat screen (spec 2, 2: the channels' live chat routes go there). */
const omniChannelChat = '/omni-channel/chat';

interface PluginList {
  plugins: Array<{ web: { routes: Array<{ path: string }> } | null }>;
}

/**
 * /social-media-automations/live-chat: live chat happens in the omni-channel inbox. When the
 * brand has it, this route goes there, filtered to the Messenger channel (pages and their
 * Instagram accounts); without it, it says where live chat comes from.
 */
export default function LiveChatScreen() {
  const { t } = useTranslation('messenger');
  const host = useHost();
  const navigate = useNavigate();
  const [inbox, setInbox] = useState<'checking' | 'none'>('checking');

  useEffect(() => {
    let live = true;
    void host.request<PluginList>('GET', '/api/plugins').then(
      (list) => {
        if (!live) return;
        const hasInbox = list.plugins.some((plugin) => plugin.web?.routes.some((route) => route.path === omniChannelChat));
        if (hasInbox) void navigate(`${omniChannelChat}?channel=${messengerChannel}`, { replace: true });
        else setInbox('none');
      },
      () => live && setInbox('none'),
    );
    return () => {
      live = false;
    };
  }, [host, navigate]);

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader title={t('liveChat.title')} />
      {inbox === 'checking' ? <p role="status">{t('liveChat.redirecting')}</p> : <EmptyState message={t('liveChat.noInbox')} icon="pi pi-comments" />}
    </section>
  );
}
