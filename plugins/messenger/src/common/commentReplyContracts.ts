import { defineContract } from '@chatmill/sdk';
import { commentReplyRoutes as r } from './commentReplyRoutes.ts';
import {
  commentRuleBody,
  commentRuleParams,
  commentRulesQuery,
  commentRulesView,
  commentRuleToggleBody,
  commentRuleView,
  deletedRuleView,
  recentPostsQuery,
  recentPostsView,
} from './schemas/commentReply.ts';

/** Comment auto-reply on the wire; the server spreads each into `defineRoute`, the web half calls them. */
export const commentReplyContracts = {
  listCommentRules: defineContract({ ...r.listCommentRules, query: commentRulesQuery, response: commentRulesView }),
  createCommentRule: defineContract({ ...r.createCommentRule, body: commentRuleBody, response: commentRuleView }),
  updateCommentRule: defineContract({ ...r.updateCommentRule, params: commentRuleParams, body: commentRuleBody, response: commentRuleView }),
  toggleCommentRule: defineContract({ ...r.toggleCommentRule, params: commentRuleParams, body: commentRuleToggleBody, response: commentRuleView }),
  deleteCommentRule: defineContract({ ...r.deleteCommentRule, params: commentRuleParams, response: deletedRuleView }),
  recentPosts: defineContract({ ...r.recentPosts, query: recentPostsQuery, response: recentPostsView }),
};

export type CommentReplyContracts = typeof commentReplyContracts;
