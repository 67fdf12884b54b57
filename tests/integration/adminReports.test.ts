import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountSchema } from '../../core/src/db/entities/Account.ts';
import { BrandSchema } from '../../core/src/db/entities/Brand.ts';
import { UserSchema } from '../../core/src/db/entities/User.ts';
import { ApiClient } from '../support/apiClient.ts';
import { startTestPlatform, type TestPlatform } from '../support/testPlatform.ts';

/**
 * The admin's reports (spec 3, 9: 7, 30, 90, 180 days, year to date, last year, all time) over
 * HTTP, on a brand of their own whose users were made in the past straight in the database:
 * sign-ups and active users per bucket, right at the range boundaries (midnight in the server's
 * time zone, Asia/Manila: UTC+8 all year), and usage by feature from the usage counters.
 */
let t: TestPlatform;
let admin: ApiClient;
let brandId: number;
let accountId: number;
let now: Date;

const hour = 3_600_000;
const day = 24 * hour;
const manila = 8 * hour;

/** Midnight in Manila of the day `at` falls on, worked out by hand (Manila has no summer time). */
function manilaMidnight(at: Date): Date {
  return new Date(Math.floor((at.getTime() + manila) / day) * day - manila);
}

/** 'YYYY-MM-DD' and 'YYYY-MM' of an instant in Manila. */
function manilaDay(at: Date): string {
  return new Date(at.getTime() + manila).toISOString().slice(0, 10);
}
const manilaMonth = (at: Date) => manilaDay(at).slice(0, 7);

/** Midnight in Manila of 1 January of `year`. */
const newYear = (year: number) => new Date(Date.UTC(year, 0, 1) - manila);

async function addUser(name: string, createdAt: Date, lastLoginAt: Date | null = null): Promise<void> {
  const fork = t.platform.db.em();
  fork.create(UserSchema, { accountId, brandId, email: `${name.toLowerCase()}@reports.example.com`, name, passwordHash: null, lastLoginAt, createdAt });
  await fork.flush();
}

async function report(range: string, brand: number | null = brandId) {
  const res = await admin.get(`/api/admin/reports?range=${range}${brand === null ? '' : `&brandId=${brand}`}`);
  expect(res.status).toBe(200);
  return res.body;
}

const counts = (body: { buckets: Array<{ key: string; signUps: number; activeUsers: number }> }) =>
  Object.fromEntries(body.buckets.filter((b) => b.signUps || b.activeUsers).map((b) => [b.key, [b.signUps, b.activeUsers]]));

beforeAll(async () => {
  // A monthly and a yearly feature, so usage over a range has periods to sum (the built-in ones count in total).
  t = await startTestPlatform();
  t.platform.plugins.features.add('reports-test', [
    { id: 9001, name: 'Test broadcasts', period: 'month' },
    { id: 9002, name: 'Test yearly exports', period: 'year' },
  ]);
  admin = new ApiClient(t.url);
  expect((await admin.post('/api/setup', { name: 'Ada Admin', email: 'ada@example.com', password: 'correct horse 1' })).status).toBe(201);
  const fork = t.platform.db.em();
  const brand = fork.create(BrandSchema, { name: 'Reports brand', shortName: 'Reports', domain: 'reports.example.com' });
  await fork.flush();
  brandId = brand.id;
  const account = fork.create(AccountSchema, { brandId, name: 'Reports', ownerUserId: null });
  await fork.flush();
  accountId = account.id;
  now = new Date();
});
afterAll(async () => t?.stop());

