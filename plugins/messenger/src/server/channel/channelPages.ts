import { executePrepared, type EntityManager } from '@chatmill/sdk';

/**
 * Statements of the channel's hot path (every webhook, every send), prepared: a channel account
 * id is a page id or the id of the page's Instagram account, and only a connected page counts.
 */

export interface ConnectedPage {
  page_id: string;
  access_token: string;
  instagram_id: string | null;
  bot_enabled: boolean;
}

export async function connectedPage(em: EntityManager, accountId: number, channelAccountId: string): Promise<ConnectedPage | null> {
  const [row] = await executePrepared<ConnectedPage[]>(
    em,
    `select "page_id", "access_token", "instagram_id", "bot_enabled" from "messenger_page" where "account_id" = :accountId and "connected" and ("page_id" = :id or "instagram_id" = :id)`,
    { accountId, id: channelAccountId },
  );
  return row ?? null;
}

/** The account that connected the page (or its Instagram account) with its bot on; null otherwise. */
export async function answeringAccount(em: EntityManager, channelAccountId: string): Promise<number | null> {
  const [row] = await executePrepared<Array<{ account_id: number }>>(
    em,
    `select "account_id" from "messenger_page" where "connected" and "bot_enabled" and ("page_id" = :id or "instagram_id" = :id)`,
    { id: channelAccountId },
  );
  return row?.account_id ?? null;
}

/** Facebook refused the page's token: the screens say to reconnect (spec 2, 3 valid_access_token). */
export async function markPageTokenInvalid(em: EntityManager, accountId: number, pageId: string): Promise<void> {
  await executePrepared(
    em,
    `update "messenger_page" set "valid_access_token" = false, "updated_at" = now() where "account_id" = :accountId and "page_id" = :pageId`,
    {
      accountId,
      pageId,
    },
  );
}
