import type { EntityManager } from '@mikro-orm/sql';
import {
  AppError,
  featureNotInPackageMessage,
  limitReachedMessage,
  type FeatureUsage,
  type PackageFeature,
  type PackageSummary,
  type RequestUser,
} from '@chatmill/sdk';
import { isAdmin } from '../access/requireAdmin.ts';
import type { FeatureCatalogue, CatalogueFeature } from '../plugins/featureCatalogue.ts';
import { periodKey } from './usagePeriod.ts';

interface AccountPackage {
  id: number;
  name: string;
  features: PackageFeature[];
  expiresAt: Date | null;
}

/** The counters one use touches: the feature's period and, when it has one, the lifetime. */
interface Counter {
  period: string;
  limit: number;
}

/**
 * Counts usage per account, feature and period and enforces the package's limits (spec 1,
 * 5.1). A reservation is one conditional UPDATE per counter (`used + n <= limit`) inside a
 * transaction, so concurrent requests can never overshoot: the database serialises them on
 * the counter row and re-checks the condition.
 */
export class UsageService {
  readonly #catalogue: FeatureCatalogue;
  readonly #timeZone: string;

  constructor(catalogue: FeatureCatalogue, timeZone: string) {
    this.#catalogue = catalogue;
    this.#timeZone = timeZone;
  }

  async reserve(em: EntityManager, user: RequestUser, featureId: number, amount = 1, now = new Date()): Promise<void> {
    if (amount <= 0) return;
    const feature = this.#feature(featureId);
    const exempt = isAdmin(user);
    const pkg = await this.packageFor(em, user);
    const granted = pkg?.features.find((f) => f.featureId === featureId);
    if (!exempt && !granted) throw new AppError('FEATURE_NOT_IN_PACKAGE', featureNotInPackageMessage(pkg?.name ?? 'current'));
    // Admins are counted (for the reports) but never limited.
    const counters = this.#counters(feature, exempt ? { featureId, limit: 0, lifetimeLimit: 0 } : granted!, now);
    await em.fork().transactional(async (tx) => {
      for (const counter of counters) {
        await tx.execute(`insert into "usage_counter" ("account_id", "feature_id", "period", "used") values (?, ?, ?, 0) on conflict do nothing`, [
          user.accountId,
          featureId,
          counter.period,
        ]);
        const updated = await tx.execute<{ used: number }[]>(
          `update "usage_counter" set "used" = "used" + ?, "updated_at" = now()
            where "account_id" = ? and "feature_id" = ? and "period" = ? and (? = 0 or "used" + ? <= ?)
            returning "used"`,
          [amount, user.accountId, featureId, counter.period, counter.limit, amount, counter.limit],
        );
        if (updated.length === 0) {
          const used = await this.#used(tx, user.accountId, featureId, counter.period);
          throw new AppError('LIMIT_REACHED', limitReachedMessage(pkg?.name ?? 'current', used, counter.limit));
        }
      }
    });
  }

  /**
   * `reserve` for work no one is signed in for (a job answering a comment): the account's owner
   * stands for it, so the account's package (or the owner's own) sets the limit, as in their requests.
   */
  async reserveForAccount(em: EntityManager, accountId: number, featureId: number, amount = 1, now = new Date()): Promise<void> {
    const [owner] = await em.execute<{ id: number; brand_id: number; email: string; name: string; user_type: RequestUser['userType'] }[]>(
      `select u."id", u."brand_id", u."email", u."name", u."user_type" from "account" a join "user" u on u."id" = a."owner_user_id" where a."id" = ?`,
      [accountId],
    );
    if (!owner) throw new AppError('FEATURE_NOT_IN_PACKAGE', featureNotInPackageMessage('current'));
    const user = { id: owner.id, accountId, brandId: owner.brand_id, email: owner.email, name: owner.name, userType: owner.user_type, isOwner: true };
    await this.reserve(em, user as RequestUser, featureId, amount, now);
  }

