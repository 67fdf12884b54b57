/**
 * The runtime's job queues. Every handler is idempotent (pg-boss delivers at least once): each
 * checks the state its job was enqueued for and does nothing when that state has moved on.
 */
export const flowJobs = {
  /** Acts on a subscriber's stored inbound events, oldest first. */
  inbound: 'core.flows.inbound',
  /** Sends one outbound message (then enqueues the next of its step). */
  send: 'core.flows.send',
  /** Ends a wait for time (a TimeGap) or the end of a human take-over. */
  wake: 'core.flows.wake',
  /** POSTs a flow's webhook. */
  webhook: 'core.flows.webhook',
} as const;

export interface InboundJobData {
  inboundEventId: number;
}

export interface SendJobData {
  outboundMessageId: number;
}

export interface WakeJobData {
  conversationId: number;
  /** The conversation's `waitJobKey` when the job was enqueued: a job whose key is no longer the conversation's is stale. */
  key: string;
}

export interface WebhookJobData {
  accountId: number;
  url: string;
  body: Record<string, unknown>;
}
