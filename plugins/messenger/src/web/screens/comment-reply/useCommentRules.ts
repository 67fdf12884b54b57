import { useCallback } from 'react';
import { useMessengerApi } from '../../api.ts';
import { useLoaded, type Loaded } from '../../useLoaded.ts';
import { commentReplyContracts, type CommentRuleView } from './commentReplyApi.ts';

export interface CommentRules {
  items: CommentRuleView[];
  /** Automated replies the package still allows; null: unlimited. */
  remaining: number | null;
}

/** GET /comment-reply/rules of one page or Instagram account ('' while none is chosen: nothing is asked). */
export function useCommentRules(channelAccountId: string): Loaded<CommentRules> {
  const api = useMessengerApi();
  const load = useCallback(
    () =>
      channelAccountId
        ? api.call(commentReplyContracts.listCommentRules, { query: { channelAccountId } })
        : Promise.resolve<CommentRules>({ items: [], remaining: null }),
    [api, channelAccountId],
  );
  return useLoaded(load);
}
