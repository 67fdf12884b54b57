import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FlowChannel } from '../flows/flowChannel.ts';
import { EmptyState } from './EmptyState.tsx';
import { useHost } from './host.ts';
import { ScreenHeader } from './ScreenHeader.tsx';

/** The omni-channel inbox's chat screen (spec 2, 2: the channels' live chat routes go there). */
const omniChannelChat = '/omni-channel/chat';

interface PluginList {
  plugins: Array<{ web: { routes: Array<{ path: string }> } | null }>;
}

export interface LiveChatRedirectProps {
  /** The channel the inbox is filtered to. */
  channel: FlowChannel;
  title: string;
  /** Shown while the brand's plugins are read. */
  redirecting: string;
  /** Shown when the brand has no omni-channel inbox: where live chat comes from. */
  noInbox: string;
}

/**
 * A channel's live-chat screen: live chat happens in the omni-channel inbox. When the brand has
 * it, the screen goes there, filtered to the channel (spec 2, 2 "redirect to Omni-channel Chat
 * after the active account is set as the filtered accounts"); without it, it says where live
 * chat comes from.
 */
export function LiveChatRedirect({ channel, title, redirecting, noInbox }: LiveChatRedirectProps) {
  const host = useHost();
  const navigate = useNavigate();
  const [inbox, setInbox] = useState<'checking' | 'none'>('checking');

  useEffect(() => {
    let live = true;
    void host.request<PluginList>('GET', '/api/plugins').then(
      (list) => {
        if (!live) return;
        const hasInbox = list.plugins.some((plugin) => plugin.web?.routes.some((route) => route.path === omniChannelChat));
        if (hasInbox) void navigate(`${omniChannelChat}?channel=${channel}`, { replace: true });
        else setInbox('none');
      },
      () => live && setInbox('none'),
    );
    return () => {
      live = false;
    };
  }, [channel, host, navigate]);

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader title={title} />
      {inbox === 'checking' ? <p role="status">{redirecting}</p> : <EmptyState message={noInbox} icon="pi pi-comments" />}
    </section>
  );
}
