import { PermanentSendError, type ChannelAdapter } from '@chatmill/sdk';
import { jsonBody } from '@chatmill/sdk/webhooks';
import { messengerChannel } from '../../common/ids.ts';
import { handOnComments } from '../commentReply/commentAfterStore.ts';
import { graphFor } from '../graph/graphClient.ts';
import { GraphApiError, sendErrorOf } from '../graph/graphError.ts';
import { withProfiles } from '../profiles/profilesOnEvents.ts';
import { messengerSettings } from '../settings.ts';
import { markPageTokenInvalid } from './channelPages.ts';
import { forInstagram } from './instagramMessages.ts';
import { messengerCapabilities } from './messengerCapabilities.ts';
import { renderForMessenger, type SendApiMessage } from './messengerRender.ts';
import { messengerBatches } from './messengerWebhook.ts';
import { handshakeAnswer, sendToPerson, signedByMeta } from './sendApi.ts';

/**
 * Messenger's and Instagram's channel adapter: webhooks signed with the app secret, parsed by
 * page or Instagram account; sends through the Send API with the page's token (an Instagram
 * account's messages go through its page, and what Instagram does not take fails with the
 * reason). A token Facebook refuses marks the page, so its screen says to reconnect.
 */
export const messengerAdapter: ChannelAdapter<SendApiMessage[]> = {
  channel: messengerChannel,
  capabilities: messengerCapabilities,
  render: renderForMessenger,
  async send(account, psid, rendered, _idempotencyKey, context) {
    if (!context) throw new Error('Messenger sends through the host: call send with its SendContext.');
    const { pageToken, pageId, instagram } = account.credentials;
    const messages = instagram === 'true' ? forInstagram(rendered) : rendered;
    try {
      const messageId = await sendToPerson(graphFor(messengerSettings.of(context)), pageToken!, psid, messages);
      return { platformMessageId: messageId };
    } catch (error) {
      if (error instanceof GraphApiError && error.kind === 'tokenInvalid') {
        await markPageTokenInvalid(context.em, account.accountId, pageId!);
        throw new PermanentSendError("Facebook no longer accepts the page's access token: connect the Facebook account again.", { cause: error });
      }
      throw sendErrorOf(error);
    }
  },
  verifyWebhook: signedByMeta,
  handshake: (request, verifyToken) => handshakeAnswer(request.query, verifyToken),
  // A person's name comes from Meta's User Profile API the first time they write (profiles/).
  parseWebhook: (request, context) => withProfiles(messengerBatches(jsonBody(request)), context),
  // Comments are not flow events: comment auto-reply answers them, in a job (commentReply/).
  afterStore: handOnComments,
};
