import { useTranslation } from 'react-i18next';
import { LiveChatRedirect } from '@chatmill/sdk/web';
import { messengerChannel } from '../../common/ids.ts';

/** The channel's live chat: the omni-channel inbox, filtered to this channel, when the brand has it. */
export default function LiveChatScreen() {
  const { t } = useTranslation('messenger');
  return <LiveChatRedirect channel={messengerChannel} title={t('liveChat.title')} redirecting={t('liveChat.redirecting')} noInbox={t('liveChat.noInbox')} />;
}
