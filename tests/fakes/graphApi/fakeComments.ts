import type { FakeGraphError } from './graphErrors.ts';
import { messageProblem } from './sendApiChecks.ts';

type Answer = (status: number, body: unknown) => void;
type Refuse = (failure: FakeGraphError) => void;

/** The page a call's token belongs to, as the fake Graph API found it. */
interface TokenPage {
  id: string;
  instagram: { id: string; username: string } | null;
}

/** A post of a page, or a media of its Instagram account. */
export interface FakePost {
  id: string;
  text: string;
  createdAt: string;
}

/** A comment someone made, which the app may answer. */
export interface FakeComment {
  id: string;
  /** The page id, or the Instagram account's id, whose post it is on. */
  accountId: string;
  postId: string;
  fromId: string;
  text: string;
  hidden: boolean;
  deleted: boolean;
}

export interface RecordedReply {
  commentId: string;
  message: string;
}

export interface RecordedPrivateReply {
  commentId: string;
  message: Record<string, unknown>;
}

function problem(code: number, message: string, subcode?: number): FakeGraphError {
  return { status: 400, error: { message, type: 'OAuthException', code, ...(subcode === undefined ? {} : { error_subcode: subcode }) } };
}

/** Meta's answer for an id the token cannot reach (another page's comment, a deleted one, a made-up one). */
const noSuchObject = (id: string) =>
  problem(
    100,
    `Unsupported request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    33,
  );
/** A second private reply to one comment (Private Replies: one message per comment). */
export const alreadyReplied = problem(10900, '(#10900) Activity already replied to');

/**
 * Comments of the fake Graph API, as Meta's Graph API documents them: the page's recent posts
 * (`GET /<page-id>/posts`) and the Instagram account's media (`GET /<ig-id>/media`); on a
 * Facebook comment `POST /<id>/comments` (reply), `POST /<id>?is_hidden=true`, `DELETE /<id>`;
 * on an Instagram comment `POST /<id>/replies`, `POST /<id>?hide=true`, `DELETE /<id>`; and the
 * Send API's private reply (`recipient: { comment_id }`), one per comment. Each checks that the
 * token's page owns the post or comment, and answers Meta's error otherwise.
 */
export class FakeComments {
  readonly publicReplies: RecordedReply[] = [];
  readonly privateReplies: RecordedPrivateReply[] = [];
  /** How many listings of posts or media the fake answered. */
  listings = 0;
  readonly #posts = new Map<string, FakePost[]>();
  readonly #comments = new Map<string, FakeComment>();
  #seq = 0;

  addPost(accountId: string, post: FakePost): void {
    this.#posts.set(accountId, [post, ...(this.#posts.get(accountId) ?? [])]);
  }

  addComment(comment: Omit<FakeComment, 'hidden' | 'deleted'>): FakeComment {
    const made = { ...comment, hidden: false, deleted: false };
    this.#comments.set(comment.id, made);
    return made;
  }

  comment(id: string): FakeComment | undefined {
    return this.#comments.get(id);
  }

  /** Handles the call if it is one of comments', and says whether it did. */
  handle(page: TokenPage, method: string | undefined, path: string, query: URLSearchParams, raw: string, answer: Answer, refuse: Refuse): boolean {
    const listing = /^(\d+)\/(posts|media)$/.exec(path);
    if (listing && method === 'GET') {
      const owner = listing[2] === 'posts' ? page.id : page.instagram?.id;
      if (listing[1] !== owner) refuse(noSuchObject(listing[1]!));
      else this.#list(listing[1]!, listing[2] === 'media', query, answer);
      return true;
    }
    if (path === 'me/messages' && method === 'POST') return this.#privateReply(page, raw, answer, refuse);
    const onComment = /^([0-9_]+)(?:\/(comments|replies))?$/.exec(path);
    if (!onComment) return false;
    const comment = this.#comments.get(onComment[1]!);
    const instagram = comment !== undefined && comment.accountId === page.instagram?.id;
    if (!comment || comment.deleted || (comment.accountId !== page.id && !instagram)) {
      refuse(noSuchObject(onComment[1]!));
      return true;
    }
    const edge = onComment[2];
    if (method === 'DELETE' && !edge) {
      comment.deleted = true;
      answer(200, { success: true });
    } else if (method === 'POST' && !edge) {
      const flag = query.get(instagram ? 'hide' : 'is_hidden');
      if (flag !== 'true' && flag !== 'false') refuse(problem(100, `(#100) The parameter ${instagram ? 'hide' : 'is_hidden'} is required`));
      else {
        comment.hidden = flag === 'true';
        answer(200, { success: true });
      }
    } else if (method === 'POST' && edge === (instagram ? 'replies' : 'comments')) {
      this.#publicReply(comment, raw, answer, refuse);
    } else refuse(problem(2500, `Unknown path components: /${edge ?? ''}`));
    return true;
  }

  #list(accountId: string, instagram: boolean, query: URLSearchParams, answer: Answer): void {
    this.listings += 1;
    const limit = Number(query.get('limit') ?? 25);
    const posts = (this.#posts.get(accountId) ?? []).slice(0, limit);
    answer(200, {
      data: posts.map((post) =>
        instagram
          ? { id: post.id, caption: post.text, timestamp: post.createdAt, permalink: `https://www.instagram.com/p/${post.id}/` }
          : { id: post.id, message: post.text, created_time: post.createdAt, permalink_url: `https://www.facebook.com/${post.id}` },
      ),
      paging: { cursors: { before: 'b', after: 'a' } },
    });
  }

  #publicReply(comment: FakeComment, raw: string, answer: Answer, refuse: Refuse): void {
    const body = parse(raw);
    const message = body?.['message'];
    if (typeof message !== 'string' || !message.trim()) return refuse(problem(100, '(#100) The parameter message is required'));
    this.publicReplies.push({ commentId: comment.id, message });
    answer(200, { id: `${comment.id}_r${++this.#seq}` });
  }

  /** A Send API call whose recipient is a comment; any other Send API call is not comments' to answer. */
  #privateReply(page: TokenPage, raw: string, answer: Answer, refuse: Refuse): boolean {
    const body = parse(raw);
    const recipient = body?.['recipient'] as { comment_id?: unknown } | undefined;
    if (typeof recipient?.comment_id !== 'string') return false;
    const comment = this.#comments.get(recipient.comment_id);
    if (!comment || comment.deleted || (comment.accountId !== page.id && comment.accountId !== page.instagram?.id)) {
      refuse(noSuchObject(recipient.comment_id));
      return true;
    }
    if (this.privateReplies.some((reply) => reply.commentId === comment.id)) {
      refuse(alreadyReplied);
      return true;
    }
    const message = body?.['message'] as Record<string, unknown> | undefined;
    const wrong = messageProblem(message);
    if (wrong) {
      refuse(problem(100, `(#100) ${wrong}`));
      return true;
    }
    this.privateReplies.push({ commentId: comment.id, message: message! });
    answer(200, { recipient_id: comment.fromId, message_id: `m_reply${++this.#seq}` });
    return true;
  }
}

function parse(raw: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(raw) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const byApi = new WeakMap<object, FakeComments>();

/** The comments of one fake Graph API. */
export function fakeComments(api: object): FakeComments {
  let comments = byApi.get(api);
  if (!comments) byApi.set(api, (comments = new FakeComments()));
  return comments;
}
