import { executePrepared, type EntityManager, type FlowChannel } from '@chatmill/sdk';
import { homeRecentFlowCount, homeSeriesDays, type HomeDay, type HomeFlow } from '@chatmill/sdk/contracts';

/** What a subscriber sends that counts as a message (deliveries, reads and referrals do not). */
const sentBySubscriber = `('message', 'postback', 'quickReply')`;

/**
 * The account's activity per day over the last `homeSeriesDays` days (today included), days in
 * the server's time zone: new subscribers, conversations begun, and messages both ways (what
 * subscribers sent, and what was sent to them but failed). One statement: every count is
 * grouped by day in the database and the days without any are filled in there too.
 */
const seriesSql = `
with bounds as (
  select (now() at time zone :timeZone)::date - :span::int as first_day, (now() at time zone :timeZone)::date as last_day
), since as (
  select (first_day::timestamp at time zone :timeZone) as starts from bounds
), days as (
  select generate_series(first_day, last_day, interval '1 day')::date as day from bounds
), new_subscribers as (
  select (s."created_at" at time zone :timeZone)::date as day, count(*)::int as n
  from "subscriber" s, since where s."account_id" = :accountId and s."created_at" >= since.starts group by 1
), new_conversations as (
  select (c."created_at" at time zone :timeZone)::date as day, count(*)::int as n
  from "conversation" c, since where c."account_id" = :accountId and c."created_at" >= since.starts group by 1
), messages as (
  select (m.t at time zone :timeZone)::date as day, count(*)::int as n from (
    select e."received_at" as t from "inbound_event" e, since
    where e."account_id" = :accountId and e."kind" in ${sentBySubscriber} and e."received_at" >= since.starts
    union all
    select o."created_at" as t from "outbound_message" o, since
    where o."account_id" = :accountId and o."state" <> 'failed' and o."created_at" >= since.starts
  ) m group by 1
)
select to_char(d.day, 'YYYY-MM-DD') as "date",
  coalesce(s.n, 0)::int as "subscribers", coalesce(c.n, 0)::int as "conversations", coalesce(m.n, 0)::int as "messages"
from days d
left join new_subscribers s on s.day = d.day
left join new_conversations c on c.day = d.day
left join messages m on m.day = d.day
order by d.day`;

export async function activitySeries(em: EntityManager, accountId: number, timeZone: string): Promise<HomeDay[]> {
  return executePrepared<HomeDay[]>(em, seriesSql, { accountId, timeZone, span: homeSeriesDays - 1 });
}

interface FlowRow {
  id: number;
  name: string;
  channel: FlowChannel;
  channel_account_id: string | null;
  published: boolean;
  updated_at: string;
}

export interface RecentFlows {
  flows: HomeFlow[];
  /** Whether any live flow of the account's channels is published (the checklist's step). */
  anyPublished: boolean;
}

/** `"channel" in (:prefix0, :prefix1)` with its values; a list of none matches nothing. */
function channelIn(column: string, prefix: string, channels: readonly FlowChannel[], params: Record<string, unknown>): string {
  if (!channels.length) return 'false';
  channels.forEach((channel, index) => (params[`${prefix}${index}`] = channel));
  return `${column} in (${channels.map((_, index) => `:${prefix}${index}`).join(', ')})`;
}

/**
 * In one statement: the latest-updated live flows of the channels the user may read, and whether
 * the account has a published flow on any channel the brand has (a step done is done whoever looks).
 */
export async function recentFlows(em: EntityManager, accountId: number, shown: readonly FlowChannel[], all: readonly FlowChannel[]): Promise<RecentFlows> {
  const params: Record<string, unknown> = { accountId, limit: homeRecentFlowCount };
  const [row] = await executePrepared<{ any_published: boolean; flows: FlowRow[] | string }[]>(
    em,
    `select
       exists (select 1 from "flow" p where p."account_id" = :accountId and p."deleted_at" is null
               and p."published_version" is not null and ${channelIn('p."channel"', 'all', all, params)}) as "any_published",
       coalesce((select json_agg(r order by r."updated_at" desc, r."id" desc) from (
         select f."id", f."name", f."channel", f."channel_account_id", f."published_version" is not null as "published", f."updated_at"
         from "flow" f
         where f."account_id" = :accountId and f."deleted_at" is null and ${channelIn('f."channel"', 'shown', shown, params)}
         order by f."updated_at" desc, f."id" desc
         limit :limit::int
       ) r), '[]'::json) as "flows"`,
    params,
  );
  // json comes parsed from PostgreSQL's driver, and as text from some adapters.
  const rows: FlowRow[] = typeof row?.flows === 'string' ? (JSON.parse(row.flows) as FlowRow[]) : (row?.flows ?? []);
  return {
    flows: rows.map((flow) => ({
      id: flow.id,
      name: flow.name,
      channel: flow.channel,
      channelAccountId: flow.channel_account_id,
      published: flow.published,
      updatedAt: new Date(flow.updated_at).toISOString(),
    })),
    anyPublished: row?.any_published ?? false,
  };
}
