import type { EntityManager, RouteContext } from '@chatmill/sdk';
import type { BotToolKind } from '../../common/botToolLimits.ts';

export type BotToolPlatform = 'messenger' | 'instagram';

export interface BotToolRow {
  status: 'draft' | 'launched' | 'disabled';
  draft: unknown;
  launched_draft: unknown;
  launched_at: Date | string | null;
}

/** Which tool of which page: the page's record id, the platform (ice breakers also go to its Instagram account) and the kind. */
export interface BotToolKey {
  pageRowId: number;
  platform: BotToolPlatform;
  kind: BotToolKind;
}

/** jsonb comes back parsed from PostgreSQL and as text from some drivers. */
function parsed(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * The account's bot tool rows: every statement is confined to the signed-in user's account, and
 * the page row was found in that account before any key reaches here.
 */
export class BotToolStore {
  readonly #em: EntityManager;
  readonly #accountId: number;

  constructor(em: EntityManager, accountId: number) {
    this.#em = em;
    this.#accountId = accountId;
  }

  static of(ctx: RouteContext<unknown, unknown, unknown>): BotToolStore {
    return new BotToolStore(ctx.em, ctx.user!.accountId);
  }

  async find(key: BotToolKey): Promise<BotToolRow | null> {
    const [row] = await this.#query<BotToolRow>(
      `select "status", "draft", "launched_draft", "launched_at" from "messenger_bot_tool"
       where "account_id" = :accountId and "page_row_id" = :pageRowId and "platform" = :platform and "kind" = :kind`,
      { ...key },
    );
    return row ? { ...row, draft: parsed(row.draft), launched_draft: parsed(row.launched_draft) } : null;
  }

  /** Saves the draft; a launched or disabled tool keeps its status (what is live stays live until launched again). */
  async saveDraft(key: BotToolKey, draft: unknown): Promise<void> {
    await this.#query(
      `insert into "messenger_bot_tool" ("account_id", "page_row_id", "platform", "kind", "draft")
       values (:accountId, :pageRowId, :platform, :kind, cast(:draft as jsonb))
       on conflict ("account_id", "page_row_id", "platform", "kind") do update set "draft" = excluded."draft", "updated_at" = now()`,
      { ...key, draft: JSON.stringify(draft) },
    );
  }

  async markLaunched(key: BotToolKey, draft: unknown): Promise<void> {
    await this.#query(
      `update "messenger_bot_tool" set "status" = 'launched', "launched_draft" = cast(:draft as jsonb), "launched_at" = now(), "updated_at" = now()
       where "account_id" = :accountId and "page_row_id" = :pageRowId and "platform" = :platform and "kind" = :kind`,
      { ...key, draft: JSON.stringify(draft) },
    );
  }

  async markDisabled(key: BotToolKey): Promise<void> {
    await this.#query(
      `update "messenger_bot_tool" set "status" = 'disabled', "updated_at" = now()
       where "account_id" = :accountId and "page_row_id" = :pageRowId and "platform" = :platform and "kind" = :kind`,
      { ...key },
    );
  }

  async isLaunched(key: BotToolKey): Promise<boolean> {
    return (await this.find(key))?.status === 'launched';
  }

  async #query<Row extends object>(sql: string, params: Record<string, unknown>): Promise<Row[]> {
    return (await this.#em.execute(sql, { ...params, accountId: this.#accountId })) as unknown as Row[];
  }
}
