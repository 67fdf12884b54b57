import { PermanentSendError } from '@chatmill/sdk';
import type { SendApiMessage } from './messengerRender.ts';

/**
 * Messenger flows serve the page's Instagram account too (sdk `flowChannels`: "fb/ig"), and a
 * flow's messages are rendered once for the channel: what Instagram does not take is found when
 * sending to an Instagram account (Instagram Messaging: button and generic templates with URL
 * and postback buttons, quick replies, attachments; no phone buttons, no media template).
 * Answers the messages as they are, or fails the send for good with the reason.
 */
export function forInstagram(messages: readonly SendApiMessage[]): readonly SendApiMessage[] {
  for (const message of messages) {
    if (!('attachment' in message) || message.attachment.type !== 'template') continue;
    const payload = message.attachment.payload;
    if (payload['template_type'] === 'media') {
      throw new PermanentSendError('Instagram does not play Facebook videos in a conversation: send the video as a file or a link.');
    }
    const buttons = [payload['buttons'], ...((payload['elements'] as Array<{ buttons?: unknown }> | undefined) ?? []).map((element) => element.buttons)];
    const phone = buttons
      .flatMap((list) => (Array.isArray(list) ? (list as Array<{ type?: string; title?: string }>) : []))
      .find((b) => b.type === 'phone_number');
    if (phone) throw new PermanentSendError(`Instagram has no call buttons ("${phone.title ?? ''}"): use a link button to a tel: page instead.`);
  }
  return messages;
}