  /** Gives back uses of the current period and of the lifetime counter, never below zero. */
  async release(em: EntityManager, accountId: number, featureId: number, amount = 1, now = new Date()): Promise<void> {
    if (amount <= 0) return;
    const feature = this.#feature(featureId);
    const periods = [...new Set([periodKey(feature.period, now, this.#timeZone), 'lifetime'])];
    await em.execute(
      `update "usage_counter" set "used" = greatest("used" - ?, 0), "updated_at" = now()
        where "account_id" = ? and "feature_id" = ? and "period" in (${periods.map(() => '?').join(', ')})`,
      [amount, accountId, featureId, ...periods],
    );
  }

  /** How many more uses the package allows now; null when unlimited or exempt. */
  async remaining(em: EntityManager, user: RequestUser, featureId: number, now = new Date()): Promise<number | null> {
    if (isAdmin(user)) return null;
    const pkg = await this.packageFor(em, user);
    const granted = pkg?.features.find((f) => f.featureId === featureId);
    if (!granted) return 0;
    let remaining: number | null = null;
    for (const counter of this.#counters(this.#feature(featureId), granted, now)) {
      if (counter.limit === 0) continue;
      const left = Math.max(counter.limit - (await this.#used(em, user.accountId, featureId, counter.period)), 0);
      remaining = remaining === null ? left : Math.min(remaining, left);
    }
    return remaining;
  }

  /** Every feature of the catalogue with the package's limits and this period's usage. */
  async summary(em: EntityManager, user: RequestUser, now = new Date()): Promise<PackageSummary> {
    const pkg = await this.packageFor(em, user);
    const rows = await em.execute<{ feature_id: number; period: string; used: number }[]>(
      `select "feature_id", "period", "used" from "usage_counter" where "account_id" = ?`,
      [user.accountId],
    );
    const usedIn = (featureId: number, period: string) => rows.find((r) => r.feature_id === featureId && r.period === period)?.used ?? 0;
    const features: FeatureUsage[] = this.#catalogue.all().map((feature) => {
      const granted = pkg?.features.find((f) => f.featureId === feature.id);
      return {
        featureId: feature.id,
        name: feature.name,
        period: feature.period,
        enabled: Boolean(granted),
        limit: granted?.limit ?? 0,
        used: usedIn(feature.id, periodKey(feature.period, now, this.#timeZone)),
        lifetimeLimit: granted?.lifetimeLimit ?? 0,
        lifetimeUsed: usedIn(feature.id, 'lifetime'),
      };
    });
    return {
      id: pkg?.id ?? null,
      name: pkg?.name ?? '',
      expiresAt: pkg?.expiresAt?.toISOString() ?? null,
      expired: user.expired,
      exempt: isAdmin(user),
      features,
    };
  }

  /** The user's own package (client users), else the account's, else the brand's default. */
  async packageFor(em: EntityManager, user: RequestUser): Promise<AccountPackage | null> {
    const [row] = await em.execute<{ id: number; name: string; features: PackageFeature[] | string; expires_at: Date | string | null }[]>(
      `select pk.id, pk.name, pk.features, a.expires_at
         from "user" u
         join "account" a on a.id = u.account_id
         left join "package" dp on dp.brand_id = u.brand_id and dp.is_default
         join "package" pk on pk.id = coalesce(u.custom_package_id, a.package_id, dp.id)
        where u.id = ?`,
      [user.id],
    );
    if (!row) return null;
    const features = typeof row.features === 'string' ? (JSON.parse(row.features) as PackageFeature[]) : row.features;
    return { id: row.id, name: row.name, features, expiresAt: row.expires_at ? new Date(row.expires_at) : null };
  }

  #feature(featureId: number): CatalogueFeature {
    const feature = this.#catalogue.byId(featureId);
    if (!feature) throw new Error(`feature ${featureId} is not in the catalogue: declare it in the plugin's manifest`);
    return feature;
  }

  #counters(feature: CatalogueFeature, granted: PackageFeature, now: Date): Counter[] {
    if (feature.period === 'lifetime') {
      // One counter; the stricter of the two limits applies (0 is unlimited).
      const limits = [granted.limit, granted.lifetimeLimit].filter((limit) => limit > 0);
      return [{ period: 'lifetime', limit: limits.length ? Math.min(...limits) : 0 }];
    }
    return [
      { period: periodKey(feature.period, now, this.#timeZone), limit: granted.limit },
      { period: 'lifetime', limit: granted.lifetimeLimit },
    ];
  }

  async #used(em: EntityManager, accountId: number, featureId: number, period: string): Promise<number> {
    const [row] = await em.execute<{ used: number }[]>(`select "used" from "usage_counter" where "account_id" = ? and "feature_id" = ? and "period" = ?`, [
      accountId,
      featureId,
      period,
    ]);
    return row?.used ?? 0;
  }
}
