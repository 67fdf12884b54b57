import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import { commentReplyContracts as c } from '../../common/commentReplyContracts.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { CommentRuleService } from './commentRuleService.ts';

const tag = 'Messenger comment auto-reply';
const slug = permissionSlugs.commentReply;

/** Spec 2, 2 comment-reply: rules that answer comments on a page's or Instagram account's posts. */
export const commentRuleRoutes: AnyRoute[] = [
  defineRoute({
    ...c.listCommentRules,
    tag,
    summary: "The account's comment auto-reply rules, all or one page's, with the automated replies the package still allows",
    description: '`remaining` is null when the package does not limit comment automation; at 0 auto-reply has stopped.',
    access: 'session',
    permission: { slug, action: 'read' },
    handler: async (ctx) => new CommentRuleService(ctx).list(ctx.query.channelAccountId),
  }),
  defineRoute({
    ...c.createCommentRule,
    tag,
    summary: 'Add a comment auto-reply rule',
    description:
      "For one post (`postId`) or all posts of a connected page or Instagram account: keywords (none: any comment), offensive words hidden or deleted, a public reply, and a private reply that may offer a flow (a button with the flow's postback id).",
    access: 'session',
    permission: { slug, action: 'create' },
    status: 201,
    errors: ['NOT_FOUND'],
    handler: async (ctx) => new CommentRuleService(ctx).create(ctx.body),
  }),
  defineRoute({
    ...c.updateCommentRule,
    tag,
    summary: 'Change a comment auto-reply rule',
    access: 'session',
    permission: { slug, action: 'edit' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => new CommentRuleService(ctx).update(ctx.params.id, ctx.body),
  }),
  defineRoute({
    ...c.toggleCommentRule,
    tag,
    summary: 'Turn a comment auto-reply rule on or off',
    access: 'session',
    permission: { slug, action: 'edit' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => new CommentRuleService(ctx).setEnabled(ctx.params.id, ctx.body.enabled),
  }),
  defineRoute({
    ...c.deleteCommentRule,
    tag,
    summary: 'Delete a comment auto-reply rule',
    description: 'Comments it answered stay answered.',
    access: 'session',
    permission: { slug, action: 'delete' },
    errors: ['NOT_FOUND'],
    handler: async (ctx) => new CommentRuleService(ctx).remove(ctx.params.id),
  }),
  defineRoute({
    ...c.recentPosts,
    tag,
    summary: "A connected page's recent posts (or its Instagram account's media), to pick the post a rule answers on",
    description: "Calls Facebook: at most 10 such calls per account in 10 minutes, then RATE_LIMITED 'Too many Facebook requests' with Retry-After.",
    access: 'session',
    permission: { slug, action: 'read' },
    errors: ['NOT_FOUND', 'RATE_LIMITED', 'UNPROCESSABLE', 'SERVICE_UNAVAILABLE'],
    handler: async (ctx) => new CommentRuleService(ctx).recentPosts(ctx.query.channelAccountId),
  }),
];
