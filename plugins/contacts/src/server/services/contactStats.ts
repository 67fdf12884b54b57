import { audienceTables } from '@chatmill/sdk';
import type { ContactStats } from '../../common/schemas/stats.ts';
import type { AccountScope } from './accountScope.ts';
import { toInt } from './sqlText.ts';

/** The numbers of the dashboard widget, in one round trip. */
export async function contactStats(scope: AccountScope): Promise<ContactStats> {
  const row = await scope.queryOne<ContactStats>(
    `select
       (select count(*)::int from contacts_contact where account_id = :accountId and deleted_at is null) as contacts,
       (select count(*)::int from contacts_book where account_id = :accountId) as books,
       (select count(*)::int from ${audienceTables.tag} where account_id = :accountId) as tags`,
  );
  return { contacts: toInt(row?.contacts ?? 0), books: toInt(row?.books ?? 0), tags: toInt(row?.tags ?? 0) };
}
