import type { CommentReplyContracts } from '../../../common/commentReplyContracts.ts';
import { commentReplyRoutes } from '../../../common/commentReplyRoutes.ts';
// Types only: the schemas' module would bring zod into the screen's chunk.
import type { CommentRuleInput, CommentRuleView, OffensiveAction, RecentPostView } from '../../../common/schemas/commentReply.ts';

export type { CommentRuleInput, CommentRuleView, OffensiveAction, RecentPostView };

/** The contracts of comment auto-reply, for `useMessengerApi().call(...)`: at run time only method and path (see ../../api.ts). */
export const commentReplyContracts = commentReplyRoutes as unknown as CommentReplyContracts;

commentReplyRoutes satisfies { readonly [K in keyof CommentReplyContracts]: Pick<CommentReplyContracts[K], 'method' | 'path'> };
