import { executePrepared, type EntityManager } from '@chatmill/sdk';
import type { PersonProfile } from './userProfileApi.ts';

export interface PersonRow {
  psid: string;
  first_name: string | null;
  last_name: string | null;
  name: string | null;
  answered: boolean;
  /** Asked without an answer longer ago than `retryAfter`: the next message may ask again. */
  stale: boolean;
}

/** A connected page with its bot on, and its sealed token. */
export interface AnsweringPage {
  account_id: number;
  page_id: string;
  access_token: string;
}

/** A channel account of one account: where a person wrote. */
export interface PersonScope {
  accountId: number;
  channelAccountId: string;
}

/**
 * How long a profile Meta did not give (a timeout, a refusal) waits before the next message
 * may ask again: often enough to heal a passing failure, rarely enough that a person whose
 * profile Meta never gives does not cost a call per message.
 */
const retryAfter = '1 hour';

/**
 * What Meta's User Profile API said of the people who wrote to a channel account (table
 * `messenger_person`). `claim` is the once-per-person gate: one statement inserts the rows of
 * people never asked about (and re-arms stale failures) and answers only those, so two webhooks
 * bringing the same new person at once ask Meta once.
 */
export const personStore = {
  /**
   * The page that answers on the channel account here (connected, bot on: as `ownerOf` finds it),
   * with its sealed token, and what is known of these people there, in one statement: the
   * webhook of a person already asked about costs this read alone.
   */
  async lookup(em: EntityManager, channelAccountId: string, psids: readonly string[]): Promise<{ page: AnsweringPage; known: Map<string, PersonRow> } | null> {
    const rows = await executePrepared<Array<AnsweringPage & Partial<PersonRow>>>(
      em,
      `select p."account_id", p."page_id", p."access_token", m."psid", m."first_name", m."last_name", m."name", m."answered",
         (not m."answered" and m."asked_at" < now() - interval '${retryAfter}') as "stale"
         from "messenger_page" p
         left join "messenger_person" m on m."account_id" = p."account_id" and m."channel_account_id" = :id
           and m."psid" in (select jsonb_array_elements_text(cast(:psids as jsonb)))
         where p."connected" and p."bot_enabled" and (p."page_id" = :id or p."instagram_id" = :id)`,
      { id: channelAccountId, psids: JSON.stringify(psids) },
    );
    const [first] = rows;
    if (!first) return null;
    const known = new Map<string, PersonRow>();
    for (const row of rows) if (row.psid) known.set(row.psid, row as PersonRow);
    return { page: { account_id: first.account_id, page_id: first.page_id, access_token: first.access_token }, known };
  },

  async claim(em: EntityManager, scope: PersonScope, psids: readonly string[]): Promise<string[]> {
    if (!psids.length) return [];
    const rows = await em.execute<Array<{ psid: string }>>(
      `insert into "messenger_person" ("account_id", "channel_account_id", "psid")
         select :accountId, :channelAccountId, p from jsonb_array_elements_text(cast(:psids as jsonb)) as p
       on conflict ("account_id", "channel_account_id", "psid") do update set "asked_at" = now()
         where not "messenger_person"."answered" and "messenger_person"."asked_at" < now() - interval '${retryAfter}'
       returning "psid"`,
      { ...scope, psids: JSON.stringify(psids) },
    );
    return rows.map((row) => row.psid);
  },

  async answer(em: EntityManager, scope: PersonScope, psid: string, profile: PersonProfile): Promise<void> {
    await em.execute(
      `update "messenger_person" set "first_name" = :firstName, "last_name" = :lastName, "name" = :name, "picture" = :picture, "answered" = true
         where "account_id" = :accountId and "channel_account_id" = :channelAccountId and "psid" = :psid`,
      { ...scope, psid, ...profile },
    );
  },
};
