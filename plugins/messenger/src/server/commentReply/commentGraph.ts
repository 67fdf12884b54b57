import type { GraphClient } from '../graph/graphClient.ts';
import type { SendApiMessage } from '../channel/messengerRender.ts';

/** Where a comment was made: a Facebook page's feed, or the media of the page's Instagram professional account. */
export type CommentPlatform = 'facebook' | 'instagram';

/**
 * The Graph API's calls on one comment, with the page's token (an Instagram account is reached
 * through its page, Instagram API with Facebook Login). Facebook: `POST /<comment-id>/comments`
 * replies, `POST /<comment-id>?is_hidden=true` hides, `DELETE /<comment-id>` deletes. Instagram:
 * `POST /<ig-comment-id>/replies`, `POST /<ig-comment-id>?hide=true`, `DELETE /<ig-comment-id>`.
 * The private reply is the Send API's `recipient: { comment_id }` on both: one per comment.
 */
export class CommentGraph {
  readonly #graph: GraphClient;
  readonly #token: string;
  readonly #platform: CommentPlatform;

  constructor(graph: GraphClient, pageToken: string, platform: CommentPlatform) {
    this.#graph = graph;
    this.#token = pageToken;
    this.#platform = platform;
  }

  async replyPublicly(commentId: string, message: string): Promise<void> {
    const edge = this.#platform === 'instagram' ? 'replies' : 'comments';
    await this.#graph.post(`${encodeURIComponent(commentId)}/${edge}`, this.#token, { message });
  }

  async hide(commentId: string): Promise<void> {
    const query: Record<string, string> = this.#platform === 'instagram' ? { hide: 'true' } : { is_hidden: 'true' };
    await this.#graph.post(encodeURIComponent(commentId), this.#token, undefined, query);
  }

  async remove(commentId: string): Promise<void> {
    await this.#graph.delete(encodeURIComponent(commentId), this.#token);
  }

  async replyPrivately(commentId: string, message: SendApiMessage): Promise<void> {
    await this.#graph.post('me/messages', this.#token, { recipient: { comment_id: commentId }, message });
  }
}

/** The private reply: its text, or its text with one button that starts a flow (a postback of the flow's postback id). */
export function privateReplyMessage(text: string, flowStart: { title: string; postbackId: string } | null): SendApiMessage {
  if (!flowStart) return { text };
  return {
    attachment: {
      type: 'template',
      payload: { template_type: 'button', text, buttons: [{ type: 'postback', title: flowStart.title, payload: flowStart.postbackId }] },
    },
  };
}
