import { postWebhook, type Answer } from '@chatmill/sdk/testing';
import type { FakeGraphApi } from '../../fakes/fakeGraphApi.ts';
import { fakeComments } from '../../fakes/graphApi/fakeComments.ts';

/** A comment someone makes: the fake Graph API knows it, and Meta posts it to the product's webhook, signed. */
export interface CommentInput {
  /** The page id (a feed comment) or the Instagram account's id (an Instagram comment). */
  on: string;
  platform: 'facebook' | 'instagram';
  postId: string;
  commentId: string;
  from: string;
  text: string;
}

/**
 * The webhook Meta posts for the comment: the page feed's `changes` (field `feed`, item
 * `comment`, verb `add`) or Instagram's (field `comments`), as Meta's Webhooks reference shows them.
 */
export function commentWebhookBody(comment: CommentInput): unknown {
  const now = Math.floor(Date.now() / 1000);
  if (comment.platform === 'instagram') {
    return {
      object: 'instagram',
      entry: [
        {
          id: comment.on,
          time: now,
          changes: [
            {
              field: 'comments',
              value: {
                from: { id: comment.from, username: `user${comment.from}` },
                media: { id: comment.postId, media_product_type: 'FEED' },
                id: comment.commentId,
                text: comment.text,
              },
            },
          ],
        },
      ],
    };
  }
  return {
    object: 'page',
    entry: [
      {
        id: comment.on,
        time: now,
        changes: [
          {
            field: 'feed',
            value: {
              from: { id: comment.from, name: 'Carla Commenter' },
              post_id: comment.postId,
              comment_id: comment.commentId,
              parent_id: comment.postId,
              message: comment.text,
              created_time: now,
              item: 'comment',
              verb: 'add',
            },
          },
        ],
      },
    ],
  };
}

/** Makes the comment at the fake and posts its webhook `times` times (Meta retries what it thinks failed). */
export async function comment(productUrl: string, fake: FakeGraphApi, input: CommentInput, times = 1): Promise<Answer[]> {
  fakeComments(fake).addComment({ id: input.commentId, accountId: input.on, postId: input.postId, fromId: input.from, text: input.text });
  const signed = fake.signedWebhook(commentWebhookBody(input));
  const answers: Answer[] = [];
  for (let i = 0; i < times; i++) answers.push(await postWebhook(productUrl, 'messenger', signed.rawBody, { headers: signed.headers }));
  return answers;
}
