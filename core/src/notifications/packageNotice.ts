import type { EntityManager } from '@mikro-orm/sql';
import type { RequestUser } from '@chatmill/sdk';
import type { PackageNotice } from '@chatmill/sdk/contracts';

/**
 * What the 'New Package Activated!' notice (spec 1, 4.1) needs: the package the user is on
 * (their own, else the account's, else the brand's default, as usage decides) and when an
 * admin last gave the account another package (`account.package_changed_at`).
 */
export async function packageNotice(em: EntityManager, user: RequestUser): Promise<PackageNotice> {
  const [row] = await em.execute<{ package_id: number | null; package_name: string | null; package_changed_at: Date | string | null }[]>(
    `select pk.id as package_id, pk.name as package_name, a.package_changed_at
       from "user" u
       join "account" a on a.id = u.account_id
       left join "package" pk on pk.id = coalesce(u.custom_package_id, a.package_id,
         (select d.id from "package" d where d.brand_id = u.brand_id and d.is_default order by d.id limit 1))
      where u.id = :userId`,
    { userId: user.id },
  );
  return {
    packageId: row?.package_id == null ? null : Number(row.package_id),
    packageName: row?.package_name ?? '',
    packageChangedAt: row?.package_changed_at ? new Date(row.package_changed_at).toISOString() : null,
  };
}
