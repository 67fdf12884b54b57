import type { GraphClient } from '../graph/graphClient.ts';

/**
 * The page's webhook fields the app subscribes to when the page is connected (Graph API
 * `/{page-id}/subscribed_apps`): messages and what the bot answers (postbacks, opt-ins,
 * referrals), delivery and read receipts for the flow stats, and the feed for comment replies.
 */
export const subscribedFields = [
  'messages',
  'messaging_postbacks',
  'messaging_optins',
  'messaging_referrals',
  'message_deliveries',
  'message_reads',
  'feed',
] as const;

export async function subscribePage(graph: GraphClient, pageId: string, pageToken: string): Promise<void> {
  await graph.post(`${pageId}/subscribed_apps`, pageToken, undefined, { subscribed_fields: subscribedFields.join(',') });
}

export async function unsubscribePage(graph: GraphClient, pageId: string, pageToken: string): Promise<void> {
  await graph.delete(`${pageId}/subscribed_apps`, pageToken);
}
