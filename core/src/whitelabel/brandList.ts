import type { EntityManager } from '@mikro-orm/sql';
import { containsPattern } from '../access/containsPattern.ts';
import type { BrandListItem, BrandListQuery } from '@chatmill/sdk/contracts';

interface BrandRow {
  id: number;
  name: string;
  short_name: string;
  domain: string;
  verified: boolean;
  owner_account_id: number | null;
  owner_name: string | null;
  owner_email: string | null;
  created_at: Date | string;
  total: number | string;
}

/** Sort fields to columns: only these ever reach the SQL text. */
const sortColumns: Record<BrandListQuery['sort'], string> = { name: 'b.name', domain: 'b.domain', createdAt: 'b.created_at' };

/** Every brand of the platform with its reseller, for the platform admin (spec 1, 6). */
export async function listBrands(em: EntityManager, query: BrandListQuery): Promise<{ items: BrandListItem[]; total: number; page: number; pageSize: number }> {
  const search = query.search ? containsPattern(query.search) : null;
  const order = query.order === 'asc' ? 'asc' : 'desc';
  const rows = await em.execute<BrandRow[]>(
    `select b.id, b.name, b.short_name, b.domain, b.verified, b.owner_account_id, b.created_at,
            a.name as owner_name, u.email as owner_email, count(*) over () as total
       from "brand" b
       left join "account" a on a.id = b.owner_account_id
       left join "user" u on u.id = a.owner_user_id
      where (?::text is null or b.name ilike ? or b.short_name ilike ? or b.domain ilike ? or a.name ilike ? or u.email ilike ?)
      order by ${sortColumns[query.sort]} ${order}, b.id ${order}
      limit ? offset ?`,
    [search, search, search, search, search, search, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const total = rows.length > 0 ? Number(rows[0]!.total) : await countAll(em, search);
  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      shortName: row.short_name,
      domain: row.domain,
      verified: row.verified,
      whitelabel: row.owner_account_id !== null,
      owner: row.owner_account_id !== null ? { accountId: row.owner_account_id, name: row.owner_name ?? '', email: row.owner_email } : null,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** A page past the end has no rows to carry the count. */
async function countAll(em: EntityManager, search: string | null): Promise<number> {
  const [row] = await em.execute<{ total: number | string }[]>(
    `select count(*) as total
       from "brand" b
       left join "account" a on a.id = b.owner_account_id
       left join "user" u on u.id = a.owner_user_id
      where (?::text is null or b.name ilike ? or b.short_name ilike ? or b.domain ilike ? or a.name ilike ? or u.email ilike ?)`,
    [search, search, search, search, search, search],
  );
  return Number(row?.total ?? 0);
}
