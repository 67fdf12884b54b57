import type { EntityManager } from '@mikro-orm/sql';
import { AppError, subscriberProfileMessages, type SubscriberTagChange } from '@chatmill/sdk';

/**
 * A tag added to or removed from selected subscribers from the dashboard (the audience port's
 * `tags.changeSubscribers`). The subscribers' rows are locked as a flow step locks them, in id
 * order so two bulk changes never deadlock: a step that saves its subscriber's tags then runs
 * before or after the change, never across it (it writes the whole set it read).
 */
export async function changeSubscriberTags(em: EntityManager, accountId: number, change: SubscriberTagChange): Promise<number> {
  // The locks need a transaction: the caller's, or one of our own.
  if (!em.getTransactionContext()) return em.transactional((tx) => changeSubscriberTags(tx, accountId, change));
  const ids = [...new Set(change.subscriberIds)];
  if (!ids.length) return 0;
  const [tag] = await em.execute<{ id: number }[]>(`select "id" from "tag" where "account_id" = :accountId and "id" = :tagId`, {
    accountId,
    tagId: change.tagId,
  });
  if (!tag) throw new AppError('NOT_FOUND', 'No such tag: it may have been deleted. Reload the tags.', { fields: { tagId: 'Choose one of your tags.' } });
  const locked = await em.execute<{ id: number }[]>(
    `select "id" from "subscriber" where "account_id" = :accountId and "id" in (select cast(jsonb_array_elements_text(cast(:ids as jsonb)) as int))
       ${change.channel ? `and "channel" = :channel` : ''} order by "id" for update`,
    { accountId, ids: JSON.stringify(ids), ...(change.channel ? { channel: change.channel } : {}) },
  );
  if (locked.length !== ids.length)
    throw new AppError('NOT_FOUND', subscriberProfileMessages.noSubscriber, { fields: { subscriberIds: 'Some selected subscribers do not exist.' } });
  const params = { tagId: change.tagId, ids: JSON.stringify(ids) };
  const rows =
    change.action === 'add'
      ? await em.execute<{ subscriber_id: number }[]>(
          `insert into "subscriber_tag" ("subscriber_id", "tag_id") select cast(jsonb_array_elements_text(cast(:ids as jsonb)) as int), :tagId
             on conflict do nothing returning "subscriber_id"`,
          params,
        )
      : await em.execute<{ subscriber_id: number }[]>(
          `delete from "subscriber_tag" where "tag_id" = :tagId and "subscriber_id" in (select cast(jsonb_array_elements_text(cast(:ids as jsonb)) as int))
             returning "subscriber_id"`,
          params,
        );
  if (rows.length)
    await em.execute(`update "subscriber" set "updated_at" = now() where "id" in (select cast(jsonb_array_elements_text(cast(:ids as jsonb)) as int))`, {
      ids: JSON.stringify(rows.map((row) => Number(row.subscriber_id))),
    });
  return rows.length;
}
