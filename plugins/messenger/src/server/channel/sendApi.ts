import { hmacSignatureMatches, sameSecret } from '@chatmill/sdk/webhooks';
import type { InboundRequest } from '@chatmill/sdk';
import type { GraphClient } from '../graph/graphClient.ts';
import type { SendApiMessage } from './messengerRender.ts';

/**
 * Why a message may go (Send API `messaging_type`): an answer within the 24-hour window, an
 * update the page starts within it, or a message tag outside it (PLATFORM-FACTS.md: the four
 * current tags; HUMAN_AGENT only for a person's reply, up to 7 days; the three update tags not on
 * Instagram).
 */
export type MessagingReason =
  | { type: 'RESPONSE' }
  | { type: 'UPDATE' }
  | { type: 'MESSAGE_TAG'; tag: 'HUMAN_AGENT' | 'CONFIRMED_EVENT_UPDATE' | 'POST_PURCHASE_UPDATE' | 'ACCOUNT_UPDATE' };

/**
 * Sends one rendered message (one or two Send API calls, in order) to a person of the page,
 * and answers the platform's id of the first: the one delivery receipts name. A refusal throws
 * GraphApiError (graphError.ts says which are for good).
 */
export async function sendToPerson(
  graph: GraphClient,
  pageToken: string,
  psid: string,
  messages: readonly SendApiMessage[],
  reason: MessagingReason = { type: 'RESPONSE' },
): Promise<string> {
  let first: string | null = null;
  for (const message of messages) {
    const sent = await graph.post<{ recipient_id: string; message_id: string }>('me/messages', pageToken, {
      recipient: { id: psid },
      messaging_type: reason.type,
      ...(reason.type === 'MESSAGE_TAG' ? { tag: reason.tag } : {}),
      message,
    });
    first ??= sent.message_id;
  }
  return first!;
}

/** Meta signs every webhook with the app secret: `X-Hub-Signature-256: sha256=<hex HMAC of the raw body>`. */
export function signedByMeta(request: Pick<InboundRequest, 'headers' | 'rawBody'>, appSecret: string): boolean {
  return hmacSignatureMatches(request, 'x-hub-signature-256', appSecret, { prefix: 'sha256=' });
}

/** The subscription handshake: Meta's GET with `hub.mode=subscribe` and the verify token the owner set; answers the challenge. */
export function handshakeAnswer(query: Readonly<Record<string, string | undefined>>, verifyToken: string): string | null {
  return query['hub.mode'] === 'subscribe' && sameSecret(query['hub.verify_token'], verifyToken) ? (query['hub.challenge'] ?? '') : null;
}