describe('sign-ups and active users', () => {
  let today: Date;
  let sevenDaysFrom: Date;
  const made: Array<{ createdAt: Date; lastLoginAt: Date | null }> = [];

  /** What a range should count, worked out from the rows made here: [sign-ups, active users] per key. */
  function expected(from: Date, key: (at: Date) => string): Record<string, [number, number]> {
    const out: Record<string, [number, number]> = {};
    for (const user of made) {
      for (const [which, at] of [
        [0, user.createdAt],
        [1, user.lastLoginAt],
      ] as const) {
        if (!at || at < from || at > now) continue;
        out[key(at)] ??= [0, 0];
        out[key(at)]![which] += 1;
      }
    }
    return out;
  }
  const total = (counted: Record<string, [number, number]>, which: 0 | 1) => Object.values(counted).reduce((n, pair) => n + pair[which], 0);

  beforeAll(async () => {
    today = manilaMidnight(now);
    sevenDaysFrom = new Date(today.getTime() - 6 * day);
    const year = Number(manilaDay(now).slice(0, 4));
    const users: Array<[string, Date, Date | null]> = [
      ['FirstOfSeven', sevenDaysFrom, new Date(today.getTime() - 1)],
      ['JustBefore', new Date(sevenDaysFrom.getTime() - 1), sevenDaysFrom],
      ['Yesterday', new Date(today.getTime() - 1), null],
      ['Today', today, today],
      ['FortyDaysAgo', new Date(today.getTime() - 40 * day), null],
      ['LastYearEnd', new Date(newYear(year).getTime() - 1), null],
      ['YearStart', newYear(year), null],
      ['LongAgo', new Date(Date.UTC(2021, 5, 15)), null],
    ];
    for (const [name, createdAt, lastLoginAt] of users) {
      await addUser(name, createdAt, lastLoginAt);
      made.push({ createdAt, lastLoginAt });
    }
  });

  it('counts 7 days per day from midnight in Manila, the boundary user in and the one a millisecond before out', async () => {
    const body = await report('7d');
    expect(body).toMatchObject({ range: '7d', timeZone: 'Asia/Manila', bucket: 'day', from: sevenDaysFrom.toISOString() });
    expect(body.buckets).toHaveLength(7);
    expect(body.buckets[0]).toEqual({
      key: manilaDay(sevenDaysFrom),
      start: sevenDaysFrom.toISOString(),
      signUps: expect.any(Number),
      activeUsers: expect.any(Number),
    });
    expect(body.buckets[6].key).toBe(manilaDay(now));
    const want = expected(sevenDaysFrom, manilaDay);
    expect(counts(body)).toEqual(want);
    // The first day has FirstOfSeven's sign-up and JustBefore's last sign-in; JustBefore's sign-up, a millisecond earlier, is out.
    expect(counts(body)[manilaDay(sevenDaysFrom)]![0]).toBeGreaterThanOrEqual(1);
    expect(counts(body)[manilaDay(sevenDaysFrom)]![1]).toBe(1);
    expect(body.buckets.map((b: { key: string }) => b.key)).not.toContain(manilaDay(new Date(sevenDaysFrom.getTime() - 1)));
    expect(body.totals).toEqual({ signUps: total(want, 0), activeUsers: 3 });
  });

  it('takes 30 days, now with the user a millisecond before the 7', async () => {
    const from = new Date(today.getTime() - 29 * day);
    const body = await report('30d');
    expect(body.buckets).toHaveLength(30);
    expect(body.from).toBe(from.toISOString());
    expect(counts(body)).toEqual(expected(from, manilaDay));
    expect(counts(body)[manilaDay(new Date(sevenDaysFrom.getTime() - 1))]![0]).toBeGreaterThanOrEqual(1);
    expect(counts(body)[manilaDay(new Date(today.getTime() - 40 * day))]).toBeUndefined();
  });

  it('counts long ranges per month', async () => {
    const from = new Date(today.getTime() - 179 * day);
    const body = await report('180d');
    expect(body.bucket).toBe('month');
    expect(body.from).toBe(from.toISOString());
    expect(body.buckets.at(-1).key).toBe(manilaMonth(now));
    expect(body.buckets[0].start).toBe(from.toISOString());
    expect(counts(body)).toEqual(expected(from, manilaMonth));
    expect(body.totals.signUps).toBeGreaterThanOrEqual(5);
  });

  it('splits the years at midnight of 1 January in Manila', async () => {
    const year = Number(manilaDay(now).slice(0, 4));
    const last = await report('lastYear');
    expect(last).toMatchObject({ bucket: 'month', from: newYear(year - 1).toISOString(), to: newYear(year).toISOString() });
    expect(last.buckets.map((b: { key: string }) => b.key)).toEqual(Array.from({ length: 12 }, (_, i) => `${year - 1}-${String(i + 1).padStart(2, '0')}`));
    expect(last.buckets[11].signUps).toBeGreaterThanOrEqual(1);
    const ytd = await report('ytd');
    expect(ytd.from).toBe(newYear(year).toISOString());
    expect(ytd.buckets[0].key).toBe(`${year}-01`);
    expect(counts(ytd)).toEqual(expected(newYear(year), manilaMonth));
    // Every user but LongAgo is in last year or this year, never both.
    expect(last.totals.signUps + ytd.totals.signUps).toBe(7);
  });

  it('starts all time with the month of the first sign-up', async () => {
    const all = await report('all');
    expect(all.bucket).toBe('month');
    expect(all.from).toBe(new Date(Date.UTC(2021, 5, 1) - manila).toISOString());
    expect(all.buckets[0]).toMatchObject({ key: '2021-06', signUps: 1 });
    expect(all.totals.signUps).toBe(8);
    expect(counts(all)).toEqual(expected(new Date(0), manilaMonth));
  });

  it('narrows to a brand or covers them all', async () => {
    const everyBrand = await report('7d', null);
    // Ada, the platform admin, signed up and signed in today on the default brand.
    expect(everyBrand.totals.signUps).toBe((await report('7d')).totals.signUps + 1);
    expect((await admin.get('/api/admin/reports?range=forever')).status).toBe(400);
  });
});

