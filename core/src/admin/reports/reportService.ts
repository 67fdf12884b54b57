import type { EntityManager } from '@mikro-orm/sql';
import type { FeatureCatalogue } from '../../plugins/featureCatalogue.ts';
import type { FeatureUsageTotal, ReportQuery, ReportResponse } from '@chatmill/sdk/contracts';
import { reportWindow, type ReportWindow } from './reportWindow.ts';

type Params = Record<string, unknown>;

/**
 * The admin's reports (spec 3, 6 and 9): sign-ups, active users (last sign-in in the range)
 * and usage by feature, over one brand or every brand the admin sees. Days and months are
 * those of the server's time zone: PostgreSQL turns each instant into a date there
 * (`at time zone`), the same zone `reportWindow` cut the range with.
 */
export class ReportService {
  readonly #em: EntityManager;
  readonly #catalogue: FeatureCatalogue;
  readonly #timeZone: string;

  constructor(em: EntityManager, catalogue: FeatureCatalogue, timeZone: string) {
    this.#em = em;
    this.#catalogue = catalogue;
    this.#timeZone = timeZone;
  }

  /** `brandId` null: every brand (the caller decided the admin may see them). */
  async report(query: ReportQuery, brandId: number | null, now = new Date()): Promise<ReportResponse> {
    const brand = brandId === null ? { where: '', params: {} } : { where: ' and u.brand_id = :brandId', params: { brandId } };
    const [first] = await this.#em.execute<{ first: Date | string | null }[]>(
      `select min(u.created_at) as first from "user" u where true${brand.where}`,
      brand.params,
    );
    const window = reportWindow(query.range, now, this.#timeZone, first?.first ? new Date(first.first) : null);

    const signUps = await this.#countPerBucket('created_at', window, brand);
    const active = await this.#countPerBucket('last_login_at', window, brand);
    const buckets = window.buckets.map((b) => ({
      key: b.key,
      start: b.start.toISOString(),
      signUps: signUps.get(b.key) ?? 0,
      activeUsers: active.get(b.key) ?? 0,
    }));
    const sum = (counts: Map<string, number>) => [...counts.values()].reduce((total, n) => total + n, 0);
    const usageBasis = query.range === 'all' ? 'lifetime' : 'periods';
    return {
      range: query.range,
      timeZone: this.#timeZone,
      bucket: window.bucket,
      from: window.from.toISOString(),
      to: window.to.toISOString(),
      buckets,
      totals: { signUps: sum(signUps), activeUsers: sum(active) },
      usageBasis,
      usage: await this.#usage(window, usageBasis, brandId),
    };
  }

  /** Users per bucket key whose `column` falls in the range. Only the two column names above reach the SQL. */
  async #countPerBucket(column: 'created_at' | 'last_login_at', window: ReportWindow, brand: { where: string; params: Params }): Promise<Map<string, number>> {
    const format = window.bucket === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
    const rows = await this.#em.execute<{ key: string; n: number }[]>(
      `select to_char(u.${column} at time zone :timeZone, '${format}') as key, count(*)::int as n
         from "user" u
        where u.${column} >= :from and u.${column} < :to${brand.where}
        group by 1`,
      { ...brand.params, timeZone: this.#timeZone, from: window.from, to: window.to },
    );
    return new Map(rows.map((row) => [row.key, Number(row.n)]));
  }

  /**
   * Uses per feature: for a range, the counters of the months (monthly features) and years
   * (yearly ones) it touches; for all time, every feature's lifetime counter, which each use
   * also counts. Features of unloaded plugins keep their id as their name.
   */
  async #usage(window: ReportWindow, basis: 'periods' | 'lifetime', brandId: number | null): Promise<FeatureUsageTotal[]> {
    const params: Params = brandId === null ? {} : { brandId };
    const brandJoin = brandId === null ? '' : 'join "account" a on a.id = c.account_id and a.brand_id = :brandId';
    const periods = basis === 'lifetime' ? ['lifetime'] : [...window.monthKeys, ...window.yearKeys];
    const placeholders = periods.map((_, i) => `:p${i}`).join(', ');
    periods.forEach((period, i) => (params[`p${i}`] = period));
    const rows = await this.#em.execute<{ feature_id: number; period: string; used: number }[]>(
      `select c.feature_id, c.period, sum(c.used)::int as used from "usage_counter" c ${brandJoin}
        where c.period in (${placeholders}) group by c.feature_id, c.period`,
      params,
    );
    const totals = new Map<number, number>();
    for (const row of rows) {
      const featureId = Number(row.feature_id);
      const feature = this.#catalogue.byId(featureId);
      // A monthly feature's counters are months, a yearly one's years; a lifetime feature has no range.
      const counts =
        basis === 'lifetime' || (feature?.period === 'month' ? row.period.length === 7 : feature?.period === 'year' ? row.period.length === 4 : false);
      if (counts) totals.set(featureId, (totals.get(featureId) ?? 0) + Number(row.used));
    }
    return [...totals]
      .filter(([, used]) => used > 0)
      .map(([featureId, used]) => {
        const feature = this.#catalogue.byId(featureId);
        return { featureId, name: feature?.name ?? `Feature ${featureId}`, period: feature?.period ?? 'lifetime', used };
      })
      .sort((a, b) => b.used - a.used || a.name.localeCompare(b.name));
  }
}
