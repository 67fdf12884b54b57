import type { EntityManager } from '@mikro-orm/sql';
import type { FlowChannel, FlowShareInfo } from '@chatmill/sdk';

/**
 * What the public share screen (/flow-power-sharing/{flow_id}, spec 2, 2) shows before the
 * receiver signs in to import: the flow's name, channel and owner. Only for a live flow that
 * its owner shared with someone (directly or in a suitcase), on the brand the screen is
 * opened on; any other id is not found, so the screen tells nothing about unshared flows.
 */
export async function publicFlowShare(em: EntityManager, brandId: number, flowId: number): Promise<FlowShareInfo | null> {
  const [row] = await em.execute<{ id: number; name: string; channel: FlowChannel; owner_name: string | null; account_name: string }[]>(
    `select f."id", f."name", f."channel", u."name" as owner_name, a."name" as account_name
       from "flow" f
       join "account" a on a."id" = f."account_id"
       left join "user" u on u."id" = a."owner_user_id"
      where f."id" = :flowId and f."deleted_at" is null and a."brand_id" = :brandId
        and (exists (select 1 from "flow_share" s where s."flow_id" = f."id")
             or exists (select 1 from "flow_suitcase_share" ss where ss."suitcase_id" = f."suitcase_id" and ss."account_id" = f."account_id"))`,
    { flowId, brandId },
  );
  if (!row) return null;
  return { flowId: Number(row.id), name: row.name, channel: row.channel, ownerName: row.owner_name ?? row.account_name };
}