describe('usage by feature', () => {
  beforeAll(async () => {
    const thisMonth = manilaMonth(now);
    const year = Number(thisMonth.slice(0, 4));
    const eightMonthsAgo = new Date(Date.UTC(year, Number(thisMonth.slice(5, 7)) - 1 - 8, 15));
    const rows: Array<[number, string, number]> = [
      [9001, thisMonth, 5],
      [9001, eightMonthsAgo.toISOString().slice(0, 7), 7],
      [9001, 'lifetime', 12],
      [9002, String(year), 4],
      [9002, String(year - 1), 6],
      [9002, 'lifetime', 10],
      [15, 'lifetime', 2],
    ];
    for (const [featureId, period, used] of rows) {
      await t.platform.db
        .em()
        .getConnection()
        .execute(`insert into "usage_counter" ("account_id", "feature_id", "period", "used") values (?, ?, ?, ?)`, [accountId, featureId, period, used]);
    }
    // Another brand's account: in the all-brands report only.
    const adminAccount = (await t.platform.db.em().findOneOrFail(UserSchema, { id: 1 })).accountId;
    await t.platform.db
      .em()
      .getConnection()
      .execute(`insert into "usage_counter" ("account_id", "feature_id", "period", "used") values (?, 9001, ?, 100)`, [adminAccount, thisMonth]);
  });

  it('sums the months and years a range touches, leaving out lifetime features', async () => {
    const body = await report('7d');
    expect(body.usageBasis).toBe('periods');
    const touchesLastYear = manilaDay(new Date(manilaMidnight(now).getTime() - 6 * day)).slice(0, 4) !== manilaDay(now).slice(0, 4);
    expect(body.usage).toEqual(
      [
        { featureId: 9001, name: 'Test broadcasts', period: 'month', used: 5 },
        { featureId: 9002, name: 'Test yearly exports', period: 'year', used: touchesLastYear ? 10 : 4 },
      ].sort((a, b) => b.used - a.used),
    );
    const lastYear = await report('lastYear');
    const eightMonthsAgoInLastYear = Number(manilaMonth(now).slice(5, 7)) <= 8;
    expect(lastYear.usage).toEqual(
      [
        ...(eightMonthsAgoInLastYear ? [{ featureId: 9001, name: 'Test broadcasts', period: 'month', used: 7 }] : []),
        { featureId: 9002, name: 'Test yearly exports', period: 'year', used: 6 },
      ].sort((a, b) => b.used - a.used),
    );
  });

  it("uses every feature's lifetime counter for all time, most used first", async () => {
    const body = await report('all');
    expect(body.usageBasis).toBe('lifetime');
    expect(body.usage).toEqual([
      { featureId: 9001, name: 'Test broadcasts', period: 'month', used: 12 },
      { featureId: 9002, name: 'Test yearly exports', period: 'year', used: 10 },
      { featureId: 15, name: 'Team members', period: 'lifetime', used: 2 },
    ]);
  });

  it("adds the other brands' usage when not narrowed", async () => {
    const body = await report('7d', null);
    expect(body.usage.find((f: { featureId: number }) => f.featureId === 9001).used).toBe(105);
  });
});
