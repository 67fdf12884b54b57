import type { EntityManager } from '@chatmill/sdk';

/**
 * The account's channel accounts by id with their names: every page it has (connected or not,
 * since a disconnected page's subscribers are still the account's) and each page's Instagram
 * account as `@username`.
 */
export async function channelAccountNames(em: EntityManager, accountId: number): Promise<Map<string, string>> {
  const rows = await em.execute<Array<{ page_id: string; name: string; instagram_id: string | null; instagram_username: string | null }>>(
    `select "page_id", "name", "instagram_id", "instagram_username" from "messenger_page" where "account_id" = :accountId order by "name", "id"`,
    { accountId },
  );
  const names = new Map<string, string>();
  for (const row of rows) {
    names.set(row.page_id, row.name);
    if (row.instagram_id) names.set(row.instagram_id, `@${row.instagram_username ?? row.instagram_id}`);
  }
  return names;
}
