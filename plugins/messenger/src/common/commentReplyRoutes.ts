/**
 * Method and path of comment auto-reply's routes (under /api/messenger), without zod, for the
 * web half (see routes.ts). `channelAccountId` is a connected page's id or its Instagram account's.
 */
export const commentReplyRoutes = {
  listCommentRules: { method: 'GET', path: '/comment-reply/rules' },
  createCommentRule: { method: 'POST', path: '/comment-reply/rules' },
  updateCommentRule: { method: 'PUT', path: '/comment-reply/rules/:id' },
  toggleCommentRule: { method: 'PATCH', path: '/comment-reply/rules/:id' },
  deleteCommentRule: { method: 'DELETE', path: '/comment-reply/rules/:id' },
  recentPosts: { method: 'GET', path: '/comment-reply/posts' },
} as const;
