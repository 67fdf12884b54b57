import type { ChannelAdapter } from '@chatmill/sdk';
import { widgetChannel } from '../../common/ids.ts';
import type { WidgetRendered } from '../../common/protocol.ts';
import { noticeOf, recordMessage, visitorChannel } from '../services/transcript.ts';
import { widgetCapabilities } from './widgetCapabilities.ts';
import { renderForWidget } from './widgetRender.ts';

/**
 * The web chat widget's channel adapter. Its "platform" is our own socket: there is no webhook
 * (visitors' messages arrive on the widget socket, see socket/widgetSocket.ts). `send` writes
 * the message to the visitor's transcript, once per idempotency key, then tells the visitor's
 * open sockets in every web process to read what is new; a visitor with no open socket gets it
 * with the last 50 messages when they come back. The transcript row id is the platform message
 * id, which the socket's delivery events name. It writes nothing but the transcript row, so the
 * runtime may send in the flow step's own transaction (`sendsInTransaction`); the notice then
 * goes out once that transaction has committed.
 */
export const widgetAdapter: ChannelAdapter<WidgetRendered> = {
  channel: widgetChannel,
  capabilities: widgetCapabilities,
  render: renderForWidget,
  async send(account, visitorId, rendered, idempotencyKey, context) {
    if (!context) throw new Error('The web chat widget sends through the host: call send with its SendContext (em and sockets).');
    const recorded = await recordMessage(context.em, {
      accountId: account.accountId,
      widgetId: account.channelAccountId,
      visitorId,
      sender: 'bot',
      body: rendered,
      dedupeKey: `out:${idempotencyKey}`,
    });
    // Removed since the send began: the retry finds no account and gives the message up.
    if (!recorded) throw new Error('This chat widget was removed.');
    await context.sockets.publish(visitorChannel(account.channelAccountId, visitorId), { ...noticeOf(recorded) });
    return { platformMessageId: String(recorded.id) };
  },
  sendsInTransaction: true,
};
