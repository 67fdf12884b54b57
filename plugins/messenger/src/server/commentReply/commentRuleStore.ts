import type { EntityManager } from '@chatmill/sdk';
import type { CommentRuleView, OffensiveAction } from '../../common/schemas/commentReply.ts';

/** A rule as stored. */
export interface CommentRuleRow {
  id: number;
  channel_account_id: string;
  post_id: string | null;
  keywords: string[] | string;
  offensive_words: string[] | string;
  offensive_action: OffensiveAction;
  public_reply: string | null;
  private_reply: string | null;
  flow_id: number | null;
  flow_button: string | null;
  enabled: boolean;
  created_at: Date | string;
  answered?: number | string;
}

/** A rule's fields as the routes write them. */
export interface CommentRuleFields {
  channelAccountId: string;
  postId: string | null;
  keywords: string[];
  offensiveWords: string[];
  offensiveAction: OffensiveAction;
  publicReply: string | null;
  privateReply: string | null;
  flowId: number | null;
  flowButton: string | null;
  enabled: boolean;
}

const columns = `r."id", r."channel_account_id", r."post_id", r."keywords", r."offensive_words", r."offensive_action", r."public_reply", r."private_reply", r."flow_id", r."flow_button", r."enabled", r."created_at"`;
const answered = `(select count(*) from "messenger_comment_handled" h where h."account_id" = r."account_id" and h."rule_id" = r."id" and (h."public_replied" or h."private_replied")) as "answered"`;

/** JSON columns come back parsed on PostgreSQL and as text on some drivers. */
export function wordsOf(value: string[] | string): string[] {
  return typeof value === 'string' ? (JSON.parse(value) as string[]) : value;
}

export function commentRuleView(row: CommentRuleRow): CommentRuleView {
  return {
    id: row.id,
    channelAccountId: row.channel_account_id,
    postId: row.post_id,
    keywords: wordsOf(row.keywords),
    offensiveWords: wordsOf(row.offensive_words),
    offensiveAction: row.offensive_action,
    publicReply: row.public_reply,
    privateReply: row.private_reply,
    flowId: row.flow_id,
    flowButton: row.flow_button,
    enabled: row.enabled,
    answered: Number(row.answered ?? 0),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * An account's comment rules: every statement is confined to the account given at construction
 * (the signed-in user's, or the one a verified webhook named), so no rule of another account is
 * ever read or changed by its id.
 */
export class CommentRuleStore {
  readonly #em: EntityManager;
  readonly #accountId: number;

  constructor(em: EntityManager, accountId: number) {
    this.#em = em;
    this.#accountId = accountId;
  }

  list(channelAccountId?: string): Promise<CommentRuleRow[]> {
    const filter = channelAccountId ? ` and r."channel_account_id" = :channelAccountId` : '';
    return this.#query(
      `select ${columns}, ${answered} from "messenger_comment_rule" r where r."account_id" = :accountId${filter} order by r."id"`,
      channelAccountId ? { channelAccountId } : {},
    );
  }

  async one(id: number): Promise<CommentRuleRow | null> {
    const [row] = await this.#query<CommentRuleRow>(
      `select ${columns}, ${answered} from "messenger_comment_rule" r where r."account_id" = :accountId and r."id" = :id`,
      { id },
    );
    return row ?? null;
  }

  /** The enabled rules that may answer a comment on this post: the post's own first, then those for all posts, oldest first. */
  forComment(channelAccountId: string, postId: string): Promise<CommentRuleRow[]> {
    return this.#query(
      `select ${columns} from "messenger_comment_rule" r
       where r."account_id" = :accountId and r."channel_account_id" = :channelAccountId and r."enabled" and (r."post_id" = :postId or r."post_id" is null)
       order by (r."post_id" is null), r."id"`,
      { channelAccountId, postId },
    );
  }

  async create(fields: CommentRuleFields): Promise<number> {
    const [row] = await this.#query<{ id: number }>(
      `insert into "messenger_comment_rule" ("account_id", "channel_account_id", "post_id", "keywords", "offensive_words", "offensive_action", "public_reply", "private_reply", "flow_id", "flow_button", "enabled")
       values (:accountId, :channelAccountId, :postId, cast(:keywords as jsonb), cast(:offensiveWords as jsonb), :offensiveAction, :publicReply, :privateReply, :flowId, :flowButton, :enabled)
       returning "id"`,
      this.#params(fields),
    );
    return row!.id;
  }

  async update(id: number, fields: CommentRuleFields): Promise<void> {
    await this.#query(
      `update "messenger_comment_rule" set "channel_account_id" = :channelAccountId, "post_id" = :postId, "keywords" = cast(:keywords as jsonb),
         "offensive_words" = cast(:offensiveWords as jsonb), "offensive_action" = :offensiveAction, "public_reply" = :publicReply, "private_reply" = :privateReply,
         "flow_id" = :flowId, "flow_button" = :flowButton, "enabled" = :enabled, "updated_at" = now()
       where "account_id" = :accountId and "id" = :id`,
      { ...this.#params(fields), id },
    );
  }

  async setEnabled(id: number, enabled: boolean): Promise<void> {
    await this.#query(`update "messenger_comment_rule" set "enabled" = :enabled, "updated_at" = now() where "account_id" = :accountId and "id" = :id`, {
      id,
      enabled,
    });
  }

  async remove(id: number): Promise<void> {
    await this.#query(`delete from "messenger_comment_rule" where "account_id" = :accountId and "id" = :id`, { id });
  }

  #params(fields: CommentRuleFields): Record<string, unknown> {
    return { ...fields, keywords: JSON.stringify(fields.keywords), offensiveWords: JSON.stringify(fields.offensiveWords) };
  }

  async #query<Row extends object>(sql: string, params: Record<string, unknown> = {}): Promise<Row[]> {
    return (await this.#em.execute(sql, { ...params, accountId: this.#accountId })) as unknown as Row[];
  }
}
