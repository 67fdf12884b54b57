import { AppError, defineJob, type JobContext } from '@chatmill/sdk';
import { featureIds } from '../../common/ids.ts';
import { connectedPage, markPageTokenInvalid, type ConnectedPage } from '../channel/channelPages.ts';
import { graphFor } from '../graph/graphClient.ts';
import { GraphApiError } from '../graph/graphError.ts';
import { openPageToken } from '../pages/pageTokens.ts';
import { messengerSettings } from '../settings.ts';
import { CommentGraph, privateReplyMessage } from './commentGraph.ts';
import { decideComment } from './commentMatcher.ts';
import { CommentRuleStore, type CommentRuleRow } from './commentRuleStore.ts';
import { flowStartOf } from './flowEntry.ts';
import { HandledComments, type HandledComment } from './handledComments.ts';

/** One stored comment of a connected page or Instagram account, as the webhook handed it on. */
export interface CommentJobData {
  accountId: number;
  channelAccountId: string;
  postId: string;
  commentId: string;
  text: string;
  /** When the comment was made (ISO 8601): a private reply is possible for 7 days. */
  at: string;
}

export const commentReplyJobName = 'comment-reply';

/** Meta takes a private reply within 7 days of the comment (PLATFORM-FACTS.md, Private Replies). */
const privateReplyWindowMs = 7 * 24 * 60 * 60 * 1000;
/** Meta's answer to a second private reply to one comment: "(#10900) Activity already replied to". */
const alreadyRepliedCode = 10900;

/**
 * Answers one comment by the account's rules: an offensive word hides or deletes it; otherwise
 * the first matching rule counts one use of 'Comment automation' (first, atomically: with the
 * package's limit used up nothing is sent, spec 2, 9), then replies publicly and privately.
 * Each step is marked as done at once, so a job delivered again repeats none of them.
 */
export const commentReplyJob = defineJob<CommentJobData>({
  name: commentReplyJobName,
  handle: async (data, ctx) => {
    const page = await connectedPage(ctx.em, data.accountId, data.channelAccountId);
    if (!page) return;
    const rules = await new CommentRuleStore(ctx.em, data.accountId).forComment(data.channelAccountId, data.postId);
    const decision = decideComment(data.text, rules);
    if (!decision) return;
    const handled = new HandledComments(ctx.em, data.accountId);
    const state = await handled.take(data.commentId, decision.rule.id);
    if (state.limit_reached) return;
    const graph = commentGraphFor(ctx, data, page);
    try {
      if (decision.kind === 'moderate') {
        if (state.moderated) return;
        if (decision.rule.offensive_action === 'delete') await graph.remove(data.commentId);
        else await graph.hide(data.commentId);
        await handled.mark(data.commentId, 'moderated');
        return;
      }
      if (!(await counted(ctx, data, state, handled))) return;
      await answer(ctx, data, decision.rule, state, { graph, handled });
    } catch (error) {
      if (!(error instanceof GraphApiError)) throw error;
      if (error.kind === 'tokenInvalid') return markPageTokenInvalid(ctx.em, data.accountId, page.page_id);
      // A passing failure is tried again by pg-boss; Meta's refusal for good (the comment is gone) would only be refused again.
      if (error.retryable) throw error;
    }
  },
});

function commentGraphFor(ctx: JobContext, data: CommentJobData, page: ConnectedPage): CommentGraph {
  const token = openPageToken(ctx.vault.forAccount(data.accountId), page.page_id, page.access_token);
  return new CommentGraph(graphFor(messengerSettings.of(ctx)), token, page.instagram_id === data.channelAccountId ? 'instagram' : 'facebook');
}

/** One use of 'Comment automation' per answered comment, counted once; false when the package allows no more (auto-reply stops). */
async function counted(ctx: JobContext, data: CommentJobData, state: HandledComment, handled: HandledComments): Promise<boolean> {
  if (state.counted) return true;
  try {
    await ctx.usage.reserveForAccount(ctx.em, data.accountId, featureIds.commentAutomation);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'LIMIT_REACHED' || error.code === 'FEATURE_NOT_IN_PACKAGE')) {
      await handled.mark(data.commentId, 'limit_reached');
      return false;
    }
    throw error;
  }
  await handled.mark(data.commentId, 'counted');
  return true;
}

async function answer(
  ctx: JobContext,
  data: CommentJobData,
  rule: CommentRuleRow,
  state: HandledComment,
  on: { graph: CommentGraph; handled: HandledComments },
): Promise<void> {
  if (rule.public_reply && !state.public_replied) {
    await on.graph.replyPublicly(data.commentId, rule.public_reply);
    await on.handled.mark(data.commentId, 'public_replied');
  }
  if (!rule.private_reply || state.private_replied) return;
  if (Date.now() - new Date(data.at).getTime() > privateReplyWindowMs) return;
  const flow = rule.flow_id ? await flowStartOf(ctx.em, data.accountId, rule.flow_id) : null;
  const start = flow?.postbackId && rule.flow_button ? { title: rule.flow_button, postbackId: flow.postbackId } : null;
  try {
    await on.graph.replyPrivately(data.commentId, privateReplyMessage(rule.private_reply, start));
  } catch (error) {
    // Sent before this job was interrupted: Meta keeps it to one, and so do we.
    if (!(error instanceof GraphApiError && error.code === alreadyRepliedCode)) throw error;
  }
  await on.handled.mark(data.commentId, 'private_replied');
}
