import type { StoredBatch, WebhookContext } from '@chatmill/sdk';
import { commentReplyJobName, type CommentJobData } from './commentReplyJob.ts';

/**
 * The adapter's `afterStore`: each stored comment of a connected page (or Instagram account) goes
 * to the comment-reply job, so the platform gets its 200 without waiting for Facebook. The
 * page's own comments (its replies come back as feed events too) are not answered, or a rule
 * for any comment would answer itself forever. Meta delivers a webhook as often as it likes and
 * the host hands on duplicates as well: the singleton key keeps one job per comment while it
 * waits, and the job's own record keeps one effect per comment after.
 */
export async function handOnComments(batches: readonly StoredBatch[], context: WebhookContext): Promise<void> {
  for (const batch of batches) {
    for (const event of batch.events) {
      if (event.kind !== 'comment' || event.subscriberExternalId === batch.channelAccountId) continue;
      const data: CommentJobData = {
        accountId: batch.accountId,
        channelAccountId: batch.channelAccountId,
        postId: event.postId,
        commentId: event.commentId,
        text: event.text,
        at: new Date(event.timestamp).toISOString(),
      };
      // Jobs are enqueued in a transaction (the queue insists); the comment itself is already committed.
      await context.em.transactional((tx) =>
        context.jobs.enqueue(tx, commentReplyJobName, data, { singletonKey: `comment:${batch.accountId}:${event.commentId}` }),
      );
    }
  }
}
