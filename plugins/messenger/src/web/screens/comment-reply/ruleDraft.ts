import type { CommentRuleInput, CommentRuleView, OffensiveAction } from './commentReplyApi.ts';

/** What the rule editor holds while the owner types: the rule's fields, texts as typed. */
export interface RuleDraft {
  postId: string | null;
  keywords: string[];
  offensiveWords: string[];
  offensiveAction: OffensiveAction;
  publicReply: string;
  privateReply: string;
  flowId: number | null;
  flowButton: string;
  enabled: boolean;
}

export function draftOf(rule: CommentRuleView | null): RuleDraft {
  return {
    postId: rule?.postId ?? null,
    keywords: rule?.keywords ?? [],
    offensiveWords: rule?.offensiveWords ?? [],
    offensiveAction: rule?.offensiveAction ?? 'hide',
    publicReply: rule?.publicReply ?? '',
    privateReply: rule?.privateReply ?? '',
    flowId: rule?.flowId ?? null,
    flowButton: rule?.flowButton ?? '',
    enabled: rule?.enabled ?? true,
  };
}

/** The body the server checks (it answers each wrong field by name). */
export function bodyOf(channelAccountId: string, draft: RuleDraft): CommentRuleInput {
  return {
    channelAccountId,
    postId: draft.postId,
    keywords: draft.keywords,
    offensiveWords: draft.offensiveWords,
    offensiveAction: draft.offensiveAction,
    publicReply: draft.publicReply,
    privateReply: draft.privateReply,
    flowId: draft.flowId,
    flowButton: draft.flowId === null ? null : draft.flowButton,
    enabled: draft.enabled,
  };
}
