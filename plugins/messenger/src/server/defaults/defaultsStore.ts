import { AppError, executePrepared, type EntityManager } from '@chatmill/sdk';
import { messengerChannel } from '../../common/ids.ts';
import { messages } from '../../common/messages.ts';
import type { DefaultsBody, DefaultsPlatform, DefaultsView } from '../../common/schemas/defaults.ts';
import { subscriberMessages } from '../../common/subscriberMessages.ts';

/** A page row of the account, as one channel account: the page itself, or its Instagram account. */
interface ChannelAccountOfPage {
  pageRowId: number;
  platform: DefaultsPlatform;
  channelAccountId: string;
}

/**
 * The welcome and default-reply flows per page and per Instagram account (table
 * `messenger_default`), confined to one account: a page row of another account is NOT_FOUND.
 */
export class DefaultsStore {
  readonly #em: EntityManager;
  readonly #accountId: number;

  constructor(em: EntityManager, accountId: number) {
    this.#em = em;
    this.#accountId = accountId;
  }

  async read(pageRowId: number, platform: DefaultsPlatform): Promise<DefaultsView> {
    const target = await this.#channelAccount(pageRowId, platform);
    const [row] = await this.#em.execute<Array<{ welcome_flow_id: number | null; default_reply_flow_id: number | null }>>(
      `select "welcome_flow_id", "default_reply_flow_id" from "messenger_default" where "account_id" = :accountId and "page_row_id" = :pageRowId and "platform" = :platform`,
      { accountId: this.#accountId, pageRowId, platform },
    );
    const welcome = row?.welcome_flow_id ?? null;
    const defaultReply = row?.default_reply_flow_id ?? null;
    // A flow deleted since it was chosen (kept for undo) is no default any more.
    const live = await this.#liveFlowIds(target.channelAccountId, [welcome, defaultReply]);
    return {
      channelAccountId: target.channelAccountId,
      platform,
      welcomeFlowId: welcome !== null && live.has(welcome) ? welcome : null,
      defaultReplyFlowId: defaultReply !== null && live.has(defaultReply) ? defaultReply : null,
    };
  }

  async save(pageRowId: number, platform: DefaultsPlatform, body: DefaultsBody): Promise<DefaultsView> {
    const target = await this.#channelAccount(pageRowId, platform);
    const live = await this.#liveFlowIds(target.channelAccountId, [body.welcomeFlowId, body.defaultReplyFlowId]);
    const fields: Record<string, string> = {};
    if (body.welcomeFlowId !== null && !live.has(body.welcomeFlowId)) fields.welcomeFlowId = subscriberMessages.noSuchFlow;
    if (body.defaultReplyFlowId !== null && !live.has(body.defaultReplyFlowId)) fields.defaultReplyFlowId = subscriberMessages.noSuchFlow;
    if (Object.keys(fields).length) throw new AppError('NOT_FOUND', subscriberMessages.noSuchFlow, { fields });
    await this.#em.execute(
      `insert into "messenger_default" ("account_id", "page_row_id", "platform", "welcome_flow_id", "default_reply_flow_id")
       values (:accountId, :pageRowId, :platform, :welcome, :defaultReply)
       on conflict ("account_id", "page_row_id", "platform") do update
         set "welcome_flow_id" = excluded."welcome_flow_id", "default_reply_flow_id" = excluded."default_reply_flow_id", "updated_at" = now()`,
      { accountId: this.#accountId, pageRowId, platform, welcome: body.welcomeFlowId, defaultReply: body.defaultReplyFlowId },
    );
    return { channelAccountId: target.channelAccountId, platform, welcomeFlowId: body.welcomeFlowId, defaultReplyFlowId: body.defaultReplyFlowId };
  }

  async #channelAccount(pageRowId: number, platform: DefaultsPlatform): Promise<ChannelAccountOfPage> {
    const [page] = await this.#em.execute<Array<{ page_id: string; instagram_id: string | null }>>(
      `select "page_id", "instagram_id" from "messenger_page" where "account_id" = :accountId and "id" = :pageRowId`,
      { accountId: this.#accountId, pageRowId },
    );
    if (!page) throw new AppError('NOT_FOUND', messages.noSuchPage);
    if (platform === 'instagram' && !page.instagram_id) throw new AppError('NOT_FOUND', subscriberMessages.noInstagram);
    return { pageRowId, platform, channelAccountId: platform === 'instagram' ? page.instagram_id! : page.page_id };
  }

  /**
   * Which of `ids` are live Messenger flows of this account on this channel account. Reads the
   * core's `flow` table, as the widget's defaults do: the flow API offers plugins no lookup by
   * id, and a default must never name another account's flow (or another page's).
   */
  async #liveFlowIds(channelAccountId: string, ids: readonly (number | null)[]): Promise<Set<number>> {
    const wanted = ids.filter((id): id is number => id !== null);
    if (!wanted.length) return new Set();
    const rows = await this.#em.execute<Array<{ id: number }>>(
      `select "id" from "flow" where "account_id" = :accountId and "channel" = :channel and "deleted_at" is null
         and "channel_account_id" = :channelAccountId and "id" in (:ids)`,
      { accountId: this.#accountId, channel: messengerChannel, channelAccountId, ids: wanted },
    );
    return new Set(rows.map((row) => Number(row.id)));
  }
}

/**
 * The channel plugin's `defaults()`: the runtime asks when a first contact or an unanswered
 * message may start a default flow. One prepared statement, on its hot path.
 */
export async function channelDefaults(
  em: EntityManager,
  accountId: number,
  channelAccountId: string,
): Promise<{ welcomeFlowId: number | null; defaultReplyFlowId: number | null }> {
  const [row] = await executePrepared<Array<{ welcome_flow_id: number | null; default_reply_flow_id: number | null }>>(
    em,
    `select d."welcome_flow_id", d."default_reply_flow_id" from "messenger_default" d join "messenger_page" p on p."id" = d."page_row_id"
       where d."account_id" = :accountId and p."account_id" = :accountId
         and ((d."platform" = 'messenger' and p."page_id" = :id) or (d."platform" = 'instagram' and p."instagram_id" = :id))`,
    { accountId, id: channelAccountId },
  );
  return { welcomeFlowId: row?.welcome_flow_id ?? null, defaultReplyFlowId: row?.default_reply_flow_id ?? null };
}
